// Unit conversion and number formatting; values arrive metric (SI) and are converted for display only.
import { numberFormat } from './intl.ts';
import type { Unit } from './unit-system.ts';

/** The server's Quantity enum, plus lengths, angles and volumes that other sections carry in named fields. */
export type Quantity =
  | 'MASS_KG'
  | 'PERCENT'
  | 'ENERGY_KCAL_PER_DAY'
  | 'RATIO'
  | 'BMI'
  | 'LEVEL'
  | 'YEARS'
  | 'SCORE'
  | 'LENGTH_CM'
  | 'LENGTH_MM'
  | 'ANGLE_DEG'
  | 'VOLUME_L'
  | 'AREA_CM2';

export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

/** Rounds half away from zero to `digits` decimals (spec 9's rounding helper). */
export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

const DIGITS: Record<Quantity, number> = {
  MASS_KG: 1,
  PERCENT: 1,
  ENERGY_KCAL_PER_DAY: 0,
  RATIO: 2,
  BMI: 1,
  LEVEL: 0,
  YEARS: 0,
  SCORE: 0,
  LENGTH_CM: 1,
  LENGTH_MM: 0,
  ANGLE_DEG: 1,
  VOLUME_L: 1,
  AREA_CM2: 0,
};

const CM2_PER_IN2 = CM_PER_IN * CM_PER_IN;
const L_PER_GAL = 3.785411784;

/** The number to display for a value of a quantity in the chosen unit system. */
export function displayValue(value: number, quantity: Quantity, unit: Unit): number {
  return round(unit === 'imperial' ? toImperial(value, quantity) : value, digitsOf(quantity, unit));
}

function toImperial(value: number, quantity: Quantity): number {
  switch (quantity) {
    case 'MASS_KG':
      return value / KG_PER_LB;
    case 'LENGTH_CM':
      return value / CM_PER_IN;
    case 'LENGTH_MM':
      return value / 10 / CM_PER_IN;
    case 'AREA_CM2':
      return value / CM2_PER_IN2;
    case 'VOLUME_L':
      return value / L_PER_GAL;
    default:
      return value;
  }
}

/** A number typed in the chosen unit system, back in the metric unit the server keeps (the inverse of displayValue). */
export function toMetric(value: number, quantity: Quantity, unit: Unit): number {
  if (unit === 'metric') return value;
  switch (quantity) {
    case 'MASS_KG':
      return value * KG_PER_LB;
    case 'LENGTH_CM':
      return value * CM_PER_IN;
    default:
      return value;
  }
}

/** Digits shown for a quantity; imperial small lengths (mm → in) need more than their metric form. */
export function digitsOf(quantity: Quantity, unit: Unit): number {
  return quantity === 'LENGTH_MM' && unit === 'imperial' ? 2 : DIGITS[quantity];
}

/**
 * The change from `before` to `after` as the two values are shown (each rounded to its quantity's digits): the
 * difference of the shown numbers, so 0.87 → 0.83 is −0.04 and a change is 0 only when the shown values are equal;
 * never −0. Every change the API and the app compute goes through it.
 */
export function shownChange(after: number, before: number, quantity: Quantity): number {
  const digits = digitsOf(quantity, 'metric');
  return round(round(after, digits) - round(before, digits), digits) || 0;
}

export function formatNumber(value: number, quantity: Quantity, locale: string, options: { signed?: boolean; unit?: Unit } = {}): string {
  const digits = digitsOf(quantity, options.unit ?? 'metric');
  return numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(value);
}
