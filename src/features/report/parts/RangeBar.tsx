import { rangeScale } from './range-scale.ts';
import styles from './RangeBar.module.css';

export type RangeBarProps = {
  value: number;
  low: number;
  high: number;
  /** The formatted low and high bounds, with units, shown under the bar. */
  lowLabel: string;
  highLabel: string;
  /** The whole statement for assistive technology, e.g. "70.2 kg; standard 58.6–78.9 kg; normal". */
  description: string;
};

/** A standard range drawn as a bar with the person's value marked on it. */
export function RangeBar({ value, low, high, lowLabel, highLabel, description }: RangeBarProps) {
  const scale = rangeScale(value, low, high);
  return (
    <div className={styles.wrap} role="img" aria-label={description}>
      <div className={styles.track}>
        <span className={styles.range} style={{ insetInlineStart: `${scale.start}%`, inlineSize: `${scale.end - scale.start}%` }} />
        <span className={styles.marker} style={{ insetInlineStart: `${scale.marker}%` }} />
      </div>
      <div className={styles.labels} aria-hidden="true">
        <span style={{ insetInlineStart: `${scale.start}%` }} dir="ltr">
          {lowLabel}
        </span>
        <span style={{ insetInlineStart: `${scale.end}%` }} dir="ltr">
          {highLabel}
        </span>
      </div>
    </div>
  );
}
