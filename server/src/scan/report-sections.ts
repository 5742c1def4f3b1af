// The report's sections, declared once. Every list of sections on the server is derived from REPORT_SECTIONS: the
// payload fields a scanner sends and their schemas, which models measure what, what a failed part takes with it, the
// stored document's type, the GraphQL enum ReportSection and the Report fields that serve them. Adding a section:
// docs/adding-a-section.md.
import * as v from 'valibot';
import {
  BALANCES,
  FUNCTION_RATINGS,
  GIRTH_KEYS,
  GIRTH_RANGES,
  GROWING_PAINS,
  HIP_TYPES,
  isYouth,
  METRIC_KEYS,
  PELVIS_OUTCOMES,
  POSTURE_ITEM_KEYS,
  RATINGS,
  RISK_LEVELS,
  SEGMENTS,
  SIDES,
  SPINE_LEVELS,
  SPINE_REGIONS,
  STUDY_LOADS,
  VERTEBRAE,
  VIEWS,
  WAIST_LEVELS,
  type Model,
  type Outcome,
  type PostureItemKey,
} from './sections.ts';
import { keyedList, METRIC_RANGES, num, numbersBy, oneOf, PostureItemSchema, VertebraSchema, ViewSchema } from './payload-parts.ts';
import { ADULT_AGE } from '#shared/body-metrics.ts';

/** The parts of a scan that can fail on their own: a failed part takes all of its sections with it. */
export type ScanPart = 'composition' | 'shape' | 'posture';

type Declaration = {
  /** Lower case, as in interpretation rules; the GraphQL enum ReportSection has its upper-case form. */
  id: string;
  /** The payload field and stored document key; null for a section the server computes from another (`from`). */
  field: string | null;
  /** What the scanner sends under `field` (a valibot schema of payload-parts.ts's parts); the stored document is its output. */
  schema: v.GenericSchema | null;
  from?: string;
  /** Where the API serves it, when not as the Report field of the same name: a Report field or a path below one. */
  served?: string;
  part: ScanPart;
  models: readonly Model[];
  /** Only for people aged 10–17 (isYouth), or only for adults (18 and over). */
  ages?: 'youth' | 'adult';
};

const BOTH = ['M30', 'S30'] as const;
const M30 = ['M30'] as const;

