// Body-shape prediction: body composition and girths at a chosen target weight, from one scan. Pure and
// dependency-free so the server and the browser give the same numbers. Nothing is rounded here (the UI rounds
// for display) and nothing is text: problems come back as issue codes for the UI to localize.
// The model and its sources are described in docs/science.md, section "Body-shape prediction model".

export type Sex = 'male' | 'female';

/** The scan's 16 girths in the schema's GirthKey order; the one list, which server/src/scan/sections.ts uses too. */
export const GIRTH_KEYS = [
  'neckGirth',
  'leftUpperArmGirth',
  'rightUpperArmGirth',
  'bustGirth',
  'waistGirth',
  'midWaistGirth',
  'hipGirth',
  'leftThighGirth',
  'leftMidThighGirth',
  'leftMinThighGirth',
  'rightThighGirth',
  'rightMidThighGirth',
  'rightMinThighGirth',
  'leftCalfGirth',
  'rightCalfGirth',
  'lowWaistGirth',
] as const;
export type GirthKey = (typeof GIRTH_KEYS)[number];
/** Girths in cm; partial because a scan whose body assessment failed still has a body composition. */
export type Girths = Partial<Record<GirthKey, number>>;

/** What the scanner measured (kg; BMR kcal/day). A scan's bodyComposition fits as it is; PBF and VFG are not needed. */
export type MeasuredComposition = { WT: number; BFM: number; FFM: number; SM: number; TBW: number; BMR: number };
export type ShapeInput = { sex: Sex; age: number; heightCm: number; composition: MeasuredComposition; girths?: Girths };

/** One body: masses kg, PBF %, BMI kg/m², BMR kcal/day, girths cm. */
export type ShapeBody = {
  WT: number;
  BFM: number;
  FFM: number;
  SM: number;
  TBW: number;
  BMR: number;
  PBF: number;
  BMI: number;
  girths: Girths;
};
/** The target weights accepted, and which limit sets each end ('current' when the person is already past it). */
export type WeightRange = { minKg: number; maxKg: number; minBy: 'bmi' | 'essential-fat' | 'current'; maxBy: 'bmi' | 'current' };
/**
 * The ideal: the nearest weight on this person's own Forbes curve whose %fat is in the healthy band for sex and age
 * (`basis` names the band's source), with the weights at both ends of the band; `clamped` when the target range cut it.
 */
export type Ideal = {
  weightKg: number;
  pbf: number;
  healthyPbf: { low: number; high: number };
  healthyWeightKg: { low: number; high: number };
  basis: 'gallagher-2000' | 'mccarthy-2006';
  clamped: boolean;
};
/** Target minus current, and how the weight change splits between fat and fat-free mass. */
export type Adjustment = { weightKg: number; fatKg: number; fatFreeKg: number; muscleKg: number };
export type ShapeBaseline = { current: ShapeBody; ideal: Ideal; range: WeightRange };
export type ShapePrediction = ShapeBaseline & { target: ShapeBody; adjustment: Adjustment };
export type ShapeIssue = 'invalid-input' | 'target-not-finite' | 'below-min' | 'above-max';
export type ShapeResult<T> = { ok: true; value: T } | { ok: false; issue: ShapeIssue; range: WeightRange | null };

// ---- Constants, each with its source ----------------------------------------------------------------

/**
 * Forbes's constant C in dFFM/dFM = C / FM, kg: Forbes GB (1987) Lean body mass–body fat interrelationships in humans,
 * Nutr Rev 45:225–231 (women: FFM = 10.4·ln FM + 14.2). Forbes GB (2000) Ann N Y Acad Sci 904 shows the fat-free share of
 * a change falling with initial body fat (thin people's gains 60–70 % lean, the obese's 30–40 %). Broyles ST et al. (2011)
 * Br J Nutr 105:1272–1276 found C the same for men and women (9.7, 95 % CI 9.0–10.3; sex P = 0.26), so one C serves both.
 * Only the slope is used: each person's curve is anchored at their own measured FM and FFM, so no intercept is needed.
 */
export const FORBES_C_KG = 10.4;
/**
 * Essential fat, % of weight: Behnke AR, Wilmore JH (1974) Evaluation and Regulation of Body Build and Composition
 * (reference man 3 %, woman 12 %).
 */
export const ESSENTIAL_FAT_PBF: Record<Sex, number> = { male: 3, female: 12 };
/** Beyond WHO's extremes (severe thinness < 16, obesity class III ≥ 40; WHO TRS 894, 2000): refuse, never just warn. */
export const BMI_LIMITS = { min: 15, max: 45 } as const;
/** Densities of fat and fat-free mass, kg/L, of the two-compartment model (Siri 1961; Brozek et al. 1963). */
const FAT_DENSITY = 0.9007;
const FFM_DENSITY = 1.1;
/** kcal/day per kg of FFM: Cunningham JJ (1980) Am J Clin Nutr 33:2372–2374 (RMR = 500 + 22·FFM); applied to the change only. */
const BMR_PER_KG_FFM = 22;
/** No slab is more than this share fat, however fat the body (keeps every girth positive and monotone). */
const MAX_LOCAL_FAT = 0.85;

