// The person's data as a FHIR R4 Bundle of type "collection" (GET /api/account/export?format=fhir, and one report's
// with ?report=): a Patient with only what the person chose to include, one Device per scanner model, and one
// Observation per measured value per report. Written as a stream, a report at a time (docs/exports.md).
import { createHash, randomUUID } from 'node:crypto';
import type { ReportRow, UserRow } from '../../db/schema.ts';
import { GIRTH_KEYS, METRIC_KEYS, type Model } from '../../scan/sections.ts';
import {
  MEASURED_SECTIONS,
  type MeasuredSection,
  type SectionData,
  type SectionField,
  type SectionId,
} from '../../scan/report-sections.ts';
import { QUANTITY, standings } from '../report-views.ts';
import {
  GIRTH_NAMES,
  HEIGHT,
  HL7_ABNORMAL,
  HL7_CATEGORY,
  HL7_NORMAL,
  LOINC,
  METRIC_NAMES,
  PROFILES,
  RATING_INTERPRETATION,
  SNOMED,
  CONTOUR_FHIR,
  codeSystemUrl,
  UCUM,
  UCUM_OF,
  type Coding,
  type Named,
  type UcumQuantity,
} from './fhir-codes.ts';
import { digitsOf, round } from '#shared/units.ts';

/** What the person chose to put in the Patient beyond their sex: nothing by default. */
export type PatientChoice = { name: boolean; contact: boolean };

/** Contour's own code systems and the system of its observations' identifiers: canonical, whatever the deployment. */
const SYSTEMS = {
  measurement: codeSystemUrl('measurement'),
  finding: codeSystemUrl('finding'),
  observation: `${CONTOUR_FHIR}/observation`,
};
type Systems = typeof SYSTEMS;

