// The scan generator: what a scanner would send for a person, physiologically consistent across sections.
import { randomBytes } from 'node:crypto';
import { generateGirths, generateHip, generateSegments, generateWaist } from './generate-shape.ts';
import {
  generatePosture,
  generatePostureItems,
  generateShoulder,
  generateSpine,
  generateYouthSpine,
  painRiskFrom,
  pelvisFrom,
} from './generate-posture.ts';
import { expectedSections, isMeasured, SECTION_FIELD, type ScanSections } from '../scan/report-sections.ts';
import { between, clamp, type Rng } from './random.ts';
import type { BodyComposition, Model, Outcome, Sex, Subject } from '../scan/sections.ts';

export { seededRng, type Rng } from './random.ts';

// Work in integer tenths so sums like FFM + BFM = WT hold exactly after rounding.
const tenths = (x: number) => Math.round(x * 10);
const fromTenths = (t: number) => t / 10;

/** An adult by default; `youth` gives someone aged 10–17 (the youth spine section's ages). */
export function randomSubject(rng: Rng, opts: { youth?: boolean } = {}): Subject {
  const sex: Sex = rng() < 0.5 ? 'male' : 'female';
  if (opts.youth) {
    const age = 10 + Math.floor(rng() * 8);
    const grown = (age - 10) / 7;
    return { sex, heightCm: Math.round(between(rng, 132, 150) + grown * (sex === 'male' ? 30 : 18)), age };
  }
  const heightCm = Math.round(sex === 'male' ? between(rng, 160, 195) : between(rng, 150, 182));
  return { sex, heightCm, age: Math.round(between(rng, 18, 75)) };
}

export type GenerateOptions = { weightKg?: number; pbf?: number };

/** A physiologically consistent body-composition document (see the simulator section of the brief). */
export function generateBodyComposition(subject: Subject, rng: Rng, opts: GenerateOptions = {}): BodyComposition {
  const h = subject.heightCm / 100;
  const male = subject.sex === 'male';
  const bmi = subject.age < 18 ? between(rng, 15.5, 25) : between(rng, 19, 31);
  const wtT = tenths(opts.weightKg ?? bmi * h * h);
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

export type MeasurementOptions = GenerateOptions & {
  outcome?: Outcome;
  /** Use this body composition as measured (e.g. known numbers in a test); the other sections follow it. */
  bodyComposition?: BodyComposition;
  /** 0 upright … 1 poor posture; random when absent. */
  postureSeverity?: number;
};
export type Measurements = ScanSections & { outcome: Outcome };

/** Every section of one body, as an M30 would measure it with nothing failed. */
export function generateAllSections(subject: Subject, rng: Rng, opts: MeasurementOptions = {}): Required<ScanSections> {
  const bc = opts.bodyComposition ?? generateBodyComposition(subject, rng, opts);
  const girths = generateGirths(subject, bc, rng);
  const items = generatePostureItems(clamp(opts.postureSeverity ?? rng() ** 1.5, 0, 1), rng);
  const spine = generateSpine(subject, items);
  return {
    bodyComposition: bc,
    segments: generateSegments(subject, bc, rng),
    girths,
    posture: generatePosture(subject, items),
    shoulder: generateShoulder(subject, items, rng),
    waist: generateWaist(subject, girths, bc, rng),
    pelvis: pelvisFrom(items),
    hip: generateHip(subject, girths, bc, rng),
    spine,
    painRisk: painRiskFrom(spine, items),
    youthSpine: generateYouthSpine(subject, spine, items, rng),
  };
}

/** Keeps exactly the sections that this model, outcome and age call for (report-sections.ts). */
export function pickSections(all: Required<ScanSections>, model: Model, outcome: Outcome, age: number): Measurements {
  const out: Measurements = { outcome };
  for (const section of expectedSections(model, outcome, age)) {
    if (!isMeasured(section)) continue; // computed by the server (the shape prediction)
    const field = SECTION_FIELD[section];
    (out as Record<string, unknown>)[field] = all[field];
  }
  return out;
}

/**
 * Everything a scanner of this model sends for one measurement, minus scanId, measuredAt, timezone and
 * subject: exactly the sections that the model and outcome call for, all from one body.
 */
export function generateMeasurements(subject: Subject, model: Model, rng: Rng, opts: MeasurementOptions = {}): Measurements {
  return pickSections(generateAllSections(subject, rng, opts), model, opts.outcome ?? 'complete', subject.age);
}
