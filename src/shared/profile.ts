// Height and age rules of spec 5 (metric 70–200 cm, imperial 2'3"–6'7", whole numbers; age 10–99 whole),
// and the conversions between the form's fields and the whole centimetres the server stores.
import { CM_PER_IN } from './units.ts';

export const HEIGHT_CM = { min: 70, max: 200 } as const;
/** 2'3" and 6'7" in inches. */
export const HEIGHT_IN = { min: 27, max: 79 } as const;
export const AGE = { min: 10, max: 99 } as const;
export const NAME_MAX = 40;

// What a name may not hold: control characters; a lone surrogate (stored, it would turn into U+FFFD); direction
// overrides, isolates and marks (the Arabic letter mark too), which can show a name backwards; zero-width spaces and the byte order mark.
// The zero-width joiner and non-joiner stay: Persian, Indic scripts and emoji sequences need them.
const NOT_IN_NAME =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type NameIssue = 'long' | 'characters';

/** A name as stored: trimmed, and empty is no name; at most 40 characters (code points, not UTF-16 units); shown as written. */
export function checkName(text: string): { ok: true; value: string | null } | { ok: false; issue: NameIssue } {
  const name = text.trim();
  if (!name) return { ok: true, value: null };
  if ([...name].length > NAME_MAX) return { ok: false, issue: 'long' };
  if (NOT_IN_NAME.test(name)) return { ok: false, issue: 'characters' };
  return { ok: true, value: name };
}

export type NumberIssue = 'empty' | 'decimal' | 'format' | 'range';
export type Checked<T> = { ok: true; value: T } | { ok: false; issue: NumberIssue };

/** A typed whole number: digits only; "12.5" or "12,5" is a decimal, anything else not a number. */
function wholeNumber(text: string): Checked<number> {
  const value = text.trim();
  if (value === '') return { ok: false, issue: 'empty' };
  if (/^\d+$/.test(value)) return { ok: true, value: Number(value) };
  if (/^\d*[.,]\d+$|^\d+[.,]$/.test(value)) return { ok: false, issue: 'decimal' };
  if (/^-\d+([.,]\d+)?$/.test(value)) return { ok: false, issue: 'range' };
  return { ok: false, issue: 'format' };
}

export type HeightInput = { unit: 'metric'; cm: string } | { unit: 'imperial'; ft: string; inch: string };

/** Whole centimetres for the server; an imperial height is converted and kept inside 70–200. */
export function checkHeight(input: HeightInput): Checked<number> {
  if (input.unit === 'metric') {
    const cm = wholeNumber(input.cm);
    if (!cm.ok) return cm;
    return cm.value >= HEIGHT_CM.min && cm.value <= HEIGHT_CM.max ? cm : { ok: false, issue: 'range' };
  }
  const ft = wholeNumber(input.ft);
  const inch = input.inch.trim() === '' ? ({ ok: true, value: 0 } as const) : wholeNumber(input.inch);
  if (!ft.ok) return ft;
  if (!inch.ok) return inch;
  if (inch.value > 11) return { ok: false, issue: 'range' };
  const total = ft.value * 12 + inch.value;
  if (total < HEIGHT_IN.min || total > HEIGHT_IN.max) return { ok: false, issue: 'range' };
  return { ok: true, value: inchesToCm(total) };
}

/** 2'3" is 68.6 cm and 6'7" is 200.7 cm: the ends of the imperial range map to the ends of the metric one. */
export function inchesToCm(inches: number): number {
  return Math.min(HEIGHT_CM.max, Math.max(HEIGHT_CM.min, Math.round(inches * CM_PER_IN)));
}

/** A stored height shown in feet and whole inches. */
export function cmToFeetInches(cm: number): { ft: number; inch: number } {
  const inches = Math.min(HEIGHT_IN.max, Math.max(HEIGHT_IN.min, Math.round(cm / CM_PER_IN)));
  return { ft: Math.floor(inches / 12), inch: inches % 12 };
}

export function checkAge(text: string): Checked<number> {
  const age = wholeNumber(text);
  if (!age.ok) return age;
  return age.value >= AGE.min && age.value <= AGE.max ? age : { ok: false, issue: 'range' };
}
