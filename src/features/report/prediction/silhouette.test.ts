import { describe, expect, it } from 'vitest';
import { widthScale } from './silhouette.ts';
import { bodyPath, BODY_PATH } from '../sections/body-figure.ts';

describe('widthScale', () => {
  const current = { neckGirth: 38, waistGirth: 90, hipGirth: 100, leftCalfGirth: 38, rightCalfGirth: 38 };

  it('is 1 everywhere when nothing changes, and the outline is the standard one', () => {
    const scale = widthScale(current, current);
    for (const f of [0, 0.19, 0.4, 0.63, 0.9, 1]) expect(scale(f)).toBe(1);
    expect(bodyPath(scale)).toBe(BODY_PATH);
  });

  it('follows each level’s ratio, linear between levels and constant beyond them', () => {
    const scale = widthScale(current, { neckGirth: 38, waistGirth: 81, hipGirth: 95, leftCalfGirth: 37, rightCalfGirth: 37.8 });
    expect(scale(0.63)).toBeCloseTo(0.9); // waist line
    expect(scale(0.5)).toBeCloseTo(0.95); // hip line
    expect(scale(0.565)).toBeCloseTo((0.9 + 0.95) / 2); // halfway between them
    expect(scale(0.19)).toBeCloseTo((37 / 38 + 37.8 / 38) / 2); // both calves, averaged
    expect(scale(0.05)).toBeCloseTo(scale(0.19)); // below the calves
    expect(scale(0.95)).toBe(1); // above the neck
  });

  it('ignores girths the scan does not have', () => {
    expect(widthScale({}, {})(0.5)).toBe(1);
  });
});
