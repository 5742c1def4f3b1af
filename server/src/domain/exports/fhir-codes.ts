// What each value a report holds is called in FHIR: a LOINC code where one exists (each looked up, sources in
// docs/exports.md), else a code of Contour's own code system, and the UCUM unit of each quantity. One table per
// kind of value, keyed by the scan model's own lists, so a new metric or girth fails to compile until it is named here.
// Also the code systems of its own as FHIR resources (served at /fhir/CodeSystem/<id>).
import type { GirthKey, MetricKey } from '../../scan/sections.ts';
import type { Quantity } from '../report-views.ts';

export const LOINC = 'http://loinc.org';
/**
 * The canonical base of Contour's own FHIR artefacts: the same for every deployment (a code system's URL names it, it
 * is not where it is fetched from), so a value exported by one gym's server means the same in another's record. Every
 * server also answers `GET /fhir/CodeSystem/<id>` with the resource (server/src/http/fhir-routes.ts).
 */
export const CONTOUR_FHIR = 'https://contour.app/fhir';
export const SNOMED = 'http://snomed.info/sct';
export const UCUM = 'http://unitsofmeasure.org';
export const HL7_INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
export const HL7_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';

/** The FHIR vital-signs profiles a value conforms to (each fixes its LOINC code and allowed units). */
export const PROFILES = {
  bodyweight: 'http://hl7.org/fhir/StructureDefinition/bodyweight',
  bodyheight: 'http://hl7.org/fhir/StructureDefinition/bodyheight',
  bmi: 'http://hl7.org/fhir/StructureDefinition/bmi',
} as const;
export type VitalProfile = keyof typeof PROFILES;

export type Coding = { system: string; code: string; display: string };

/**
 * A value's name: its LOINC code if it has one, its SNOMED CT observable if importers expect one, its code in Contour's
 * system, and its English display.
 */
export type Named = {
  code: string;
  display: string;
  loinc?: { code: string; display: string };
  snomed?: { code: string; display: string };
  profile?: VitalProfile;
};

export const HEIGHT: Named = {
  code: 'height',
  display: 'Body height',
  loinc: { code: '8302-2', display: 'Body height' },
  profile: 'bodyheight',
};

export const METRIC_NAMES: Record<MetricKey, Named> = {
  WT: { code: 'weight', display: 'Body weight', loinc: { code: '29463-7', display: 'Body weight' }, profile: 'bodyweight' },
  FFM: { code: 'fat-free-mass', display: 'Fat-free mass' },
  BFM: { code: 'body-fat-mass', display: 'Body fat mass', loinc: { code: '73708-0', display: 'Body fat [Mass] Calculated' } },
  LM: { code: 'muscle-mass', display: 'Muscle mass (soft lean mass)' },
  TBW: { code: 'total-body-water', display: 'Total body water' },
  SM: { code: 'skeletal-muscle-mass', display: 'Skeletal muscle mass' },
  PROTEIN: { code: 'protein', display: 'Protein' },
  TM: { code: 'minerals', display: 'Inorganic salts (minerals)' },
  BMR: { code: 'basal-metabolic-rate', display: 'Basal metabolic rate' },
  WHR: { code: 'waist-hip-ratio', display: 'Waist-hip ratio' },
  BMI: { code: 'bmi', display: 'Body mass index', loinc: { code: '39156-5', display: 'Body mass index (BMI) [Ratio]' }, profile: 'bmi' },
  PBF: {
    code: 'body-fat-percentage',
    display: 'Body fat percentage',
    loinc: { code: '41982-0', display: 'Percentage of body fat Measured' },
  },
  VFG: { code: 'visceral-fat-level', display: 'Visceral fat level' },
  ICW: { code: 'intracellular-water', display: 'Intracellular water' },
  ECW: { code: 'extracellular-water', display: 'Extracellular water' },
  METABOLIC_AGE: { code: 'metabolic-age', display: 'Metabolic age' },
  SCORE: { code: 'body-score', display: 'Body score' },
};

