import { describe, expect, it } from 'vitest';
import { generateBodyComposition, METRIC_KEYS, newScanId, randomSubject, seededRng } from './generate.ts';
import { METRIC_RANGES, SCAN_ID, validateScan } from './payload.ts';

describe('scan generator', () => {
  it('produces 2,000 physiologically consistent scans that the device API accepts', () => {
    const rng = seededRng(42);
    const now = new Date();
    for (let i = 0; i < 2000; i++) {
      const subject = randomSubject(rng);
      const bc = generateBodyComposition(subject, rng);
      const h = subject.heightCm / 100;
      const ctx = JSON.stringify({ subject, bc });
      expect(Math.round((bc.FFM + bc.BFM) * 10), ctx).toBe(Math.round(bc.WT * 10));
      expect(bc.TBW / bc.FFM, ctx).toBeGreaterThan(0.72);
      expect(bc.TBW / bc.FFM, ctx).toBeLessThan(0.745);
      expect(Math.abs(bc.ICW + bc.ECW - bc.TBW), ctx).toBeLessThan(0.05);
      expect(bc.ICW / bc.TBW, ctx).toBeGreaterThan(0.6);
      expect(bc.ICW / bc.TBW, ctx).toBeLessThan(0.64);
      expect(bc.PROTEIN / bc.FFM, ctx).toBeGreaterThan(0.185);
      expect(bc.PROTEIN / bc.FFM, ctx).toBeLessThan(0.205);
      expect(Math.abs(bc.TM - (bc.FFM - bc.TBW - bc.PROTEIN)), ctx).toBeLessThan(0.05);
      // Minerals ≈ 5 % of weight: about 3 % for very high body fat, up to 7.5 % for very lean people.
      expect(bc.TM / bc.WT, ctx).toBeGreaterThan(0.028);
      expect(bc.TM / bc.WT, ctx).toBeLessThan(0.075);
      expect(Math.abs(bc.LM - (bc.FFM - bc.TM)), ctx).toBeLessThan(0.05);
      expect(bc.SM / bc.LM, ctx).toBeGreaterThan(0.545);
      expect(bc.SM / bc.LM, ctx).toBeLessThan(0.575);
      expect(Math.abs(bc.BMR - (370 + 21.6 * bc.FFM)), ctx).toBeLessThanOrEqual(0.5);
      expect(Math.abs(bc.BMI - bc.WT / (h * h)), ctx).toBeLessThanOrEqual(0.051);
      expect(Math.abs(bc.PBF - (bc.BFM / bc.WT) * 100), ctx).toBeLessThanOrEqual(0.051);
      expect(bc.WHR).toBeGreaterThanOrEqual(0.75);
      expect(bc.WHR).toBeLessThanOrEqual(1);
      expect(bc.VFG).toBeGreaterThanOrEqual(1);
      expect(bc.VFG).toBeLessThanOrEqual(20);
      expect(bc.SCORE).toBeGreaterThanOrEqual(0);
      expect(bc.SCORE).toBeLessThanOrEqual(100);
      for (const k of METRIC_KEYS) {
        expect(bc[k], `${k} ${ctx}`).toBeGreaterThanOrEqual(METRIC_RANGES[k][0]);
        expect(bc[k], `${k} ${ctx}`).toBeLessThanOrEqual(METRIC_RANGES[k][1]);
      }
      const checked = validateScan(
        { scanId: newScanId(), measuredAt: now.toISOString(), timezone: 'UTC', subject, outcome: 'complete', bodyComposition: bc },
        now,
      );
      expect(checked.ok, ctx).toBe(true);
    }
  });

  it('is deterministic for a seed and makes unguessable scan ids', () => {
    const a = generateBodyComposition({ sex: 'male', heightCm: 180, age: 30 }, seededRng(5));
    const b = generateBodyComposition({ sex: 'male', heightCm: 180, age: 30 }, seededRng(5));
    expect(a).toEqual(b);
    const ids = new Set(Array.from({ length: 1000 }, newScanId));
    expect(ids.size).toBe(1000);
    for (const id of ids) {
      expect(id).toMatch(SCAN_ID);
      expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16);
    }
  });
});
