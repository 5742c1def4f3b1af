import { useLingui } from '@lingui/react/macro';
import { SEVERITY, type Severity } from './messages.ts';
import styles from './Points.module.css';

export type SeverityMarkerProps = { severity: Severity };

/** How much a point matters, as a word with an icon in a colour-blind-safe tone. */
export function SeverityMarker({ severity }: SeverityMarkerProps) {
  const { i18n } = useLingui();
  const { tone, icon, label } = SEVERITY[severity] ?? SEVERITY.ATTENTION;
  return (
    <span className={`${styles.marker} ${styles[tone]}`} data-severity={severity}>
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
      {i18n._(label)}
    </span>
  );
}
