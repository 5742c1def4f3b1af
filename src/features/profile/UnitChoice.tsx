import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Unit } from '#shared/unit-system.ts';
import styles from './Profile.module.css';

export type UnitChoiceProps = { value: Unit; onChange: (unit: Unit) => void; disabled?: boolean };

/** Metric (kg, cm) or imperial (lb, ft, in). */
export function UnitChoice({ value, onChange, disabled = false }: UnitChoiceProps) {
  const { t } = useLingui();
  const name = useId();
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{t`Units`}</legend>
      <div className={styles.segmented}>
        {(['metric', 'imperial'] as const).map((unit) => (
          <label key={unit} className={styles.segment}>
            <input type="radio" name={name} value={unit} checked={value === unit} onChange={() => onChange(unit)} />
            <span>{unit === 'metric' ? t`Metric (kg, cm)` : t`Imperial (lb, ft, in)`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
