// Report sections as the API serves them: values with their change against the previous
// report, reference ranges and ratings, the shape-prediction baseline, and the comparison of two reports.
import type { ReportRow, Subject } from '../db/schema.ts';
import type { SectionData } from '../scan/report-sections.ts';
import { GIRTH_KEYS, METRIC_KEYS, type BodyComposition, type GirthKey, type MetricKey } from '../scan/sections.ts';
import { rate, standardRanges, type Range, type Rating } from './ranges.ts';
import { shapeBaseline as predictionBaseline } from '#shared/shape-prediction.ts';
import { leastSignificantChange, waterMoved, type Model } from '#shared/precision.ts';
import { shownChange } from '#shared/units.ts';
import { ADULT_AGE } from '#shared/body-metrics.ts';

/** The sex, height and age a report is rated with: the account's profile when it was bound, else the scanner's. */
export const ratedSubject = (r: Pick<ReportRow, 'subject' | 'profileSubject'>): Subject => r.profileSubject ?? r.subject;

export type Quantity = 'MASS_KG' | 'PERCENT' | 'ENERGY_KCAL_PER_DAY' | 'RATIO' | 'BMI' | 'LEVEL' | 'YEARS' | 'SCORE' | 'LENGTH_CM';

export const QUANTITY: Record<MetricKey, Quantity> = {
  WT: 'MASS_KG',
  FFM: 'MASS_KG',
  BFM: 'MASS_KG',
  LM: 'MASS_KG',
  TBW: 'MASS_KG',
  SM: 'MASS_KG',
  PROTEIN: 'MASS_KG',
  TM: 'MASS_KG',
  ICW: 'MASS_KG',
  ECW: 'MASS_KG',
  PBF: 'PERCENT',
  BMR: 'ENERGY_KCAL_PER_DAY',
  WHR: 'RATIO',
  BMI: 'BMI',
  VFG: 'LEVEL',
  METABOLIC_AGE: 'YEARS',
  SCORE: 'SCORE',
};

export type MetricView = {
  key: MetricKey;
  value: number;
  quantity: Quantity;
  range: Range | null;
  rating: Rating | null;
  change: number | null;
  /** The least significant change on the report's model (src/shared/precision.ts). */
  lsc: number;
};

/**
 * An adult's weight is rated by the one rule the body-shape prediction uses (src/shared/shape-prediction.ts): normal
 * while body fat is in the healthy band, i.e. between the weights on the person's own curve at the band's ends. So a
 * weight rated normal is the ideal weight, and one rated high or low is what the prediction proposes to change. A young
 * person's weight keeps the BMI-for-age band, and gets no ideal weight.
 */
function weightRange(subject: Subject, bc: BodyComposition): Range | null {
  if (subject.age < ADULT_AGE) return null;
  const baseline = predictionBaseline({ sex: subject.sex, age: subject.age, heightCm: subject.heightCm, composition: bc });
  return baseline.ok ? baseline.value.ideal.healthyWeightKg : null;
}

/**
 * Metrics in the schema's enum order, with the person's standard range and rating where one is defined, and the least
 * significant change on `model`.
 */
export function bodyMetrics(
  subject: Subject,
  model: Model,
  current: BodyComposition,
  previous: BodyComposition | null | undefined,
): MetricView[] {
  const ranges = standardRanges(subject, current.WT);
  ranges.WT = weightRange(subject, current) ?? ranges.WT;
  return METRIC_KEYS.filter((key) => typeof current[key] === 'number').map((key) => {
    const value = current[key];
    const range = ranges[key] ?? null;
    const before = previous?.[key];
    return {
      key,
      value,
      quantity: QUANTITY[key],
      range,
      rating: range ? rate(value, range) : null,
      change: typeof before === 'number' ? shownChange(value, before, QUANTITY[key]) : null,
      lsc: leastSignificantChange(key, model),
    };
  });
}

/** A report's body composition: its metrics, and whether its water moved since the previous report. */
export function compositionView(subject: Subject, model: Model, current: BodyComposition, previous: BodyComposition | null | undefined) {
  return { metrics: bodyMetrics(subject, model, current, previous), waterMoved: waterMoved(model, current, previous) };
}