export const GIRTH_NAMES: Record<GirthKey, Named> = {
  neckGirth: { code: 'neck-girth', display: 'Neck circumference' },
  leftUpperArmGirth: { code: 'left-upper-arm-girth', display: 'Left upper arm circumference' },
  rightUpperArmGirth: { code: 'right-upper-arm-girth', display: 'Right upper arm circumference' },
  bustGirth: { code: 'bust-girth', display: 'Bust circumference' },
  waistGirth: {
    code: 'waist-girth',
    display: 'Waist circumference',
    loinc: { code: '8280-0', display: 'Waist Circumference at umbilicus by Tape measure' },
  },
  midWaistGirth: { code: 'mid-waist-girth', display: 'Mid-waist circumference' },
  // LOINC's hip circumference is a PhenX protocol code (its siblings are panels); HL7 Europe's and national guides
  // (Thailand's MoPH vital-sign profile: both codes) name the observable SNOMED CT 284472007, so both are given.
  hipGirth: {
    code: 'hip-girth',
    display: 'Hip circumference',
    loinc: { code: '62409-8', display: 'PhenX - hip circumference protocol 020801' },
    snomed: { code: '284472007', display: 'Hip circumference' },
  },
  leftThighGirth: { code: 'left-thigh-girth', display: 'Left thigh circumference' },
  leftMidThighGirth: { code: 'left-mid-thigh-girth', display: 'Left mid-thigh circumference' },
  leftMinThighGirth: { code: 'left-min-thigh-girth', display: 'Left lower thigh circumference' },
  rightThighGirth: { code: 'right-thigh-girth', display: 'Right thigh circumference' },
  rightMidThighGirth: { code: 'right-mid-thigh-girth', display: 'Right mid-thigh circumference' },
  rightMinThighGirth: { code: 'right-min-thigh-girth', display: 'Right lower thigh circumference' },
  leftCalfGirth: { code: 'left-calf-girth', display: 'Left calf circumference' },
  rightCalfGirth: { code: 'right-calf-girth', display: 'Right calf circumference' },
  lowWaistGirth: { code: 'low-waist-girth', display: 'Low waist circumference' },
};

/** UCUM code and printed unit of each quantity the report serves. */
export const UCUM_OF: Record<Quantity | 'LENGTH_MM' | 'ANGLE_DEG' | 'VOLUME_L' | 'AREA_CM2', { code: string; unit: string }> = {
  MASS_KG: { code: 'kg', unit: 'kg' },
  PERCENT: { code: '%', unit: '%' },
  ENERGY_KCAL_PER_DAY: { code: 'kcal/d', unit: 'kcal/d' },
  RATIO: { code: '1', unit: 'ratio' },
  BMI: { code: 'kg/m2', unit: 'kg/m2' },
  LEVEL: { code: '{level}', unit: 'level' },
  YEARS: { code: 'a', unit: 'years' },
  SCORE: { code: '{score}', unit: 'score' },
  LENGTH_CM: { code: 'cm', unit: 'cm' },
  LENGTH_MM: { code: 'mm', unit: 'mm' },
  ANGLE_DEG: { code: 'deg', unit: 'degrees' },
  VOLUME_L: { code: 'L', unit: 'L' },
  AREA_CM2: { code: 'cm2', unit: 'cm2' },
};
export type UcumQuantity = keyof typeof UCUM_OF;

/** A rating as HL7's interpretation (low, normal, high). */
export const RATING_INTERPRETATION = {
  low: { system: HL7_INTERPRETATION, code: 'L', display: 'Low' },
  normal: { system: HL7_INTERPRETATION, code: 'N', display: 'Normal' },
  high: { system: HL7_INTERPRETATION, code: 'H', display: 'High' },
} as const satisfies Record<string, Coding>;

/** HL7's normal and abnormal, for the findings that say one or the other. */
export const HL7_NORMAL = RATING_INTERPRETATION.normal;
export const HL7_ABNORMAL: Coding = { system: HL7_INTERPRETATION, code: 'A', display: 'Abnormal' };

/** Contour's own code systems: what was measured (values without a LOINC code), and the coded findings. */
export const CODE_SYSTEMS = {
  measurement: {
    title: 'Contour measurements',
    description:
      'What a Contour body scanner (S30, M30) measured: one code for each value of each section of its reports. Values that have a LOINC code carry it too.',
  },
  finding: {
    title: 'Contour findings',
    description: 'The coded results of a Contour report: posture, spine and pelvis levels, pain risks and the youth assessment.',
  },
} as const;
export type CodeSystemId = keyof typeof CODE_SYSTEMS;

export const codeSystemUrl = (id: CodeSystemId) => `${CONTOUR_FHIR}/CodeSystem/${id}`;

/**
 * One of Contour's code systems as a FHIR CodeSystem resource. The measurements list the values every report of a
 * scanner has (body composition, girths, height); posture, spine and segment codes are made per item, so the list is
 * a fragment. The findings are not listed (their codes are made from the scanner's levels).
 */
export function codeSystemResource(id: CodeSystemId) {
  const { title, description } = CODE_SYSTEMS[id];
  const concepts =
    id === 'measurement'
      ? [HEIGHT, ...Object.values(METRIC_NAMES), ...Object.values(GIRTH_NAMES)].map(({ code, display }) => ({ code, display }))
      : [];
  return {
    resourceType: 'CodeSystem',
    id,
    url: codeSystemUrl(id),
    name: title.replace(/\W+/g, ''),
    title,
    status: 'active',
    publisher: 'Contour',
    description,
    caseSensitive: true,
    content: concepts.length ? 'fragment' : 'not-present',
    ...(concepts.length ? { count: concepts.length, concept: concepts } : {}),
  };
}
