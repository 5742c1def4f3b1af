import type { Measure } from '../parts/useMeasure.ts';
import { attachedUnit } from '#src/i18n/unit-labels.ts';
import styles from './Amount.module.css';

export type AmountProps = { measure: Measure; size?: 'sm' | 'md' | 'lg' | 'xl'; className?: string };

/**
 * A formatted value: the number large, its unit small beside it (degrees and percent stay attached). `sm` is text
 * size, for a table's cell, and its unit may go under the number where the cell is narrow.
 */
export function Amount({ measure, size = 'md', className }: AmountProps) {
  const attached = attachedUnit(measure.unit);
  return (
    <span className={`${styles.amount} ${styles[size]} ${className ?? ''}`}>
      <span className={styles.number} dir="ltr">
        {attached ? measure.text : measure.number}
      </span>
      {/* The space is a break opportunity for the `sm` size; a flex box (the others) ignores it. */}
      {measure.unit && !attached ? (
        <>
          {' '}
          <span className={styles.unit}>{measure.unit}</span>
        </>
      ) : null}
    </span>
  );
}
