import type { ReactNode } from 'react';
import styles from './MeasureStat.module.css';

export type MeasureStatProps = {
  label: string;
  number: string;
  unit?: string;
  /** A word under the number: a direction, a verdict chip, a scale. */
  detail?: ReactNode;
  size?: 'md' | 'lg';
};

/** A section's figures as a `<dl>` grid of `MeasureStat`s, as many to a row as fit. */
export function MeasureStats({ children }: { children: ReactNode }) {
  return <dl className={styles.grid}>{children}</dl>;
}

/** One figure of a `<dl>` grid (MeasureStats): its name, the number large with the unit small beside it, and an optional detail. */
export function MeasureStat({ label, number, unit, detail, size = 'md' }: MeasureStatProps) {
  return (
    <div className={`${styles.stat} ${styles[size]}`}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        {/* The degree sign belongs to the number; other units sit small beside it. */}
        <span className={styles.number} dir="ltr">
          {unit === '°' ? `${number}°` : number}
        </span>
        {unit && unit !== '°' ? <span className={styles.unit}>{unit}</span> : null}
      </dd>
      {detail ? <dd className={styles.detail}>{detail}</dd> : null}
    </div>
  );
}
