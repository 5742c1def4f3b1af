// A point's facts made ready for its sentence: numbers converted to the person's unit system, rounded and
// formatted in their locale with the unit label (as the report's sections show them), words passed as they
// are for the sentence's ICU `select`.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { numberWithUnit, unitLabel } from '#src/i18n/unit-labels.ts';
import { directionOf, isLocale } from '#shared/locales.ts';
import { displayValue, formatNumber, type Quantity } from '#shared/units.ts';
import type { Unit } from '#shared/unit-system.ts';
import { isKnownRule, RULE_MESSAGES, type KnownRule, withValues } from './messages.ts';

/** How a number is shown: a quantity with or without its unit label, or `count` for an ICU plural (raw). */
export type NumberFormat = { quantity: Quantity; unit: boolean } | 'count';

const withUnit = (quantity: Quantity): NumberFormat => ({ quantity, unit: true });
const plain = (quantity: Quantity): NumberFormat => ({ quantity, unit: false });

/** Params that mean the same in every rule. */
const BY_PARAM: Partial<Record<string, NumberFormat>> = {
  differencePct: withUnit('PERCENT'),
  leftKg: withUnit('MASS_KG'),
  rightKg: withUnit('MASS_KG'),
  kg: withUnit('MASS_KG'),
  differenceDeg: withUnit('ANGLE_DEG'),
  rangeDeg: withUnit('ANGLE_DEG'),
  tiltDeg: withUnit('ANGLE_DEG'),
  differenceMm: withUnit('LENGTH_MM'),
  score: plain('SCORE'),
  liftIndex: plain('SCORE'),
  ratio: plain('RATIO'),
  metabolicAge: plain('YEARS'),
  age: plain('YEARS'),
  years: 'count',
};

/** `value`, `low` and `high` are in the unit of what the rule measures (a posture item's own unit). */
const VALUE_OF_RULE: Partial<Record<KnownRule, NumberFormat>> = {
  body_fat_very_high: withUnit('PERCENT'),
  body_fat_high: withUnit('PERCENT'),
  body_fat_low: withUnit('PERCENT'),
  visceral_fat_high: plain('LEVEL'),
  skeletal_muscle_low: withUnit('MASS_KG'),
  lean_mass_low: withUnit('MASS_KG'),
  body_water_low: withUnit('MASS_KG'),
  bmi_high: plain('BMI'),
  bmi_high_muscular: plain('BMI'),
  bmi_low: plain('BMI'),
  waist_hip_ratio_high: plain('RATIO'),
  waist_ratio_high: plain('RATIO'),
  forward_head: withUnit('ANGLE_DEG'),
  head_tilt: withUnit('ANGLE_DEG'),
  round_shoulders: withUnit('ANGLE_DEG'),
  uneven_shoulders: withUnit('ANGLE_DEG'),
  knee_alignment: withUnit('ANGLE_DEG'),
  pelvic_tilt: withUnit('ANGLE_DEG'),
  pelvis_shift: withUnit('LENGTH_CM'),
  leg_shape: withUnit('LENGTH_CM'),
  leg_length_difference: withUnit('LENGTH_MM'),
};

const RULE_SCALED = new Set(['value', 'low', 'high']);

/** The format of a numeric param of a rule; undefined when this version doesn't know it. */
export function numberFormatOf(rule: KnownRule, param: string): NumberFormat | undefined {
  return RULE_SCALED.has(param) ? VALUE_OF_RULE[rule] : BY_PARAM[param];
}

export type PointParam = { name: string; number: number | null; text: string | null };
export type PointInput = { rule: string; params: readonly PointParam[] };

// First-strong isolates keep a number with its unit in one piece inside right-to-left text.
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Formats one number as the report's sections do (useMeasure): converted, rounded, localized, with its unit. */
export function formatMeasure(i18n: I18n, unit: Unit, value: number, format: Exclude<NumberFormat, 'count'>): string {
  const number = formatNumber(displayValue(value, format.quantity, unit), format.quantity, i18n.locale, { unit });
  return numberWithUnit(number, format.unit ? unitLabel(i18n, format.quantity, unit) : '');
}

/**
 * The values for a point's sentence, or null when the point can't be worded: an unknown rule, or a number
 * this version can't format (a newer server's fact).
 */
export function pointValues(
  i18n: I18n,
  unit: Unit,
  point: PointInput,
): { rule: KnownRule; values: Record<string, string | number> } | null {
  if (!isKnownRule(point.rule)) return null;
  const rtl = isLocale(i18n.locale) && directionOf(i18n.locale) === 'rtl';
  const values: Record<string, string | number> = {};
  for (const param of point.params) {
    if (param.text !== null) values[param.name] = param.text;
    else if (param.number !== null) {
      const format = numberFormatOf(point.rule, param.name);
      if (!format) continue;
      if (format === 'count') values[param.name] = param.number;
      else {
        const text = formatMeasure(i18n, unit, param.number, format);
        values[param.name] = rtl ? isolate(text) : text;
      }
    }
  }
  return { rule: point.rule, values };
}

/** The point's sentence in the active language, or null when it can't be worded (skipped, never shown raw). */
export function pointSentence(i18n: I18n, unit: Unit, point: PointInput): string | null {
  const ready = pointValues(i18n, unit, point);
  if (!ready) return null;
  const descriptor: MessageDescriptor = RULE_MESSAGES[ready.rule];
  return i18n._(withValues(descriptor, ready.values));
}

/** The points this version can word, in the server's order, each with its sentence (a newer server's are left out). */
export function wordedPoints<P extends PointInput>(i18n: I18n, unit: Unit, points: readonly P[]): Array<{ point: P; sentence: string }> {
  return points.flatMap((point) => {
    const sentence = pointSentence(i18n, unit, point);
    return sentence === null ? [] : [{ point, sentence }];
  });
}