export function girthList(
  current: SectionData<'girths'>,
  previous: SectionData<'girths'> | null | undefined,
  model: Model,
): Array<{ key: GirthKey; valueCm: number; change: number | null; lsc: number }> {
  return GIRTH_KEYS.map((key) => ({
    key,
    valueCm: current[key],
    change: previous ? shownChange(current[key], previous[key], 'LENGTH_CM') : null,
    lsc: leastSignificantChange(key, model),
  }));
}

const meanRange = (s: SectionData<'shoulder'>) => s.sides.reduce((a, x) => a + x.rangeDeg, 0) / s.sides.length;

export function shoulderView(current: SectionData<'shoulder'>, previous: SectionData<'shoulder'> | null | undefined, model: Model) {
  const side = (name: 'left' | 'right') => current.sides.find((s) => s.side === name)!.rangeDeg;
  return {
    sides: current.sides,
    differenceDeg: shownChange(side('left'), side('right'), 'ANGLE_DEG'),
    change: previous ? shownChange(meanRange(current), meanRange(previous), 'ANGLE_DEG') : null,
    lsc: leastSignificantChange('SHOULDER_ROM', model),
  };
}

/**
 * What body-shape prediction starts from, by the one prediction model (src/shared/shape-prediction.ts: Forbes curve,
 * healthy %fat band): today's body, the ideal weight and %fat, and the accepted targets rounded inwards to 0.1 kg
 * so that either end, as shown, is accepted. Null for people under 18 and when the scan is outside the model's domain.
 */
export function shapeBaseline(subject: Subject, bc: BodyComposition) {
  if (subject.age < ADULT_AGE) return null;
  const baseline = predictionBaseline({ sex: subject.sex, age: subject.age, heightCm: subject.heightCm, composition: bc });
  if (!baseline.ok) return null;
  const { current, ideal, range } = baseline.value;
  return {
    currentWeightKg: current.WT,
    idealWeightKg: ideal.weightKg,
    currentPbf: current.PBF,
    idealPbf: ideal.pbf,
    muscleKg: current.SM,
    minTargetKg: Math.ceil(range.minKg * 10) / 10,
    maxTargetKg: Math.floor(range.maxKg * 10) / 10,
  };
}

/** What a report's standing is read from: its document and the person it is rated for. */
type RatedReport = Pick<ReportRow, 'subject' | 'profileSubject' | 'measurements' | 'model'>;

/**
 * A report's own standard range and rating of each body metric it holds: what a change that ends at this report is
 * judged by (a comparison's newer report, a trend's newest point), by the one rule of the client's goodDirection.
 */
export function standings(r: RatedReport): Map<MetricKey, { range: Range | null; rating: Rating | null }> {
  const bc = r.measurements.bodyComposition;
  return new Map(bc ? bodyMetrics(ratedSubject(r), r.model, bc, null).map((m) => [m.key, { range: m.range, rating: m.rating }]) : []);
}

/**
 * other − base for every metric and girth both reports have; each metric with the newer report's rating, each row with
 * its least significant change (the newer report's model: a comparison is of one model), and whether water moved.
 */
export function compareRows(base: RatedReport & Pick<ReportRow, 'measuredAt'>, other: RatedReport & Pick<ReportRow, 'measuredAt'>) {
  const [b, o] = [base.measurements.bodyComposition, other.measurements.bodyComposition];
  const newerReport = other.measuredAt >= base.measuredAt ? other : base;
  const newer = standings(newerReport);
  const { model } = newerReport;
  const metrics =
    b && o
      ? METRIC_KEYS.filter((k) => typeof b[k] === 'number' && typeof o[k] === 'number').map((key) => ({
          key,
          quantity: QUANTITY[key],
          base: b[key],
          other: o[key],
          change: shownChange(o[key], b[key], QUANTITY[key]),
          rating: newer.get(key)?.rating ?? null,
          lsc: leastSignificantChange(key, model),
        }))
      : [];
  const [bg, og] = [base.measurements.girths, other.measurements.girths];
  const girths =
    bg && og
      ? GIRTH_KEYS.map((key) => ({
          key,
          base: bg[key],
          other: og[key],
          change: shownChange(og[key], bg[key], 'LENGTH_CM'),
          lsc: leastSignificantChange(key, model),
        }))
      : [];
  // Water between the older and the newer scan, as the changes run.
  const water = b && o ? waterMoved(model, o, b) : false;
  return { metrics, girths, waterMoved: water };
}
