import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { SectionTab } from '../sections/tab-keys.ts';
import type { Severity } from './messages.ts';
import { SeverityMarker } from './SeverityMarker.tsx';
import styles from './Points.module.css';
import { Chevron } from '#src/ui/Chevron.tsx';

export type PointItemProps = {
  reportId: string;
  severity: Severity;
  sentence: string;
  /** The report tab the point is about, if it has one. */
  tab: { key: SectionTab; title: string } | undefined;
};

/** One point: how much it matters, what it says, and a link to the section it is about. */
export function PointItem({ reportId, severity, sentence, tab }: PointItemProps) {
  const { t } = useLingui();
  const tone = severity.toLowerCase();
  const section = tab?.title;
  return (
    <li className={styles.point} data-severity={tone} tabIndex={-1}>
      <SeverityMarker severity={severity} />
      <p className={styles.sentence}>{sentence}</p>
      {tab ? (
        <Link to="/report" search={{ id: reportId, section: tab.key }} className={styles.link}>
          {t`View ${section}`}
          <Chevron size={16} />
        </Link>
      ) : null}
    </li>
  );
}
