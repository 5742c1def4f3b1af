import { randomBytes } from 'node:crypto';

/** Body-composition keys in the schema's BodyMetricKey order. */
export const METRIC_KEYS = [
  'WT', 'FFM', 'BFM', 'LM', 'TBW', 'SM', 'PROTEIN', 'TM', 'BMR', 'WHR', 'BMI', 'PBF', 'VFG', 'ICW', 'ECW', 'METABOLIC_AGE', 'SCORE',
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];
export type BodyComposition = Record<MetricKey, number>;
export type Sex = 'male' | 'female';
export type Subject = { sex: Sex; heightCm: number; age: number };

export type Rng = () => number;

/** mulberry32: tiny deterministic PRNG so the seed data and tests repeat exactly. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
// Work in integer tenths so sums like FFM + BFM = WT hold exactly after rounding.
const tenths = (x: number) => Math.round(x * 10);
const fromTenths = (t: number) => t / 10;

export function randomSubject(rng: Rng): Subject {
  const sex: Sex = rng() < 0.5 ? 'male' : 'female';
  const heightCm = Math.round(sex === 'male' ? between(rng, 160, 195) : between(rng, 150, 182));
  return { sex, heightCm, age: Math.round(between(rng, 18, 75)) };
}

export type GenerateOptions = { weightKg?: number; pbf?: number };

/** A physiologically consistent body-composition document (see the simulator section of the brief). */
export function generateBodyComposition(subject: Subject, rng: Rng, opts: GenerateOptions = {}): BodyComposition {
  const h = subject.heightCm / 100;
  const male = subject.sex === 'male';
  const wtT = tenths(opts.weightKg ?? between(rng, 19, 31) * h * h);
  const pbfTarget = opts.pbf ?? clamp((male ? between(rng, 10, 28) : between(rng, 18, 36)) + (subject.age - 30) * 0.1, 5, 50);
  const bfmT = Math.round((wtT * pbfTarget) / 100);
  const ffmT = wtT - bfmT;
  const tbwT = Math.round(ffmT * between(rng, 0.728, 0.738));
  const icwT = Math.round(tbwT * between(rng, 0.61, 0.63));
  const ecwT = tbwT - icwT;
  const proteinT = Math.round(ffmT * between(rng, 0.193, 0.2));
  const tmT = ffmT - tbwT - proteinT;
  const lmT = ffmT - tmT;
  const smT = Math.round(lmT * between(rng, 0.55, 0.57));

  const WT = fromTenths(wtT);
  const FFM = fromTenths(ffmT);
  const BFM = fromTenths(bfmT);
  const PBF = Math.round((bfmT / wtT) * 1000) / 10;
  const BMI = Math.round((WT / (h * h)) * 10) / 10;
  const refPbf = male ? 18 : 28;
  const WHR = Math.round(clamp((male ? 0.84 : 0.76) + (PBF - refPbf) * 0.006 + between(rng, -0.02, 0.02), 0.75, 1.0) * 100) / 100;
  const VFG = Math.round(clamp(1 + (PBF - (male ? 10 : 18)) * 0.6 + (subject.age - 20) * 0.08, 1, 20));
  const METABOLIC_AGE = Math.round(clamp(subject.age + (PBF - refPbf) * 0.6, 10, 99));
  const SCORE = Math.round(clamp(80 - Math.abs(PBF - refPbf) * 1.5 - Math.abs(BMI - 22) * 1.2 + between(rng, -3, 3), 0, 100));
  return {
    WT,
    FFM,
    BFM,
    LM: fromTenths(lmT),
    TBW: fromTenths(tbwT),
    SM: fromTenths(smT),
    PROTEIN: fromTenths(proteinT),
    TM: fromTenths(tmT),
    BMR: Math.round(370 + 21.6 * FFM),
    WHR,
    BMI,
    PBF,
    VFG,
    ICW: fromTenths(icwT),
    ECW: fromTenths(ecwT),
    METABOLIC_AGE,
    SCORE,
  };
}

/** Unguessable scan id: 128 random bits, base64url (22 characters). */
export const newScanId = () => randomBytes(16).toString('base64url');

export const deviceTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Girths (cm) for the mesh, estimated from height, weight and sex. */
export function estimateGirths(subject: Subject, bc: Pick<BodyComposition, 'WT' | 'PBF' | 'WHR'>) {
  const scale = Math.sqrt(bc.WT / (subject.sex === 'male' ? 75 : 62)) * Math.sqrt((subject.sex === 'male' ? 178 : 165) / subject.heightCm);
  const hip = (subject.sex === 'male' ? 98 : 100) * scale;
  return {
    chest: (subject.sex === 'male' ? 100 : 90) * scale,
    waist: hip * bc.WHR,
    hip,
    thigh: 56 * scale,
    calf: 37 * scale,
    upperArm: 31 * scale,
    neck: (subject.sex === 'male' ? 38 : 33) * scale,
  };
}
