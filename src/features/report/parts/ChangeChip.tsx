import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { displayValue, type Quantity } from '#shared/units.ts';
import { withinVariation } from '#shared/precision.ts';
import { useMeasure } from './useMeasure.ts';
import rowStyles from '../MetricRow.module.css';

export type ChangeChipProps = {
  /** The raw (metric) change against the previous report. */
  change: number;
  quantity: Quantity;
  /** +1: a rise is good; -1: a fall is good; 0: neither. */
  good: 1 | -1 | 0;
  /** The least significant change (src/shared/precision.ts), in the change's raw unit: a smaller one is noise. */
  lsc: number;
  /** The baseline's date when it is not the previous report (home's long view): the sentence names it. */
  since?: string;
};

/** Whether a change reads as within measurement variation (the chip's ≈): the one test, for chips and their keys. */
export const isVariation = (change: number | null, lsc: number) => change !== null && change !== 0 && withinVariation(change, lsc);

/**
 * The change against the previous report, in the look of the body-composition list: ▲/▼, the amount, and a sentence for
 * screen readers. A change inside the least significant change is measurement variation: ≈, grey, never a gain or a
 * loss (the list's key, ChangeKey, says what ≈ means).
 */
export function ChangeChip({ change, quantity, good, lsc, since }: ChangeChipProps) {
  const { t } = useLingui();
  const { unit, measure } = useMeasure();
  const signed = measure(change, quantity, { signed: true });
  // The rounded, converted figure decides the arrow, so a change shown as "0.0" never gets one.
  const shown = Math.sign(displayValue(change, quantity, unit));
  const noise = shown !== 0 && isVariation(change, lsc);
  // A change of a percentage (body fat) is in percentage points, never a relative change: said so in words, and
  // marked "pp" (localized) on the chip.
  const points = quantity === 'PERCENT';
  const size = displayValue(Math.abs(change), quantity, unit);
  const number = signed.number;
  const amount = points
    ? plural(size, { one: '# percentage point', other: '# percentage points' })
    : measure(Math.abs(change), quantity).text;
  const tone = shown === 0 || noise ? 'same' : good === 0 ? 'neutral' : shown === good ? 'good' : 'bad';
  // The sentence names what the change counts from: a date (a long view, a comparison) or the previous report.
  const up = shown > 0;
  let sentence: string;
  if (shown === 0) sentence = since ? t`unchanged since ${since}` : t`unchanged since the previous report`;
  else if (since && noise)
    sentence = up
      ? t`up ${amount} since ${since}, within measurement variation`
      : t`down ${amount} since ${since}, within measurement variation`;
  else if (since) sentence = up ? t`up ${amount} since ${since}` : t`down ${amount} since ${since}`;
  else if (noise)
    sentence = up
      ? t`up ${amount} since the previous report, within measurement variation`
      : t`down ${amount} since the previous report, within measurement variation`;
  else sentence = up ? t`up ${amount} since the previous report` : t`down ${amount} since the previous report`;
  return (
    <span className={`${rowStyles.change} ${rowStyles[tone]}`} title={sentence} data-tone={tone} data-variation={noise || undefined}>
      <span aria-hidden="true">{noise ? '≈' : shown > 0 ? '▲' : shown < 0 ? '▼' : '='}</span>
      {/* Degrees stay on the number; percentage points get their short word (in the language's order, the number
          itself left to right); longer units are left to the value beside the chip. */}
      {points && shown !== 0 ? (
        <span aria-hidden="true">
          <PercentagePoints number={number} />
        </span>
      ) : (
        <span aria-hidden="true" dir="ltr">
          {shown === 0 ? '0' : signed.unit === '°' ? signed.text : signed.number}
        </span>
      )}
      <span className="visually-hidden">{sentence}</span>
    </span>
  );
}

/**
 * A change of a percentage, short, in percentage points ("−1.0 pp", localized): never "−1.0 %", which reads as a
 * relative change. `number` is the signed, formatted figure.
 */
export function PercentagePoints({ number }: { number: string }) {
  return (
    <Trans comment="a change in percentage points, short (body fat: 18.3 % → 17.3 % is −1.0 pp)">
      <bdi dir="ltr">{number}</bdi> pp
    </Trans>
  );
}
