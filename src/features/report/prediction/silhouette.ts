// The before/after figures of the shape prediction: the report's body outline (body-figure.ts), each height's
// width scaled by how much the girths measured near that height are predicted to change.
import type { Girths } from '#shared/shape-prediction.ts';
import { GIRTH_LINES, type GirthKey } from '../sections/girths.ts';

/** Girths measured around the body's trunk or both legs together; the arms' widths follow the trunk's. */
const ANCHORS: ReadonlyArray<readonly GirthKey[]> = [
  ['neckGirth'],
  ['bustGirth'],
  ['waistGirth'],
  ['midWaistGirth'],
  ['lowWaistGirth'],
  ['hipGirth'],
  ['leftThighGirth', 'rightThighGirth'],
  ['leftMidThighGirth', 'rightMidThighGirth'],
  ['leftMinThighGirth', 'rightMinThighGirth'],
  ['leftCalfGirth', 'rightCalfGirth'],
];

/**
 * Width factor per height (fraction of body height): the predicted ÷ current girth at each measured level,
 * linear between levels and constant beyond the highest and lowest. A girth ∝ width for a cross-section that
 * keeps its shape, so the ratio scales the outline's width directly.
 */
export function widthScale(current: Girths, predicted: Girths): (fraction: number) => number {
  const points = ANCHORS.flatMap((keys) => {
    const ratios = keys.flatMap((key) => {
      const before = current[key];
      const after = predicted[key];
      return before && after ? [after / before] : [];
    });
    if (!ratios.length) return [];
    return [{ at: GIRTH_LINES[keys[0]!].at, ratio: ratios.reduce((a, b) => a + b, 0) / ratios.length }];
  }).sort((a, b) => a.at - b.at);
  if (!points.length) return () => 1;
  return (fraction) => {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    if (fraction <= first.at) return first.ratio;
    if (fraction >= last.at) return last.ratio;
    const upper = points.findIndex((p) => p.at >= fraction);
    const [a, b] = [points[upper - 1]!, points[upper]!];
    return a.ratio + ((b.ratio - a.ratio) * (fraction - a.at)) / (b.at - a.at);
  };
}
