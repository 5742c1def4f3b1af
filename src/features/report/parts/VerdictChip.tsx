import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Tone, Verdict } from './verdicts.ts';
import styles from './VerdictChip.module.css';

const ICONS = { good: '✓', fair: '•', warn: '!', bad: '✕', neutral: '–' } as const;

export type VerdictChipProps = { verdict: Verdict };

/** A rating as a word with an icon and a colour-blind-safe tone. */
export function VerdictChip({ verdict }: VerdictChipProps) {
  const { i18n } = useLingui();
  return <ToneChip tone={verdict.tone}>{i18n._(verdict.label)}</ToneChip>;
}

export type ToneChipProps = { tone: Tone; children: ReactNode };

/** Any words (a count, a name) in a verdict's look: the tone's colour and icon beside them, never colour alone. */
export function ToneChip({ tone, children }: ToneChipProps) {
  return (
    <span className={`${styles.chip} ${styles[tone]}`} data-tone={tone}>
      <span aria-hidden="true" className={styles.icon}>
        {ICONS[tone]}
      </span>
      {children}
    </span>
  );
}
