import { useLingui } from '@lingui/react/macro';
import { numberWithUnit, unitLabel } from '#src/i18n/unit-labels.ts';
import { displayValue, formatNumber, type Quantity } from '#shared/units.ts';
import { useUnit } from '#src/lib/unit-store.ts';
import type { Unit } from '#shared/unit-system.ts';

export type Measure = { number: string; unit: string; text: string };

/**
 * Formats report values the one way: converted to the chosen unit system, rounded per quantity, in the
 * locale's digits, with the localized unit label after a no-break space (`numberWithUnit`). `signed` is for changes
 * (+0.4 / −0.4).
 */
export function useMeasure(): {
  unit: Unit;
  measure: (value: number, quantity: Quantity, options?: { signed?: boolean }) => Measure;
  /** A standard range as one text, the unit once: "58.6–78.9 kg". */
  measureRange: (range: { low: number; high: number }, quantity: Quantity) => string;
} {
  const { i18n } = useLingui();
  const unit = useUnit();
  const measure = (value: number, quantity: Quantity, options: { signed?: boolean } = {}): Measure => {
    const number = formatNumber(displayValue(value, quantity, unit), quantity, i18n.locale, { signed: options.signed, unit });
    const label = unitLabel(i18n, quantity, unit);
    return { number, unit: label, text: numberWithUnit(number, label) };
  };
  const measureRange = (range: { low: number; high: number }, quantity: Quantity) =>
    `${measure(range.low, quantity).number}–${measure(range.high, quantity).text}`;
  return { unit, measure, measureRange };
}