/** In the schema's ReportSection order (a test holds them together); docs/decisions.md, "Sections per model". */
export const REPORT_SECTIONS = [
  {
    id: 'body_composition',
    field: 'bodyComposition',
    schema: numbersBy(METRIC_KEYS, METRIC_RANGES),
    part: 'composition',
    models: BOTH,
  },
  {
    id: 'segments',
    field: 'segments',
    served: 'bodyComposition.segments',
    schema: keyedList(
      v.strictObject({
        segment: oneOf(SEGMENTS),
        fatKg: num(0, 150),
        fatRating: oneOf(RATINGS),
        muscleKg: num(0, 120),
        muscleRating: oneOf(RATINGS),
      }),
      'segment',
      SEGMENTS,
    ),
    part: 'composition',
    models: BOTH,
  },
  { id: 'girths', field: 'girths', schema: numbersBy(GIRTH_KEYS, GIRTH_RANGES), part: 'shape', models: BOTH },
  {
    id: 'posture',
    field: 'posture',
    schema: v.strictObject({
      items: keyedList(PostureItemSchema, 'key', POSTURE_ITEM_KEYS as readonly PostureItemKey[]),
      views: keyedList(ViewSchema, 'view', VIEWS),
    }),
    part: 'posture',
    models: BOTH,
  },
  {
    id: 'shoulder',
    field: 'shoulder',
    schema: v.strictObject({
      sides: keyedList(
        v.pipe(
          v.strictObject({ side: oneOf(SIDES), rangeDeg: num(0, 200), maxActivityAtDeg: num(0, 200), rating: oneOf(FUNCTION_RATINGS) }),
          v.check((s) => s.maxActivityAtDeg <= s.rangeDeg, 'maxActivityAtDeg must be within rangeDeg'),
        ),
        'side',
        SIDES,
      ),
    }),
    part: 'posture',
    models: M30,
  },
  {
    id: 'waist',
    field: 'waist',
    schema: v.strictObject({
      lines: v.pipe(
        keyedList(
          v.strictObject({ level: oneOf(WAIST_LEVELS), heightCm: num(30, 170), girthCm: num(35, 220), sectionCm2: num(50, 4000) }),
          'level',
          WAIST_LEVELS,
        ),
        v.check((l) => l[0]!.heightCm > l[1]!.heightCm && l[1]!.heightCm > l[2]!.heightCm, 'lines must run high above mid above low'),
        // Isoperimetric inequality: no cross-section encloses more than the circle of the same girth.
        v.check(
          (l) => l.every((x) => x.sectionCm2 <= ((x.girthCm * x.girthCm) / (4 * Math.PI)) * 1.01),
          'sectionCm2 is larger than its girth allows',
        ),
      ),
      waistGirthCm: num(35, 220),
      volumeBetweenLinesL: num(0.2, 80),
      waistHipRatio: num(0.5, 1.5),
      backVolumeL: num(0.5, 80),
      hipRegionVolumeL: num(0.5, 100),
      score: num(0, 100),
    }),
    part: 'shape',
    models: M30,
  },
  {
    id: 'pelvis',
    field: 'pelvis',
    schema: v.strictObject({
      tiltDeg: num(-30, 30),
      legLengthDifferenceMm: num(-50, 50),
      outcomes: v.pipe(
        v.array(oneOf(PELVIS_OUTCOMES), 'must be a list'),
        v.minLength(1, 'must name at least one outcome'),
        v.check((o) => new Set(o).size === o.length, 'must not repeat an outcome'),
        v.check((o) => !o.includes('normal') || o.length === 1, 'normal excludes every other outcome'),
      ),
      risk: oneOf(RISK_LEVELS),
    }),
    part: 'posture',
    models: BOTH,
  },
  {
    id: 'hip',
    field: 'hip',
    schema: v.strictObject({
      type: oneOf(HIP_TYPES),
      hipGirthCm: num(45, 220),
      hipWidthCm: num(15, 90),
      hipDepthCm: num(10, 70),
      upperLowerRatio: num(0.5, 1.5),
      liftIndex: num(0, 100),
    }),
    part: 'shape',
    models: BOTH,
  },
  {
    id: 'spine',
    field: 'spine',
    schema: v.strictObject({
      regions: keyedList(
        v.strictObject({ region: oneOf(SPINE_REGIONS), score: num(0, 100), level: oneOf(SPINE_LEVELS) }),
        'region',
        SPINE_REGIONS,
      ),
      overallScore: num(0, 100),
      overallLevel: oneOf(SPINE_LEVELS),
      vertebrae: v.pipe(
        v.array(VertebraSchema, 'must be a list'),
        v.length(VERTEBRAE.length, `must hold the ${VERTEBRAE.length} vertebrae C1–C7, T1–T12, L1–L5`),
        v.check(
          (list) => list.every((x, i) => x.name === VERTEBRAE[i]?.name && x.region === VERTEBRAE[i]?.region),
          'vertebrae must be C1–C7, T1–T12, L1–L5 in order with their regions',
        ),
        v.check(
          (list) => list.every((x, i) => i === 0 || x.y < list[i - 1]!.y),
          'vertebrae must run downwards (y decreasing from C1 to L5)',
        ),
      ),
    }),
    part: 'posture',
    models: M30,
  },
  {
    id: 'pain_risk',
    field: 'painRisk',
    schema: v.strictObject({ neck: oneOf(RISK_LEVELS), back: oneOf(RISK_LEVELS), lowerBack: oneOf(RISK_LEVELS) }),
    part: 'posture',
    models: M30,
  },
  {
    id: 'youth_spine',
    field: 'youthSpine',
    schema: v.strictObject({
      developmentScore: num(0, 100),
      developmentRating: oneOf(FUNCTION_RATINGS),
      studyPostureLoad: oneOf(STUDY_LOADS),
      skeletalBalance: oneOf(BALANCES),
      growingPains: oneOf(GROWING_PAINS),
      scoliosisRiskScore: num(0, 100),
    }),
    part: 'posture',
    models: M30,
    ages: 'youth',
  },
  // Computed on the server from the body composition (src/shared/shape-prediction.ts). A weight target is for adults;
  // for a growing body the youth sections speak instead.
  {
    id: 'shape_prediction',
    field: null,
    served: 'shapeBaseline',
    schema: null,
    from: 'bodyComposition',
    part: 'composition',
    models: BOTH,
    ages: 'adult',
  },
] as const satisfies readonly Declaration[];

