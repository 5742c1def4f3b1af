// The profile form's typed values (registration and personal centre) and their check against spec 5.
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { checkAge, checkHeight, checkName, cmToFeetInches, type NameIssue, type NumberIssue } from '#shared/profile.ts';
import type { Unit } from '#shared/unit-system.ts';

export const DraftSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(200)),
  sex: v.picklist(['MALE', 'FEMALE', '']),
  cm: v.pipe(v.string(), v.maxLength(10)),
  ft: v.pipe(v.string(), v.maxLength(10)),
  inch: v.pipe(v.string(), v.maxLength(10)),
  age: v.pipe(v.string(), v.maxLength(10)),
  unit: v.picklist(['metric', 'imperial']),
  agreed: v.boolean(),
});

export type Draft = v.InferOutput<typeof DraftSchema>;

export function emptyDraft(unit: Unit): Draft {
  return { name: '', sex: '', cm: '', ft: '', inch: '', age: '', unit, agreed: false };
}

export function draftFromUser(
  user: { name: string | null; sex: 'MALE' | 'FEMALE' | null; heightCm: number | null; age: number | null },
  unit: Unit,
): Draft {
  const imperial = user.heightCm ? cmToFeetInches(user.heightCm) : null;
  return {
    name: user.name ?? '',
    sex: user.sex ?? '',
    cm: user.heightCm ? String(user.heightCm) : '',
    ft: imperial ? String(imperial.ft) : '',
    inch: imperial ? String(imperial.inch) : '',
    age: user.age ? String(user.age) : '',
    unit,
    agreed: false,
  };
}

/** Switching the unit carries a valid height over to the other fields. */
export function withUnit(draft: Draft, unit: Unit): Draft {
  if (unit === draft.unit) return draft;
  const height = checkHeight(
    draft.unit === 'metric' ? { unit: 'metric', cm: draft.cm } : { unit: 'imperial', ft: draft.ft, inch: draft.inch },
  );
  if (!height.ok) return { ...draft, unit };
  const { ft, inch } = cmToFeetInches(height.value);
  return { ...draft, unit, cm: String(height.value), ft: String(ft), inch: String(inch) };
}

export type DraftErrors = Partial<Record<'name' | 'sex' | 'height' | 'age' | 'agreed', string>>;
export type DraftValues = { name: string | null; sex: 'MALE' | 'FEMALE'; heightCm: number; age: number };

const HEIGHT_MESSAGES: Record<NumberIssue, MessageDescriptor> = {
  empty: msg`Enter your height`,
  decimal: msg`height format does not support decimals, please re-enter`,
  format: msg`Enter your height as a whole number`,
  range: msg`Height must be between 70 and 200 cm`,
};
const HEIGHT_RANGE_IMPERIAL = msg`Height must be between 2'3" and 6'7"`;
const AGE_MESSAGES: Record<NumberIssue, MessageDescriptor> = {
  empty: msg`Enter your age`,
  decimal: msg`age can only be an integer`,
  format: msg`age can only be an integer`,
  range: msg`Age must be between 10 and 99`,
};

const NAME_MESSAGES: Record<NameIssue, MessageDescriptor> = {
  long: msg`The name can be at most 40 characters`,
  characters: msg`The name can't hold invisible characters or ones that change the writing direction`,
};

/** What is wrong with a name, from the form's own check or from the server's INVALID_NAME (its extensions.issue). */
export function nameMessage(i18n: I18n, issue: unknown): string {
  return i18n._(NAME_MESSAGES[issue === 'characters' ? 'characters' : 'long']);
}

/**
 * Checks the draft; `requireAgreement` adds the privacy-policy box of registration. `savedName`, the account's name:
 * left as it is, it is not checked again (a rule added later must not block a change of height or age).
 */
export function checkDraft(
  i18n: I18n,
  draft: Draft,
  requireAgreement: boolean,
  savedName: string | null = null,
): { errors: DraftErrors; values?: DraftValues } {
  const errors: DraftErrors = {};
  const name = savedName !== null && draft.name.trim() === savedName ? { ok: true as const, value: savedName } : checkName(draft.name);
  if (!name.ok) errors.name = nameMessage(i18n, name.issue);
  if (!draft.sex) errors.sex = i18n._(msg`Choose your sex`);
  const height = checkHeight(
    draft.unit === 'metric' ? { unit: 'metric', cm: draft.cm } : { unit: 'imperial', ft: draft.ft, inch: draft.inch },
  );
  if (!height.ok) {
    errors.height = i18n._(height.issue === 'range' && draft.unit === 'imperial' ? HEIGHT_RANGE_IMPERIAL : HEIGHT_MESSAGES[height.issue]);
  }
  const age = checkAge(draft.age);
  if (!age.ok) errors.age = i18n._(AGE_MESSAGES[age.issue]);
  if (requireAgreement && !draft.agreed) errors.agreed = i18n._(msg`Please agree to the privacy policy and rules`);
  if (Object.keys(errors).length > 0 || !height.ok || !age.ok || !draft.sex) return { errors };
  return { errors, values: { name: name.ok ? name.value : null, sex: draft.sex, heightCm: height.value, age: age.value } };
}
