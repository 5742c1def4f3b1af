import { useLingui } from '@lingui/react/macro';
import type { Verdict } from './verdicts.ts';
import styles from './VerdictChip.module.css';

const ICONS = { good: '✓', fair: '•', warn: '!', bad: '✕', neutral: '–' } as const;

export type VerdictChipProps = { verdict: Verdict };

/** A rating as a word with an icon and a colour-blind-safe tone. */
export function VerdictChip({ verdict }: VerdictChipProps) {
  const { i18n } = useLingui();
  return (
    <span className={`${styles.chip} ${styles[verdict.tone]}`} data-tone={verdict.tone}>
      <span aria-hidden="true" className={styles.icon}>
        {ICONS[verdict.tone]}
      </span>
      {i18n._(verdict.label)}
    </span>
  );
}
