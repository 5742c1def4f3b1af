import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field } from '#src/ui/Field.tsx';
import type { Draft, DraftErrors } from './draft.ts';
import styles from './Profile.module.css';

export type ProfileFieldsProps = {
  draft: Draft;
  errors: DraftErrors;
  onChange: (draft: Draft) => void;
};

/** Name (optional), sex, height (cm, or feet and inches) and age; required ones are starred. */
export function ProfileFields({ draft, errors, onChange }: ProfileFieldsProps) {
  const { t } = useLingui();
  const id = useId();
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  const heightMessage = `${id}-height-message`;

  return (
    <>
      <Field
        label={t`Name (optional)`}
        name="name"
        autoComplete="name"
        value={draft.name}
        onChange={(event) => set({ name: event.target.value })}
        error={errors.name}
      />
      <fieldset className={styles.fieldset} aria-describedby={errors.sex ? `${id}-sex-message` : undefined}>
        <legend className={styles.legend}>
          {t`Sex`}{' '}
          <span aria-hidden="true" className={styles.star}>
            *
          </span>
        </legend>
        <div className={styles.segmented}>
          {(['MALE', 'FEMALE'] as const).map((sex) => (
            <label key={sex} className={styles.segment}>
              <input type="radio" name={`${id}-sex`} value={sex} checked={draft.sex === sex} required onChange={() => set({ sex })} />
              <span>{sex === 'MALE' ? t`Male` : t`Female`}</span>
            </label>
          ))}
        </div>
        {errors.sex ? (
          <p id={`${id}-sex-message`} className={styles.error} role="alert">
            {errors.sex}
          </p>
        ) : null}
      </fieldset>
      {draft.unit === 'metric' ? (
        <Field
          label={t`Height (cm) *`}
          name="heightCm"
          inputMode="numeric"
          dir="ltr"
          value={draft.cm}
          onChange={(event) => set({ cm: event.target.value })}
          error={errors.height}
          hint={t`70 to 200 cm, whole numbers`}
        />
      ) : (
        <fieldset className={styles.fieldset} aria-describedby={heightMessage}>
          <legend className={styles.legend}>
            {t`Height`}{' '}
            <span aria-hidden="true" className={styles.star}>
              *
            </span>
          </legend>
          <div className={styles.pair} dir="ltr">
            <UnitInput
              name="heightFt"
              label={t`Feet`}
              unit={t`ft`}
              invalid={!!errors.height}
              value={draft.ft}
              onChange={(ft) => set({ ft })}
            />
            <UnitInput
              name="heightIn"
              label={t`Inches`}
              unit={t`in`}
              invalid={!!errors.height}
              value={draft.inch}
              onChange={(inch) => set({ inch })}
            />
          </div>
          {errors.height ? (
            <p id={heightMessage} className={styles.error} role="alert">
              {errors.height}
            </p>
          ) : (
            <p id={heightMessage} className={styles.hint}>{t`2'3" to 6'7", whole inches`}</p>
          )}
        </fieldset>
      )}
      <Field
        label={t`Age *`}
        name="age"
        inputMode="numeric"
        dir="ltr"
        value={draft.age}
        onChange={(event) => set({ age: event.target.value })}
        error={errors.age}
        hint={t`10 to 99`}
      />
    </>
  );
}

type UnitInputProps = { name: string; label: string; unit: string; invalid: boolean; value: string; onChange: (value: string) => void };

/** One number of a two-part height (feet, inches) with its unit after it. */
function UnitInput({ name, label, unit, invalid, value, onChange }: UnitInputProps) {
  return (
    <label className={styles.unitInput}>
      <input
        className={styles.input}
        inputMode="numeric"
        name={name}
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <span aria-hidden="true">{unit}</span>
    </label>
  );
}
