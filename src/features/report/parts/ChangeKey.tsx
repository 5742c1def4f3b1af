import { useLingui } from '@lingui/react/macro';
import { isVariation } from './ChangeChip.tsx';
import styles from './ChangeKey.module.css';

export type ChangeKeyProps = {
  /** Some change in the list above is within measurement variation (ChangeChip's ≈). */
  variation: boolean;
  /** The body's water moved more than its own least significant change (the API's waterMoved). */
  water: boolean;
};

/** Whether any of these changes is within measurement variation (shows ≈, so the key explains it). */
export const hasVariation = (changes: ReadonlyArray<{ change: number | null; lsc: number }>) =>
  changes.some(({ change, lsc }) => isVariation(change, lsc));

/**
 * What the changes above mean where it matters: the ≈ of a change within measurement variation, and the note that
 * water may explain fat and muscle changes when it moved (water is 50–70 % of weight). Nothing otherwise.
 */
export function ChangeKey({ variation, water }: ChangeKeyProps) {
  const { t } = useLingui();
  if (!variation && !water) return null;
  return (
    <div className={styles.key}>
      {variation ? (
        <p className={styles.line}>
          <span className={styles.mark} aria-hidden="true">
            ≈
          </span>
          {t`Within measurement variation: too small to tell from the scanner's precision and day-to-day swings.`}
        </p>
      ) : null}
      {water ? (
        <p className={`${styles.line} ${styles.water}`} data-water-note="">
          <svg className={styles.drop} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M8 1.5C6 4.5 3.5 7.3 3.5 10a4.5 4.5 0 0 0 9 0C12.5 7.3 10 4.5 8 1.5z" fill="currentColor" />
          </svg>
          {t`Your body water changed more than measurement variation: part of the fat and muscle change may be water, which is 50–70% of weight.`}
        </p>
      ) : null}
    </div>
  );
}
