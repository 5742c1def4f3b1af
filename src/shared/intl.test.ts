import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, warmIntl } from './intl.ts';

describe('intl formatters', () => {
  it('are made once per locale and options, and format as Intl does', () => {
    expect(numberFormat('de', { minimumFractionDigits: 1 })).toBe(numberFormat('de', { minimumFractionDigits: 1 }));
    expect(numberFormat('de', { minimumFractionDigits: 1 })).not.toBe(numberFormat('de', { minimumFractionDigits: 2 }));
    expect(numberFormat('de', { minimumFractionDigits: 1 }).format(1234.5)).toBe('1.234,5');
    const berlin = dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/Berlin' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/Berlin' })).toBe(berlin);
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Tokyo' })).not.toBe(berlin);
    expect(berlin.format(new Date('2026-01-31T23:30:00Z'))).toBe('1 Feb 2026');
  });

  it('lets an unknown time zone throw as Intl does (dates.ts falls back to UTC)', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Not/AZone' })).toThrow(RangeError);
  });

  it('warms the number format and the date format in a step each, so that no task holds both', () => {
    const steps: Array<() => void> = [];
    warmIntl('pt-BR', (run) => steps.push(run));
    expect(steps).toHaveLength(1);
    steps.shift()!();
    expect(steps).toHaveLength(1);
    steps.shift()!();
    expect(steps).toHaveLength(0);
  });
});
