import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import { SegmentFigure } from '../report/sections/SegmentFigure.tsx';
import { SegmentsSectionFragment } from '../report/sections/SegmentsSection.tsx';
import styles from './Home.module.css';

export type HomeBodyProps = { reportId: string; report: FragmentOf<typeof SegmentsSectionFragment> };

/** The body figure: the latest report's muscle by segment, each part in its rating's tone, and the way to the section. */
export function HomeBody({ reportId, report }: HomeBodyProps) {
  const { t } = useLingui();
  const segments = readFragment(SegmentsSectionFragment, report).bodyComposition?.segments ?? [];
  if (segments.length === 0) return null;
  return (
    <section className={`${styles.card} ${styles.body}`} aria-labelledby="body-title">
      <h2 id="body-title" className={styles.cardTitle}>{t`Muscle by body segment`}</h2>
      <div className={styles.figure}>
        <SegmentFigure segments={segments} kind="muscle" />
      </div>
      <Link to="/report" search={{ id: reportId, section: 'segments' }} className={styles.more}>
        {t`Segmental muscle and fat`}
      </Link>
    </section>
  );
}