type Entry = (typeof REPORT_SECTIONS)[number];
export type SectionId = Entry['id'];
/** A section the scanner sends, stored under its field in the report's document. */
type Measured = Extract<Entry, { field: string }>;
export type MeasuredSection = Measured['id'];
export type SectionField = Measured['field'];
/** The measured sections of one scan, each as its schema outputs it (the stored document holds exactly these). */
export type ScanSections = { -readonly [S in Measured as S['field']]?: v.InferOutput<S['schema']> };
/** One measured section as stored (and as the scanner sent it, after its schema): `SectionData<'girths'>`. */
export type SectionData<F extends SectionField> = NonNullable<ScanSections[F]>;

export const SECTION_IDS: readonly SectionId[] = REPORT_SECTIONS.map((s) => s.id);
export const MEASURED_SECTIONS = REPORT_SECTIONS.filter((s): s is Measured => s.field !== null);
export const SECTION_FIELDS: readonly SectionField[] = MEASURED_SECTIONS.map((s) => s.field);
/** Each measured section's payload field (pain_risk → painRisk). */
export const SECTION_FIELD = Object.fromEntries(MEASURED_SECTIONS.map((s) => [s.id, s.field])) as {
  [S in Measured as S['id']]: S['field'];
};
export const isMeasured = (id: SectionId): id is MeasuredSection => id in SECTION_FIELD;
/** Where the API serves a section: a Report field, or a path below one ("bodyComposition.segments"). */
export const servedAs = (s: Entry): string => ('served' in s ? s.served : s.field);
/** The measured sections that the Report field of their own name serves as stored. */
export const STORED_AS_SERVED = MEASURED_SECTIONS.filter((s) => servedAs(s) === s.field).map((s) => s.field);

/** The scan parts each outcome lost. "Body assessment" is everything the depth cameras measure: shape and posture. */
export const FAILED_PARTS: Record<Outcome, readonly ScanPart[]> = {
  complete: [],
  body_composition_failed: ['composition'],
  posture_failed: ['posture'],
  body_assessment_failed: ['shape', 'posture'],
  failed: ['composition', 'shape', 'posture'],
};

const declared = (model: Model) => REPORT_SECTIONS.filter((s) => (s.models as readonly Model[]).includes(model));

/** The sections a model can have at all. */
export const modelSections = (model: Model): SectionId[] => declared(model).map((s) => s.id);

const forAge = (s: Entry, age: number) => !('ages' in s) || (s.ages === 'youth' ? isYouth(age) : age >= ADULT_AGE);

/** The sections a scan of this model, outcome and age must have (and no others). */
export function expectedSections(model: Model, outcome: Outcome, age: number): SectionId[] {
  return declared(model)
    .filter((s) => !FAILED_PARTS[outcome].includes(s.part) && forAge(s, age))
    .map((s) => s.id);
}

/**
 * Exactly the sections a stored document holds: a measured one by its field, a computed one by what it is computed
 * from and the age of the person it is rated for.
 */
export function sectionsOf(model: Model, doc: ScanSections, age: number): SectionId[] {
  return declared(model)
    .filter((s) => (s.field === null ? doc[s.from] !== undefined && forAge(s, age) : doc[s.field] !== undefined))
    .map((s) => s.id);
}
