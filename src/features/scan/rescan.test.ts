import { describe, expect, it } from 'vitest';
import { RESCAN_DAYS, rescanAfter } from './rescan.ts';

describe('rescanAfter', () => {
  const last = '2026-10-01T08:00:00.000Z';
  it('is not due before four weeks, and says from when', () => {
    expect(rescanAfter(last, new Date('2026-10-02T08:00:00.000Z'))).toEqual({ due: false, from: '2026-10-29T08:00:00.000Z' });
    expect(rescanAfter(last, new Date('2026-10-29T07:59:59.999Z')).due).toBe(false);
  });
  it('is due from the moment four weeks have passed, with the whole weeks since', () => {
    expect(RESCAN_DAYS).toBe(28);
    expect(rescanAfter(last, new Date('2026-10-29T08:00:00.000Z'))).toEqual({ due: true, weeksSince: 4 });
    expect(rescanAfter(last, new Date('2026-11-18T08:00:00.000Z'))).toEqual({ due: true, weeksSince: 6 });
  });
});
