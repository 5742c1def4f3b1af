// Evaluates one rule condition against a report: the facts for its sentence when it holds, null when it
// doesn't or when the section it reads is missing.
import type { ScanSections } from '#server/scan/report-sections.ts';
import {
  BALANCES,
  FUNCTION_RATINGS,
  POSTURE_RESULTS,
  RISK_LEVELS,
  SEGMENT_SHARES,
  SPINE_LEVELS,
  STUDY_LOADS,
  type MetricKey,
  type Rating,
} from '#server/scan/sections.ts';
import { rate, standardRanges, type Range, type RangeSubject } from '../ranges.ts';
import type { Compare, Condition, Grade, LevelTest, Params } from './vocabulary.ts';

export type Facts = { grade?: Grade; params: Params };
export type Context = { doc: ScanSections; person: RangeSubject; ranges: Partial<Record<MetricKey, Range>> };

export function contextOf(doc: ScanSections, person: RangeSubject): Context {
  const wt = doc.bodyComposition?.WT;
  return { doc, person, ranges: typeof wt === 'number' ? standardRanges(person, wt) : {} };
}

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits || 0;

export function compare(x: number, c: Compare): boolean {
  return (
    (c.gt === undefined || x > c.gt) &&
    (c.gte === undefined || x >= c.gte) &&
    (c.lt === undefined || x < c.lt) &&
    (c.lte === undefined || x <= c.lte)
  );
}

/** `scale` runs from best to worst, so `{ gte: X }` means X or worse. */
function passes<T extends string>(value: T, test: LevelTest<T>, scale: readonly T[]): boolean {
  if (typeof test === 'string') return value === test;
  if ('gte' in test) return scale.indexOf(value) >= scale.indexOf(test.gte);
  return test.includes(value);
}
const inList = <T extends string>(value: T, test: T | readonly T[]) => (typeof test === 'string' ? value === test : test.includes(value));
const worst = <T extends string>(values: readonly T[], scale: readonly T[]): T | undefined =>
  values.reduce<T | undefined>((w, v) => (w === undefined || scale.indexOf(v) > scale.indexOf(w) ? v : w), undefined);
// Shoulder and development ratings read from best (great) to worst (weak).
const FUNCTION_SCALE = FUNCTION_RATINGS;

/** Side words for a left/right pair: the one that matched, or both. */
const sideOf = (left: boolean, right: boolean) => (left && right ? 'both' : left ? 'left' : 'right');