type Band = { low: number; high: number };
type AgeTable = ReadonlyArray<readonly [number, number]>;
/**
 * Gallagher et al. 2000 healthy %fat ranges: %fat predicted at BMI 18.5 (low) and 25 (high) by sex and
 * age band, as commonly tabulated from the paper. Persons of 80+ use the 60–79 band (oldest published).
 */
const GALLAGHER: Record<Sex, ReadonlyArray<{ fromAge: number; band: Band }>> = {
  male: [
    { fromAge: 20, band: { low: 8, high: 19 } },
    { fromAge: 40, band: { low: 11, high: 22 } },
    { fromAge: 60, band: { low: 13, high: 25 } },
  ],
  female: [
    { fromAge: 20, band: { low: 21, high: 33 } },
    { fromAge: 40, band: { low: 23, high: 35 } },
    { fromAge: 60, band: { low: 24, high: 36 } },
  ],
};
/**
 * McCarthy HD et al. (2006) Int J Obes 30:598–602: paediatric body-fat curves, 2nd (underfat) to 85th (overfat)
 * centile. APPROXIMATION: anchors read from the published charts and rounded to 0.5 %, interpolated linearly;
 * 19-year-olds use the 18 y values (the curves end at 18). Boys' fat falls after puberty, girls' keeps rising.
 */
const MCCARTHY: Record<Sex, { low: AgeTable; high: AgeTable }> = {
  male: {
    low: [
      [10, 12.5],
      [12, 12],
      [15, 10.5],
      [18, 10],
    ],
    high: [
      [10, 24],
      [12, 24],
      [15, 22],
      [18, 21],
    ],
  },
  female: {
    low: [
      [10, 14],
      [12, 15],
      [15, 15.5],
      [18, 16],
    ],
    high: [
      [10, 28],
      [12, 29],
      [15, 30],
      [18, 31],
    ],
  },
};

type Site = 'neck' | 'upperArm' | 'bust' | 'waist' | 'midWaist' | 'lowWaist' | 'hip' | 'thigh' | 'midThigh' | 'minThigh' | 'calf';
const SITE: Record<GirthKey, Site> = {
  neckGirth: 'neck',
  leftUpperArmGirth: 'upperArm',
  rightUpperArmGirth: 'upperArm',
  bustGirth: 'bust',
  waistGirth: 'waist',
  midWaistGirth: 'midWaist',
  lowWaistGirth: 'lowWaist',
  hipGirth: 'hip',
  leftThighGirth: 'thigh',
  rightThighGirth: 'thigh',
  leftMidThighGirth: 'midThigh',
  rightMidThighGirth: 'midThigh',
  leftMinThighGirth: 'minThigh',
  rightMinThighGirth: 'minThigh',
  leftCalfGirth: 'calf',
  rightCalfGirth: 'calf',
};
/**
 * Fat share of the body slab at each girth, relative to the whole body's fat share by volume. ESTIMATES, not fitted:
 * men store fat centrally (abdominal subcutaneous and visceral), women more in breasts, hips and thighs (Wells JCK (2007)
 * Sexual dimorphism of body composition, Best Pract Res Clin Endocrinol Metab 21:415–430; Karpe F, Pinnick KE (2015)
 * Nat Rev Endocrinol 11:90–100); necks and calves are lean in both. Calibrated so a typical adult's waist changes
 * 0.7–1 cm per kg (Han TS et al. (1997) Int J Obes 21:127–134 found waist and weight change closely related, r = 0.79).
 */
const LOCAL_FAT: Record<Sex, Record<Site, number>> = {
  male: {
    neck: 0.6,
    upperArm: 0.8,
    bust: 0.95,
    waist: 1.6,
    midWaist: 1.6,
    lowWaist: 1.45,
    hip: 1.1,
    thigh: 0.9,
    midThigh: 0.8,
    minThigh: 0.7,
    calf: 0.55,
  },
  female: {
    neck: 0.6,
    upperArm: 1.1,
    bust: 1.2,
    waist: 1.35,
    midWaist: 1.35,
    lowWaist: 1.35,
    hip: 1.35,
    thigh: 1.3,
    midThigh: 1.2,
    minThigh: 1,
    calf: 0.75,
  },
};

// ---- The model --------------------------------------------------------------------------------------

