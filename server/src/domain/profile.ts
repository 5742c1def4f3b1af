// Registration form and profile changes: every value is validated before anything is written.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, type Sex, type UserRow } from '../db/schema.ts';
import { isLocale } from '#shared/locales.ts';
import { AGE, checkName, HEIGHT_CM, NAME_MAX } from '#shared/profile.ts';
import { AppError } from './errors.ts';

export type UnitSystem = 'metric' | 'imperial';

/** The name rule the form checks too (src/shared/profile.ts): at most 40 characters, shown as written. */
export function validName(raw: string | null): string | null {
  const checked = checkName(raw ?? '');
  if (checked.ok) return checked.value;
  const message =
    checked.issue === 'long'
      ? `A name has at most ${NAME_MAX} characters`
      : 'A name holds no control, invisible or direction-changing characters';
  throw new AppError('INVALID_NAME', message, { issue: checked.issue });
}

export function validHeight(value: number): number {
  if (!Number.isInteger(value) || value < HEIGHT_CM.min || value > HEIGHT_CM.max) {
    throw new AppError('INVALID_HEIGHT', `Height must be a whole number from ${HEIGHT_CM.min} to ${HEIGHT_CM.max} cm`);
  }
  return value;
}

export function validAge(value: number): number {
  if (!Number.isInteger(value) || value < AGE.min || value > AGE.max) {
    throw new AppError('INVALID_AGE', `Age must be a whole number from ${AGE.min} to ${AGE.max}`);
  }
  return value;
}

export type RegisterInput = { name?: string | null; sex: Sex; heightCm: number; age: number; unitSystem: UnitSystem; agreed: boolean };

/** The registration form after the first code sign-in: profile, units and the privacy-policy agreement. */
export async function register(db: Db, userId: string, input: RegisterInput, now: Date): Promise<UserRow> {
  const values = {
    name: validName(input.name ?? null),
    heightCm: validHeight(input.heightCm),
    age: validAge(input.age),
    sex: input.sex,
    unitSystem: input.unitSystem,
  };
  if (input.agreed !== true) throw new AppError('POLICY_NOT_AGREED', 'The privacy policy and rules must be agreed to');
  return updateUser(db, userId, { ...values, policyAgreedAt: now });
}

export type ProfileInput = {
  name?: string | null;
  sex?: Sex | null;
  heightCm?: number | null;
  age?: number | null;
  unitSystem?: UnitSystem | null;
  language?: string | null;
};

/** Only the fields given change; a null name clears it, other fields can't be cleared. */
export async function updateProfile(db: Db, userId: string, input: ProfileInput): Promise<UserRow> {
  const set: Partial<Pick<UserRow, 'name' | 'sex' | 'heightCm' | 'age' | 'unitSystem' | 'language'>> = {};
  const given = <T>(value: T | null | undefined, field: string): value is T => {
    if (value === null) throw new AppError('BAD_INPUT', `${field} can't be cleared`);
    return value !== undefined;
  };
  if (input.name !== undefined) set.name = validName(input.name);
  if (given(input.sex, 'sex')) set.sex = input.sex;
  if (given(input.heightCm, 'heightCm')) set.heightCm = validHeight(input.heightCm);
  if (given(input.age, 'age')) set.age = validAge(input.age);
  if (given(input.unitSystem, 'unitSystem')) set.unitSystem = input.unitSystem;
  if (given(input.language, 'language')) {
    if (!isLocale(input.language)) throw new AppError('BAD_INPUT', 'Not a supported language');
    set.language = input.language;
  }
  return updateUser(db, userId, set);
}

async function updateUser(db: Db, userId: string, set: Partial<UserRow>): Promise<UserRow> {
  const [row] = Object.keys(set).length
    ? await db.update(users).set(set).where(eq(users.id, userId)).returning()
    : await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHORIZED', 'Unauthorized', { status: 401 });
  return row;
}
