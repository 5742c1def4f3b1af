// Unit conversion and number formatting; values arrive metric (SI) and are converted for display only.
import * as v from 'valibot';
import { KEYS, readLocal, UnitSchema, type Unit } from './storage.ts';

export type Quantity = 'MASS_KG' | 'PERCENT' | 'ENERGY_KCAL_PER_DAY' | 'RATIO' | 'BMI' | 'LEVEL' | 'YEARS' | 'SCORE';

export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

export function readUnit(): Unit {
  return readLocal(KEYS.unit, v.fallback(UnitSchema, 'metric'), 'metric');
}

/** Rounds half away from zero to `digits` decimals (spec 9's rounding helper). */
export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

const DIGITS: Record<Quantity, number> = {
  MASS_KG: 1, PERCENT: 1, ENERGY_KCAL_PER_DAY: 0, RATIO: 2, BMI: 1, LEVEL: 0, YEARS: 0, SCORE: 0,
};

/** The number to display for a value of a quantity in the chosen unit system. */
export function displayValue(value: number, quantity: Quantity, unit: Unit): number {
  const converted = quantity === 'MASS_KG' && unit === 'imperial' ? value / KG_PER_LB : value;
  return round(converted, DIGITS[quantity]);
}

export function formatNumber(value: number, quantity: Quantity, locale: string, options: { signed?: boolean } = {}): string {
  const digits = DIGITS[quantity];
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(value);
}
