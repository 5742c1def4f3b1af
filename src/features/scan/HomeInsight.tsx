import { useQuery } from 'urql';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useUnit } from '#src/lib/unit-store.ts';
import { readFragment } from '#src/graphql/graphql.ts';
import { InterpretationFields, ReportInterpretationQuery } from '../report/interpretation/documents.ts';
import { wordedPoints } from '../report/interpretation/point-values.ts';
import { SeverityMarker } from '../report/interpretation/SeverityMarker.tsx';
import styles from './Home.module.css';

export type HomeInsightProps = { reportId: string };

/**
 * The latest report's interpretation in one line: its most important point (the server's first), with a way to the
 * rest. The same query as the report's interpretation tab, so the one fills the other's cache (and works offline). It
 * is extra: while it loads, or when it can't (offline, unsaved), home shows nothing in its place.
 */
export function HomeInsight({ reportId }: HomeInsightProps) {
  const { t, i18n } = useLingui();
  const unit = useUnit();
  const [{ data }] = useQuery({ query: ReportInterpretationQuery, variables: { id: reportId } });
  const points = readFragment(InterpretationFields, data?.report?.interpretation)?.points ?? [];
  const first = wordedPoints(i18n, unit, points)[0];
  if (!first) return null;
  return (
    <section className={`${styles.card} ${styles.insight}`} aria-labelledby="insight-title">
      <h2 id="insight-title" className={styles.cardTitle}>{t`What matters most`}</h2>
      <p className={styles.insightLine}>
        <SeverityMarker severity={first.point.severity} />
        <span>{first.sentence}</span>
      </p>
      <Link to="/report" search={{ id: reportId, section: 'interpretation' }} className={styles.more}>
        {t`Your interpretation and training plan`}
      </Link>
    </section>
  );
}
