// The report's sections, declared once. Every list of sections on the server is derived from REPORT_SECTIONS: the
// payload fields a scanner sends and their schemas, which models measure what, what a failed part takes with it, the
// stored document's type, the GraphQL enum ReportSection and the Report fields that serve them. Adding a section:
// docs/adding-a-section.md.
import type * as v from 'valibot';
import {
  BodyCompositionSchema,
  GirthsSchema,
  HipSchema,
  PainRiskSchema,
  PelvisSchema,
  PostureSchema,
  SegmentsSchema,
  ShoulderSchema,
  SpineSchema,
  WaistSchema,
  YouthSpineSchema,
} from './payload-sections.ts';
import { isYouth, type Model, type Outcome } from './sections.ts';
import { ADULT_AGE } from '#shared/body-metrics.ts';

/** The parts of a scan that can fail on their own: a failed part takes all of its sections with it. */
export type ScanPart = 'composition' | 'shape' | 'posture';

type Declaration = {
  /** Lower case, as in interpretation rules; the GraphQL enum ReportSection has its upper-case form. */
  id: string;
  /** The payload field and stored document key; null for a section the server computes from another (`from`). */
  field: string | null;
  /** What the scanner sends under `field`. */
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
  { id: 'body_composition', field: 'bodyComposition', schema: BodyCompositionSchema, part: 'composition', models: BOTH },
  { id: 'segments', field: 'segments', served: 'bodyComposition.segments', schema: SegmentsSchema, part: 'composition', models: BOTH },
  { id: 'girths', field: 'girths', schema: GirthsSchema, part: 'shape', models: BOTH },
  { id: 'posture', field: 'posture', schema: PostureSchema, part: 'posture', models: BOTH },
  { id: 'shoulder', field: 'shoulder', schema: ShoulderSchema, part: 'posture', models: M30 },
  { id: 'waist', field: 'waist', schema: WaistSchema, part: 'shape', models: M30 },
  { id: 'pelvis', field: 'pelvis', schema: PelvisSchema, part: 'posture', models: BOTH },
  { id: 'hip', field: 'hip', schema: HipSchema, part: 'shape', models: BOTH },
  { id: 'spine', field: 'spine', schema: SpineSchema, part: 'posture', models: M30 },
  { id: 'pain_risk', field: 'painRisk', schema: PainRiskSchema, part: 'posture', models: M30 },
  { id: 'youth_spine', field: 'youthSpine', schema: YouthSpineSchema, part: 'posture', models: M30, ages: 'youth' },
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