/** A name-based UUID (RFC 9562 version 5 layout over SHA-1), so the same value of the same report keeps its id. */
function nameUuid(name: string): string {
  const h = createHash('sha1').update(`contour-fhir:${name}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

type Quantity = { value: number; quantity: UcumQuantity };
type Value = { quantity: Quantity } | { coded: string };
/** One observed value of a report, before it is written as an Observation. */
type Fact = {
  key: string;
  name: Named;
  value: Value;
  interpretation?: Array<Coding | string>;
  range?: { low: number; high: number };
  bodySite?: string;
  components?: Array<{ name: Named; value: Value; interpretation?: Array<Coding | string> }>;
};

const words = (code: string) => {
  const text = code.replace(/[_-]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
/** A name in Contour's measurement system, its display made from the code ("posture-head-tilt" → "Posture head tilt"). */
const own = (code: string): Named => ({ code, display: words(code) });
const q = (value: number, quantity: UcumQuantity): Value => ({ quantity: { value, quantity } });
const POSTURE_UNIT = { degree: 'ANGLE_DEG', cm: 'LENGTH_CM', mm: 'LENGTH_MM' } as const satisfies Record<string, UcumQuantity>;
const postureInterpretation = (result: SectionData<'posture'>['items'][number]['result']) =>
  result === 'normal' ? [HL7_NORMAL, result] : result === 'abnormal' ? [HL7_ABNORMAL, result] : [result];

type Stored = NonNullable<ReportRow['measurements']>;
/** What one measured section of a stored report becomes: its facts. */
type SectionFacts = { [F in SectionField]-?: (doc: NonNullable<Stored[F]>, r: ReportRow) => Fact[] };

/**
 * Every measured section of the registry (server/src/scan/report-sections.ts) as FHIR facts: one entry per section, so
 * a section added to the registry fails `tsc` here until it is exported; `NOT_EXPORTED` says why a computed one isn't.
 */
const SECTION_FACTS: SectionFacts = {
  bodyComposition: (bc, r) => {
    const rated = standings(r);
    return METRIC_KEYS.map((key) => {
      const standing = rated.get(key);
      return {
        key,
        name: METRIC_NAMES[key],
        value: q(bc[key], QUANTITY[key]),
        ...(standing?.rating ? { interpretation: [RATING_INTERPRETATION[standing.rating]] } : {}),
        ...(standing?.range ? { range: standing.range } : {}),
      };
    });
  },
  segments: (segments) =>
    segments.map((s) => ({
      key: `segment-${s.segment}`,
      name: own('segment-composition'),
      value: q(s.fatKg + s.muscleKg, 'MASS_KG'),
      bodySite: words(s.segment),
      components: [
        { name: own('segment-fat-mass'), value: q(s.fatKg, 'MASS_KG'), interpretation: [RATING_INTERPRETATION[s.fatRating]] },
        { name: own('segment-muscle-mass'), value: q(s.muscleKg, 'MASS_KG'), interpretation: [RATING_INTERPRETATION[s.muscleRating]] },
      ],
    })),
  girths: (girths) => GIRTH_KEYS.map((key) => ({ key, name: GIRTH_NAMES[key], value: q(girths[key], 'LENGTH_CM') })),
  posture: (posture) =>
    posture.items.map((item) => ({
      key: `posture-${item.key}`,
      name: own(`posture-${item.key}`),
      value: q(item.value, POSTURE_UNIT[item.unit]),
      interpretation: postureInterpretation(item.result),
      components: [
        { name: own('direction'), value: { coded: item.direction } },
        ...(item.legType ? [{ name: own('leg-type'), value: { coded: `leg-type-${item.legType}` } }] : []),
      ],
    })),
  shoulder: (shoulder) =>
    shoulder.sides.map((side) => ({
      key: `shoulder-${side.side}`,
      name: own('shoulder-range-of-motion'),
      value: q(side.rangeDeg, 'ANGLE_DEG'),
      bodySite: words(`${side.side} shoulder`),
      interpretation: [side.rating],
      components: [{ name: own('shoulder-max-activity-angle'), value: q(side.maxActivityAtDeg, 'ANGLE_DEG') }],
    })),
  waist: (w) => [
    ...w.lines.map((line) => ({
      key: `waist-line-${line.level}`,
      name: own(`waist-line-${line.level}`),
      value: q(line.girthCm, 'LENGTH_CM'),
      components: [
        { name: own('height-above-floor'), value: q(line.heightCm, 'LENGTH_CM') },
        { name: own('cross-section-area'), value: q(line.sectionCm2, 'AREA_CM2') },
      ],
    })),
    { key: 'waist-volume-between-lines', name: own('waist-volume-between-lines'), value: q(w.volumeBetweenLinesL, 'VOLUME_L') },
    { key: 'waist-back-volume', name: own('waist-back-volume'), value: q(w.backVolumeL, 'VOLUME_L') },
    { key: 'waist-hip-region-volume', name: own('waist-hip-region-volume'), value: q(w.hipRegionVolumeL, 'VOLUME_L') },
    { key: 'waist-score', name: own('waist-score'), value: q(w.score, 'SCORE') },
  ],
  pelvis: (p) => [
    { key: 'pelvis-tilt', name: own('pelvis-tilt'), value: q(p.tiltDeg, 'ANGLE_DEG'), interpretation: p.outcomes },
    { key: 'pelvis-leg-length-difference', name: own('pelvis-leg-length-difference'), value: q(p.legLengthDifferenceMm, 'LENGTH_MM') },
    { key: 'pelvis-risk', name: own('pelvis-risk'), value: { coded: `risk-${p.risk}` } },
  ],
  hip: (h) => [
    { key: 'hip-type', name: own('hip-type'), value: { coded: `hip-${h.type}` } },
    { key: 'hip-width', name: own('hip-width'), value: q(h.hipWidthCm, 'LENGTH_CM') },
    { key: 'hip-depth', name: own('hip-depth'), value: q(h.hipDepthCm, 'LENGTH_CM') },
    { key: 'hip-upper-lower-ratio', name: own('hip-upper-lower-ratio'), value: q(h.upperLowerRatio, 'RATIO') },
    { key: 'hip-lift-index', name: own('hip-lift-index'), value: q(h.liftIndex, 'SCORE') },
  ],
  spine: (spine) => [
    ...spine.regions.map((region) => ({
      key: `spine-${region.region}`,
      name: own(`spine-${region.region}-score`),
      value: q(region.score, 'SCORE'),
      interpretation: [region.level === 'normal' ? HL7_NORMAL : HL7_ABNORMAL, `spine-${region.level}`],
    })),
    {
      key: 'spine-overall',
      name: own('spine-overall-score'),
      value: q(spine.overallScore, 'SCORE'),
      interpretation: [spine.overallLevel === 'normal' ? HL7_NORMAL : HL7_ABNORMAL, `spine-${spine.overallLevel}`],
    },
  ],
  painRisk: (risk) =>
    (
      [
        ['neck', risk.neck],
        ['back', risk.back],
        ['lower-back', risk.lowerBack],
      ] as const
    ).map(([part, level]) => ({
      key: `pain-risk-${part}`,
      name: own(`pain-risk-${part}`),
      value: { coded: `risk-${level}` },
      bodySite: words(part),
    })),
  youthSpine: (y) => [
    {
      key: 'youth-development',
      name: own('youth-spine-development-score'),
      value: q(y.developmentScore, 'SCORE'),
      interpretation: [y.developmentRating],
    },
    { key: 'youth-study-load', name: own('youth-study-posture-load'), value: { coded: `load-${y.studyPostureLoad}` } },
    { key: 'youth-balance', name: own('youth-skeletal-balance'), value: { coded: `balance-${y.skeletalBalance}` } },
    { key: 'youth-growing-pains', name: own('youth-growing-pains'), value: { coded: `growing-pains-${y.growingPains}` } },
    { key: 'youth-scoliosis-risk', name: own('youth-scoliosis-risk-score'), value: q(y.scoliosisRiskScore, 'SCORE') },
  ],
};

/** The registry's computed sections, and why the export leaves each out (it carries what they are computed from). */
export const NOT_EXPORTED: Record<Exclude<SectionId, MeasuredSection>, string> = {
  shape_prediction: 'a projection from the body composition to a weight target, not a measurement; the body composition is exported',
};

/** Every value a stored report holds, section by section (the registry's order), after the person's height. */
export function factsOf(r: ReportRow): Fact[] {
  const facts: Fact[] = [{ key: 'height', name: HEIGHT, value: q(r.subject.heightCm, 'LENGTH_CM') }];
  for (const { field } of MEASURED_SECTIONS) {
    const doc = r.measurements[field];
    // Each entry reads its own field's document; TypeScript can't follow the pairing through the loop's variable.
    if (doc) facts.push(...(SECTION_FACTS[field] as (doc: unknown, r: ReportRow) => Fact[])(doc, r));
  }
  return facts;
}

const ref = (id: string) => ({ reference: `urn:uuid:${id}` });

function codeOf(name: Named, sys: Systems) {
  const own = { system: sys.measurement, code: name.code, display: name.display };
  const coding = [
    ...(name.loinc ? [{ system: LOINC, ...name.loinc }] : []),
    ...(name.snomed ? [{ system: SNOMED, ...name.snomed }] : []),
    own,
  ];
  return { coding, text: name.display };
}

function quantityOf({ value, quantity }: Quantity) {
  const u = UCUM_OF[quantity];
  return { value, unit: u.unit, system: UCUM, code: u.code };
}

const finding = (code: string, sys: Systems): Coding => ({ system: sys.finding, code, display: words(code) });

function valueOf(value: Value, sys: Systems) {
  return 'quantity' in value
    ? { valueQuantity: quantityOf(value.quantity) }
    : { valueCodeableConcept: { coding: [finding(value.coded, sys)], text: words(value.coded) } };
}

function interpretationOf(list: Array<Coding | string> | undefined, sys: Systems) {
  if (!list?.length) return {};
  const coding = list.map((c) => (typeof c === 'string' ? finding(c, sys) : c));
  return { interpretation: [{ coding }] };
}

function observation(r: ReportRow, fact: Fact, ids: { patient: string; device: string }, sys: Systems) {
  const vital = fact.name.profile !== undefined;
  const unit = 'quantity' in fact.value ? fact.value.quantity.quantity : null;
  return {
    resourceType: 'Observation',
    id: nameUuid(`${r.id}/${fact.key}`),
    ...(fact.name.profile ? { meta: { profile: [PROFILES[fact.name.profile]] } } : {}),
    identifier: [{ system: sys.observation, value: `${r.id}/${fact.key}` }],
    status: 'final',
    category: [
      {
        coding: [
          vital
            ? { system: HL7_CATEGORY, code: 'vital-signs', display: 'Vital Signs' }
            : { system: HL7_CATEGORY, code: 'exam', display: 'Exam' },
        ],
      },
    ],
    code: codeOf(fact.name, sys),
    subject: ref(ids.patient),
    effectiveDateTime: r.measuredAt.toISOString(),
    ...valueOf(fact.value, sys),
    ...interpretationOf(fact.interpretation, sys),
    ...(fact.bodySite ? { bodySite: { text: fact.bodySite } } : {}),
    device: ref(ids.device),
    ...(fact.range && unit
      ? {
          // Bounds to the value's own precision (a range computed from the height read 51.97481992048536 kg).
          referenceRange: [
            {
              low: quantityOf({ value: round(fact.range.low, digitsOf(unit, 'metric')), quantity: unit }),
              high: quantityOf({ value: round(fact.range.high, digitsOf(unit, 'metric')), quantity: unit }),
            },
          ],
        }
      : {}),
    ...(fact.components
      ? {
          component: fact.components.map((c) => ({
            code: codeOf(c.name, sys),
            ...valueOf(c.value, sys),
            ...interpretationOf(c.interpretation, sys),
          })),
        }
      : {}),
  };
}

function patientResource(user: UserRow, choice: PatientChoice) {
  const telecom = [
    ...(user.email ? [{ system: 'email', value: user.email }] : []),
    ...(user.phone ? [{ system: 'phone', value: user.phone }] : []),
  ];
  return {
    resourceType: 'Patient',
    id: user.id,
    // What a FHIR server matches on to keep one Patient per account across imports (the transaction's conditional create).
    identifier: [{ system: `${CONTOUR_FHIR}/account`, value: user.id }],
    ...(choice.name && user.name ? { name: [{ text: user.name }] } : {}),
    ...(choice.contact && telecom.length ? { telecom } : {}),
    ...(user.sex ? { gender: user.sex } : {}),
  };
}

const deviceId = (model: Model) => nameUuid(`device/${model}`);

function deviceResource(model: Model) {
  return {
    resourceType: 'Device',
    id: deviceId(model),
    identifier: [{ system: `${CONTOUR_FHIR}/device-model`, value: model }],
    deviceName: [{ name: model, type: 'model-name' }],
    modelNumber: model,
    type: { text: '3D body scanner with bioelectrical impedance analysis' },
  };
}

/** A Bundle's kind: a `collection` to read, or a `transaction` a FHIR server loads as is (HAPI, Medplum, Azure). */
export const BUNDLE_KINDS = ['collection', 'transaction'] as const;
export type BundleKind = (typeof BUNDLE_KINDS)[number];

type Identified = { resourceType: string; id: string; identifier?: Array<{ system: string; value: string }> };

/**
 * One entry. In a transaction each resource is created unless one with its identifier is there already (a conditional
 * create), so loading the same export twice, or a later one, adds only what is new; references stay `urn:uuid:`s,
 * which the server resolves within the transaction.
 */
const entryOf = (kind: BundleKind) => (resource: Identified) => {
  const fullUrl = `urn:uuid:${resource.id}`;
  if (kind === 'collection') return JSON.stringify({ fullUrl, resource });
  const identifier = resource.identifier?.[0];
  const request = {
    method: 'POST',
    url: resource.resourceType,
    ...(identifier ? { ifNoneExist: `identifier=${encodeURIComponent(`${identifier.system}|${identifier.value}`)}` } : {}),
  };
  return JSON.stringify({ fullUrl, resource, request });
};

/** The Observations of one report (every value it holds), with the Device of its model. */
function reportResources(r: ReportRow, patientId: string, sys: Systems) {
  const ids = { patient: patientId, device: deviceId(r.model) };
  return factsOf(r).map((f) => observation(r, f, ids, sys));
}

/**
 * The Bundle as text pieces, to be streamed: its opening and Patient, then each report's Observations (a report at a
 * time, from `batches`), each model's Device when first met, and the closing.
 */
export async function* fhirBundle(
  user: UserRow,
  choice: PatientChoice,
  batches: AsyncIterable<ReportRow[]>,
  now: Date,
  kind: BundleKind = 'collection',
): AsyncGenerator<string> {
  const patient = patientResource(user, choice);
  const sys = SYSTEMS;
  const entry = entryOf(kind);
  yield `{"resourceType":"Bundle","id":"${randomUUID()}","type":"${kind}","timestamp":"${now.toISOString()}","entry":[${entry(patient)}`;
  const devices = new Set<Model>();
  // A report at a time: a piece of the stream is one report's Observations (about 75 kB), whatever the batch.
  for await (const batch of batches) {
    for (const r of batch) {
      const parts: string[] = [];
      if (!devices.has(r.model)) {
        devices.add(r.model);
        parts.push(entry(deviceResource(r.model)));
      }
      for (const o of reportResources(r, patient.id, sys)) parts.push(entry(o));
      yield `,${parts.join(',')}`;
    }
  }
  yield ']}';
}
