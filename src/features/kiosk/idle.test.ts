import { describe, expect, it } from 'vitest';
import { KIOSK_IDLE_MS, KIOSK_WARNING_MS, idlePhase } from './idle.ts';

describe('idlePhase', () => {
  const touched = 1_000_000;
  it('is active for the first 90 seconds without a touch', () => {
    expect(idlePhase(touched, touched)).toEqual({ phase: 'active' });
    expect(idlePhase(touched, touched + KIOSK_IDLE_MS - KIOSK_WARNING_MS - 1)).toEqual({ phase: 'active' });
  });
  it('warns for the last 30 seconds, counting down to 2 minutes after the last touch', () => {
    expect(KIOSK_IDLE_MS).toBe(120_000);
    expect(idlePhase(touched, touched + 90_000)).toEqual({ phase: 'warning', until: touched + 120_000 });
    expect(idlePhase(touched, touched + 119_999)).toEqual({ phase: 'warning', until: touched + 120_000 });
  });
  it('has expired at 2 minutes, and long after (a tablet that slept)', () => {
    expect(idlePhase(touched, touched + 120_000)).toEqual({ phase: 'expired' });
    expect(idlePhase(touched, touched + 3_600_000)).toEqual({ phase: 'expired' });
  });
});