export function evaluate(c: Condition, ctx: Context): Facts | null {
  const { doc, person } = ctx;
  if ('all' in c) {
    const parts = c.all.map((x) => evaluate(x, ctx));
    if (parts.length === 0 || parts.some((p) => p === null)) return null;
    const facts = parts.filter((p): p is Facts => p !== null);
    // The first condition's facts win: it is the one the sentence is about.
    return { grade: facts.find((f) => f.grade)?.grade, params: facts.reduceRight<Params>((acc, f) => ({ ...acc, ...f.params }), {}) };
  }
  if ('nothingNotable' in c) return null; // decided by the engine, which knows what else fired
  if ('metric' in c) {
    const value = doc.bodyComposition?.[c.metric];
    const range = ctx.ranges[c.metric];
    if (typeof value !== 'number' || !range) return null;
    const rating = rate(value, range);
    if (!inList(rating, c.rating) || (c.aboveHigh && !compare(value - range.high, c.aboveHigh))) return null;
    const d = c.metric === 'WHR' ? 2 : 1;
    return { grade: rating, params: { value: round(value, d), low: round(range.low, d), high: round(range.high, d) } };
  }
  if ('metabolicAgeVsAge' in c) {
    const metabolicAge = doc.bodyComposition?.METABOLIC_AGE;
    if (typeof metabolicAge !== 'number' || !compare(metabolicAge - person.age, c.metabolicAgeVsAge)) return null;
    return { params: { metabolicAge, age: person.age, years: Math.abs(metabolicAge - person.age) } };
  }
  if ('extracellularWaterRatio' in c) {
    const bc = doc.bodyComposition;
    if (!bc || !(bc.TBW > 0)) return null;
    const ratio = bc.ECW / bc.TBW;
    return compare(ratio, c.extracellularWaterRatio) ? { params: { ratio: round(ratio, 3) } } : null;
  }
  if ('segment' in c) {
    const segs = doc.segments;
    if (!segs) return null;
    const names = c.segment === 'arms' ? ['left_arm', 'right_arm'] : c.segment === 'legs' ? ['left_leg', 'right_leg'] : [c.segment];
    const parts = segs.filter((s) => names.includes(s.segment));
    if (parts.length !== names.length) return null;
    const ok = (r: Rating, want: Rating | undefined) => want === undefined || r === want;
    if (!parts.every((s) => ok(s.muscleRating, c.muscle) && ok(s.fatRating, c.fat))) return null;
    const kg = parts.reduce((a, s) => a + (c.muscle ? s.muscleKg : s.fatKg), 0);
    return { grade: c.muscle ?? c.fat, params: { kg: round(kg) } };
  }
  if ('segmentBalance' in c) {
    const segs = doc.segments;
    if (!segs) return null;
    const muscle = (name: string) => segs.find((s) => s.segment === name)?.muscleKg ?? 0;
    if (c.segmentBalance === 'upper_lower') {
      const arms = muscle('left_arm') + muscle('right_arm');
      const legs = muscle('left_leg') + muscle('right_leg');
      if (arms <= 0 || legs <= 0) return null;
      // Against the standard proportion of arm to leg muscle, so a normal body scores 0 either way.
      const standard =
        (SEGMENT_SHARES.left_arm.muscle + SEGMENT_SHARES.right_arm.muscle) /
        (SEGMENT_SHARES.left_leg.muscle + SEGMENT_SHARES.right_leg.muscle);
      const ratio = arms / legs / standard;
      const weaker = ratio > 1 ? 'lower' : 'upper';
      const differencePct = (Math.max(ratio, 1 / ratio) - 1) * 100;
      if (weaker !== c.weaker || !compare(differencePct, c.differencePct)) return null;
      return { params: { differencePct: round(differencePct) } };
    }
    const [leftKg, rightKg] =
      c.segmentBalance === 'arms' ? [muscle('left_arm'), muscle('right_arm')] : [muscle('left_leg'), muscle('right_leg')];
    if (leftKg + rightKg <= 0) return null;
    const differencePct = (Math.abs(leftKg - rightKg) / ((leftKg + rightKg) / 2)) * 100;
    if (!compare(differencePct, c.differencePct)) return null;
    return { params: { side: leftKg < rightKg ? 'left' : 'right', differencePct: round(differencePct), leftKg, rightKg } };
  }
  if ('posture' in c) {
    const keys: readonly string[] = typeof c.posture === 'string' ? [c.posture] : c.posture;
    const items = doc.posture?.items.filter((i) => keys.includes(i.key));
    if (!items?.length) return null;
    const hits = items.filter(
      (i) => passes(i.result, c.result, POSTURE_RESULTS) && (!c.legType || (i.legType !== undefined && c.legType.includes(i.legType))),
    );
    if (!hits.length) return null;
    const top = hits.reduce((a, b) =>
      POSTURE_RESULTS.indexOf(b.result) > POSTURE_RESULTS.indexOf(a.result) || (b.result === a.result && b.value > a.value) ? b : a,
    );
    const params: Params = { value: top.value, unit: top.unit, direction: top.direction };
    if (top.legType) params.legType = top.legType;
    // A left/right pair of items (round shoulders, knees) names which side was found.
    if (keys.length === 2)
      params.side = sideOf(
        hits.some((h) => h.key.endsWith('left')),
        hits.some((h) => h.key.endsWith('right')),
      );
    return { grade: top.result, params };
  }
  if ('shoulder' in c) {
    const sides = doc.shoulder?.sides;
    if (!sides?.length) return null;
    const hits = sides.filter((s) => passes(s.rating, c.rating, FUNCTION_SCALE));
    if (c.shoulder === 'both' ? hits.length !== sides.length : !hits.length) return null;
    return {
      grade: worst(
        hits.map((h) => h.rating),
        FUNCTION_SCALE,
      ),
      params: {
        side: sideOf(
          hits.some((h) => h.side === 'left'),
          hits.some((h) => h.side === 'right'),
        ),
        rangeDeg: Math.min(...hits.map((h) => h.rangeDeg)),
      },
    };
  }
  if ('shoulderDifferenceDeg' in c) {
    const sides = doc.shoulder?.sides;
    const left = sides?.find((s) => s.side === 'left')?.rangeDeg;
    const right = sides?.find((s) => s.side === 'right')?.rangeDeg;
    if (left === undefined || right === undefined) return null;
    const differenceDeg = round(Math.abs(left - right));
    if (!compare(differenceDeg, c.shoulderDifferenceDeg)) return null;
    return { params: { side: left < right ? 'left' : 'right', differenceDeg } };
  }
  if ('waistScore' in c) {
    const score = doc.waist?.score;
    return score !== undefined && compare(score, c.waistScore) ? { params: { score } } : null;
  }
  if ('waistHipRatio' in c) {
    const value = doc.waist?.waistHipRatio;
    if (value === undefined) return null;
    // The body-composition WHR range is by sex only, so it is known without a weight.
    const range = standardRanges(person, 70).WHR;
    if (!range || rate(value, range) !== c.waistHipRatio) return null;
    return { grade: c.waistHipRatio, params: { value: round(value, 2), high: round(range.high, 2) } };
  }
  if ('pelvis' in c) {
    const p = doc.pelvis;
    const hits = p?.outcomes.filter((o) => c.pelvis.includes(o));
    if (!p || !hits?.length) return null;
    const present = hits.some((h) => !h.endsWith('_risk'));
    const params: Params = { tiltDeg: round(Math.abs(p.tiltDeg)), differenceMm: round(Math.abs(p.legLengthDifferenceMm)) };
    if (hits.some((h) => h.startsWith('left_'))) params.side = 'left';
    if (hits.some((h) => h.startsWith('right_'))) params.side = 'right';
    return { grade: present ? 'present' : 'risk', params };
  }
  if ('hipType' in c) {
    const hip = doc.hip;
    return hip && c.hipType.includes(hip.type) ? { params: { type: hip.type, liftIndex: hip.liftIndex } } : null;
  }
  if ('hipLiftIndex' in c) {
    const liftIndex = doc.hip?.liftIndex;
    return liftIndex !== undefined && compare(liftIndex, c.hipLiftIndex) ? { params: { liftIndex } } : null;
  }
  if ('spine' in c) {
    const region = doc.spine?.regions.find((r) => r.region === c.spine);
    if (!region || !passes(region.level, c.level, SPINE_LEVELS)) return null;
    return { grade: region.level, params: { level: region.level, score: round(region.score) } };
  }
  if ('painRisk' in c) {
    const level = doc.painRisk?.[c.painRisk];
    if (!level || !passes(level, c.level, RISK_LEVELS)) return null;
    return { grade: level, params: { level } };
  }
  return youthSpine(c, ctx);
}

type YouthCondition = Extract<Condition, { youthSpine: string }>;

function youthSpine(c: YouthCondition, { doc }: Context): Facts | null {
  const y = doc.youthSpine;
  if (!y) return null;
  switch (c.youthSpine) {
    case 'scoliosis_risk':
      return passes(y.skeletalBalance, c.level, BALANCES)
        ? { grade: y.skeletalBalance, params: { level: y.skeletalBalance, score: y.scoliosisRiskScore } }
        : null;
    case 'study_posture_load':
      return passes(y.studyPostureLoad, c.level, STUDY_LOADS) ? { grade: y.studyPostureLoad, params: { level: y.studyPostureLoad } } : null;
    case 'development':
      return passes(y.developmentRating, c.rating, FUNCTION_SCALE)
        ? { grade: y.developmentRating, params: { score: y.developmentScore } }
        : null;
    case 'growing_pains':
      return y.growingPains === c.is ? { grade: c.is === 'risk' ? 'risk' : undefined, params: {} } : null;
  }
}
