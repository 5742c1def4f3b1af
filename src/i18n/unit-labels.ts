// Localized unit labels (spec 9: Russian, German, Arabic, Greek and Italian spell them their own way).
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { Quantity } from '#shared/units.ts';
import type { Unit } from '#shared/unit-system.ts';

export function unitLabel(i18n: I18n, quantity: Quantity, unit: Unit): string {
  switch (quantity) {
    case 'MASS_KG':
      return unit === 'imperial' ? i18n._(msg`lb`) : i18n._(msg`kg`);
    case 'PERCENT':
      return '%';
    case 'ENERGY_KCAL_PER_DAY':
      return i18n._(msg`kcal/d`);
    case 'BMI':
      return i18n._(msg`kg/m²`);
    case 'YEARS':
      return i18n._(msg`yrs`);
    case 'LENGTH_CM':
      return unit === 'imperial' ? i18n._(msg`in`) : i18n._(msg`cm`);
    case 'LENGTH_MM':
      return unit === 'imperial' ? i18n._(msg`in`) : i18n._(msg`mm`);
    case 'AREA_CM2':
      return unit === 'imperial' ? i18n._(msg`in²`) : i18n._(msg`cm²`);
    case 'VOLUME_L':
      return unit === 'imperial' ? i18n._(msg`gal`) : i18n._(msg`L`);
    case 'ANGLE_DEG':
      return '°';
    case 'RATIO':
    case 'LEVEL':
    case 'SCORE':
      return '';
  }
}

/** Whether a unit is written against its number: degrees and percent. */
export const attachedUnit = (label: string): boolean => label === '°' || label === '%';

/**
 * A number with its unit as one text, the one way: against it (° and %), else after a no-break space, so that a line
 * never breaks between them.
 */
export function numberWithUnit(number: string, label: string): string {
  if (!label) return number;
  return attachedUnit(label) ? `${number}${label}` : `${number}\u00a0${label}`;
}
