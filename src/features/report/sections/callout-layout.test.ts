import { describe, expect, it } from 'vitest';
import { stackLabels } from './callout-layout.ts';

const gaps = (centres: number[], sizes: number[]) => centres.slice(1).map((c, i) => c - sizes[i + 1]! / 2 - (centres[i]! + sizes[i]! / 2));

describe('stackLabels', () => {
  it('leaves labels that do not touch where they want to be', () => {
    expect(
      stackLabels(
        [
          { want: 50, size: 20 },
          { want: 100, size: 20 },
        ],
        4,
        0,
        400,
      ),
    ).toEqual([50, 100]);
  });

  it('spreads labels that would touch both ways around their mean wish', () => {
    const centres = stackLabels(
      [
        { want: 100, size: 40 },
        { want: 110, size: 40 },
      ],
      4,
      0,
      400,
    );
    expect(centres).toEqual([83, 127]);
  });

  it('keeps every gap and stays inside the ends, pushing a crowd at an end back in', () => {
    const sizes = [40, 40, 40, 40];
    const centres = stackLabels(
      sizes.map((size) => ({ want: 390, size })),
      4,
      0,
      400,
    );
    expect(centres.at(-1)! + 20).toBeLessThanOrEqual(400);
    for (const gap of gaps(centres, sizes)) expect(gap).toBeCloseTo(4);
  });

  it('merges a block with the one above when spreading makes them touch', () => {
    const sizes = [40, 40, 40];
    const centres = stackLabels(
      [
        { want: 100, size: 40 },
        { want: 150, size: 40 },
        { want: 152, size: 40 },
      ],
      4,
      0,
      400,
    );
    for (const gap of gaps(centres, sizes)) expect(gap).toBeGreaterThanOrEqual(4 - 1e-9);
  });
});