/** The scan as the model uses it: FM + FFM = WT exactly (the scanner's ±0.2 kg is split in the measured FM:FFM ratio). */
type Anchor = {
  sex: Sex;
  age: number;
  h2: number;
  wt0: number;
  fm0: number;
  ffm0: number;
  sm0: number;
  tbw0: number;
  bmr0: number;
  girths: Girths;
};

const positive = (x: number) => Number.isFinite(x) && x > 0;

function anchorOf(input: ShapeInput): Anchor | null {
  const { WT, BFM, FFM, SM, TBW, BMR } = input.composition;
  const girths = Object.entries(input.girths ?? {}).filter(([, cm]) => cm !== undefined);
  const valid =
    [WT, BFM, FFM, SM, TBW, BMR, input.heightCm].every(positive) && Number.isFinite(input.age) && girths.every(([, cm]) => positive(cm));
  if (!valid) return null;
  const fm0 = (BFM * WT) / (BFM + FFM);
  const ffm0 = WT - fm0;
  // With FFM below C, losing weight would raise %fat on this curve: outside the model (and any scanned person), refuse.
  if (ffm0 <= FORBES_C_KG) return null;
  return {
    sex: input.sex,
    age: input.age,
    h2: (input.heightCm / 100) ** 2,
    wt0: WT,
    fm0,
    ffm0,
    sm0: SM,
    tbw0: TBW,
    bmr0: BMR,
    girths: input.girths ?? {},
  };
}

/**
 * Fat mass at weight w on the person's Forbes curve FFM − FFM0 = C·ln(FM / FM0), i.e. the solution of
 * FM0·(eᵈ − 1) + C·d = w − WT0 with d = ln(FM / FM0) (Hall KD (2007) Br J Nutr 97:1059–1063: the integrated, macroscopic
 * form; its closed form is a Lambert W). The left side is increasing and convex in d, so Newton converges from d = 0,
 * and d = 0 exactly at the current weight.
 */
function fatMassAt(a: Anchor, w: number): number {
  const dw = w - a.wt0;
  let d = 0;
  for (let i = 0; i < 100; i++) {
    const step = (a.fm0 * Math.expm1(d) + FORBES_C_KG * d - dw) / (a.fm0 * Math.exp(d) + FORBES_C_KG);
    d -= step;
    if (Math.abs(step) < 1e-14) break;
  }
  return a.fm0 * Math.exp(d);
}

/**
 * The weight on the curve where %fat is `pbf`, or null when the curve never gets that lean. With k = (1 − p)/p the
 * condition is k·FM − C·ln(FM/FM0) = FFM0, increasing in FM above FM = C/k (where FFM = C); bisect there.
 */
function weightAtPbf(a: Anchor, pbf: number): number | null {
  const k = (100 - pbf) / pbf;
  const g = (fm: number) => k * fm - FORBES_C_KG * Math.log(fm / a.fm0) - a.ffm0;
  let lo = FORBES_C_KG / k;
  if (g(lo) > 0) return null;
  let hi = Math.max(lo, a.fm0) * 2;
  while (g(hi) < 0) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-13 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (g(mid) < 0) lo = mid;
    else hi = mid;
  }
  const fm = (lo + hi) / 2;
  return fm + a.ffm0 + FORBES_C_KG * Math.log(fm / a.fm0);
}

/**
 * Each girth from its slab's volume: fat and fat-free tissue of the slab change by the whole body's relative changes,
 * weighted by the slab's fat share; at constant slab length a girth scales with √volume.
 */
function girthsAt(a: Anchor, fm: number, ffm: number): Girths {
  const bodyFatShare = a.fm0 / FAT_DENSITY / (a.fm0 / FAT_DENSITY + a.ffm0 / FFM_DENSITY);
  const out: Girths = {};
  for (const key of GIRTH_KEYS) {
    const cm = a.girths[key];
    if (cm === undefined) continue;
    const share = Math.min(MAX_LOCAL_FAT, LOCAL_FAT[a.sex][SITE[key]] * bodyFatShare);
    out[key] = cm * Math.sqrt(1 + share * (fm / a.fm0 - 1) + (1 - share) * (ffm / a.ffm0 - 1));
  }
  return out;
}

/**
 * ASSUMPTIONS: skeletal muscle and body water keep their measured share of FFM (water: the hydration of FFM is stable
 * at ≈ 0.73, Wang Z et al. (1999) Am J Clin Nutr 69:833–841; muscle: no training effect is modelled, so muscle follows
 * FFM). BMR changes with FFM only.
 */
function bodyAt(a: Anchor, w: number): ShapeBody {
  const fm = fatMassAt(a, w);
  const ffm = w - fm;
  const ffmRatio = ffm / a.ffm0;
  return {
    WT: w,
    BFM: fm,
    FFM: ffm,
    SM: a.sm0 * ffmRatio,
    TBW: a.tbw0 * ffmRatio,
    BMR: a.bmr0 + BMR_PER_KG_FFM * (ffm - a.ffm0),
    PBF: (100 * fm) / w,
    BMI: w / a.h2,
    girths: girthsAt(a, fm, ffm),
  };
}

