import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat, warmIntl } from './intl.ts';

describe('intl formatters', () => {
  afterEach(() => vi.restoreAllMocks());

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
    const { NumberFormat, DateTimeFormat } = Intl;
    // Counted, and made as Intl makes them (a constructor's mock returns the real format).
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new NumberFormat(...args);
    });
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new DateTimeFormat(...args);
    });
    const steps: Array<() => void> = [];
    // A locale no other test formats in: the formats are made once per locale and options for the module's life.
    warmIntl('pt-BR', (run) => steps.push(run));
    expect([steps.length, numbers.mock.calls.length, dates.mock.calls.length]).toEqual([1, 0, 0]);
    steps.shift()!();
    expect([steps.length, numbers.mock.calls.length, dates.mock.calls.length]).toEqual([1, 1, 0]);
    steps.shift()!();
    expect([steps.length, numbers.mock.calls.length, dates.mock.calls.length]).toEqual([0, 1, 1]);
    expect(numbers.mock.calls[0]![0]).toBe('pt-BR');
    expect(dates.mock.calls[0]![0]).toBe('pt-BR');
  });
});
