// Where a value and its standard range sit on a bar: the range in the middle third, the value marked.

export type RangeScale = { start: number; end: number; marker: number };

/** Percent positions (0..100) of the range's start and end and of the value's marker on the bar. */
export function rangeScale(value: number, low: number, high: number): RangeScale {
  const span = Math.max(high - low, Math.abs(high) * 0.01, 1e-6);
  const min = Math.min(value, low - span);
  const max = Math.max(value, high + span);
  const at = (x: number) => ((x - min) / (max - min)) * 100;
  // Keep the marker inside the bar so a far-out value is still visible at its end.
  return { start: at(low), end: at(high), marker: Math.min(98.5, Math.max(1.5, at(value))) };
}

/**
 * Where a value sits on a bar of three equal bands, under / normal / over (a result sheet's summary): the standard
 * range is the middle third, each outer third as wide in value as the range. `marker` in percent, kept inside the bar.
 */
export function bandScale(value: number, low: number, high: number): { marker: number } {
  const span = Math.max(high - low, Math.abs(high) * 0.01, 1e-6);
  const at = 100 / 3 + ((value - low) / span) * (100 / 3);
  return { marker: Math.min(98, Math.max(4, at)) };
}