function interpolate(table: AgeTable, age: number): number {
  let [x0, y0] = table[0] ?? [0, 0];
  if (age <= x0) return y0;
  for (const [x1, y1] of table) {
    if (age <= x1) return y0 + ((age - x0) / (x1 - x0)) * (y1 - y0);
    [x0, y0] = [x1, y1];
  }
  return y0;
}

/** The healthy %fat band: the one the report rates PBF against (server/src/domain/ranges.ts) and the prediction aims at. */
export function healthyPbf(sex: Sex, age: number): { band: Band; basis: Ideal['basis'] } {
  if (age < 20)
    return { band: { low: interpolate(MCCARTHY[sex].low, age), high: interpolate(MCCARTHY[sex].high, age) }, basis: 'mccarthy-2006' };
  let band = GALLAGHER[sex][0]?.band ?? { low: 0, high: 100 };
  for (const row of GALLAGHER[sex]) if (age >= row.fromAge) band = row.band;
  return { band, basis: 'gallagher-2000' };
}

/** The lowest weight is the highest of BMI 15, essential fat and the curve's own end; never above today's weight. */
function rangeOf(a: Anchor): WeightRange {
  const bmiMin = BMI_LIMITS.min * a.h2;
  const fatMin = weightAtPbf(a, ESSENTIAL_FAT_PBF[a.sex]) ?? a.fm0 * Math.exp(1 - a.ffm0 / FORBES_C_KG) + FORBES_C_KG;
  const floor = Math.max(bmiMin, fatMin);
  const bmiMax = BMI_LIMITS.max * a.h2;
  return {
    minKg: Math.min(a.wt0, floor),
    minBy: floor > a.wt0 ? 'current' : bmiMin >= fatMin ? 'bmi' : 'essential-fat',
    maxKg: Math.max(a.wt0, bmiMax),
    maxBy: bmiMax < a.wt0 ? 'current' : 'bmi',
  };
}

/**
 * The nearest weight at which %fat is inside the healthy band: today's weight when it already is, else the weight at
 * the band's nearer end. Not the band's middle: on the Forbes curve a lean person's gain is mostly FFM, so reaching the
 * middle would ask a lean, healthy person to gain 10–20 kg.
 */
function idealOf(a: Anchor, range: WeightRange): Ideal {
  const { band, basis } = healthyPbf(a.sex, a.age);
  const clamp = (w: number) => Math.min(range.maxKg, Math.max(range.minKg, w));
  const atPbf = (pbf: number) => weightAtPbf(a, pbf) ?? range.minKg;
  const pbf0 = (100 * a.fm0) / a.wt0;
  const w = pbf0 < band.low ? atPbf(band.low) : pbf0 > band.high ? atPbf(band.high) : a.wt0;
  const weightKg = clamp(w);
  return {
    weightKg,
    pbf: (100 * fatMassAt(a, weightKg)) / weightKg,
    healthyPbf: band,
    healthyWeightKg: { low: clamp(atPbf(band.low)), high: clamp(atPbf(band.high)) },
    basis,
    clamped: weightKg !== w,
  };
}

function baselineOf(a: Anchor): ShapeBaseline {
  const range = rangeOf(a);
  return { current: bodyAt(a, a.wt0), ideal: idealOf(a, range), range };
}

/** Today's body as the model sees it, the ideal and the target range: what the prediction screen opens with. */
export function shapeBaseline(input: ShapeInput): ShapeResult<ShapeBaseline> {
  const a = anchorOf(input);
  return a ? { ok: true, value: baselineOf(a) } : { ok: false, issue: 'invalid-input', range: null };
}

/** The body at `targetKg`, or why that target is refused (with the accepted range). */
export function predictShape(input: ShapeInput, targetKg: number): ShapeResult<ShapePrediction> {
  const a = anchorOf(input);
  if (!a) return { ok: false, issue: 'invalid-input', range: null };
  const base = baselineOf(a);
  const { current, range } = base;
  if (!Number.isFinite(targetKg)) return { ok: false, issue: 'target-not-finite', range };
  // A hair of tolerance so a slider sitting exactly on a computed end is accepted.
  if (targetKg < range.minKg - 1e-9) return { ok: false, issue: 'below-min', range };
  if (targetKg > range.maxKg + 1e-9) return { ok: false, issue: 'above-max', range };
  const target = bodyAt(a, targetKg);
  const adjustment = {
    weightKg: targetKg - current.WT,
    fatKg: target.BFM - current.BFM,
    fatFreeKg: target.FFM - current.FFM,
    muscleKg: target.SM - current.SM,
  };
  return { ok: true, value: { ...base, target, adjustment } };
}
