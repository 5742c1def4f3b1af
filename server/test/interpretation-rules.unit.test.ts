// Unit tests of each interpretation rule (server/src/domain/interpretation/rules.ts) on generated reports. They live
// here, not beside the rules, because the domain may not import the scan generator (domain-not-from-simulator).
import { describe, expect, it } from 'vitest';
import { SECTION_FIELD } from '../src/scan/report-sections.ts';
import { rate } from '../src/domain/ranges.ts';
import { firedRules, type Person } from '../src/domain/interpretation/engine.ts';
import { RULES, type RuleId } from '../src/domain/interpretation/rules.ts';
import { FOCUS_AREAS, PARAMS, type Rule, type Severity } from '../src/domain/interpretation/vocabulary.ts';
import { ADULT, normalReport, rangeOf, segment, setItem, setShoulder, YOUTH, type Doc } from './interpretation-fixtures.ts';

type Case = {
  /** Whose report: the adult unless said. */
  person?: Person;
  /** Moves the normal report just across the rule's line. */
  fire: (doc: Doc, p: Person) => void;
  /** The nearest report that must not fire it. */
  miss: (doc: Doc, p: Person) => void;
  /** The severity expected where it fires (graded rules: at that grade). */
  severity: Severity;
};

const metric = (key: 'PBF' | 'VFG' | 'SM' | 'LM' | 'BMI' | 'TBW' | 'WHR' | 'METABOLIC_AGE' | 'ECW', value: number) => (doc: Doc) => {
  doc.bodyComposition[key] = value;
};
const aboveRange = (key: 'PBF' | 'BMI' | 'VFG' | 'WHR', by: number) => (doc: Doc, p: Person) =>
  metric(key, rangeOf(doc, p, key).high + by)(doc);
const belowRange = (key: 'PBF' | 'SM' | 'LM' | 'BMI' | 'TBW', by: number) => (doc: Doc, p: Person) =>
  metric(key, rangeOf(doc, p, key).low - by)(doc);
const both =
  (...edits: Array<(doc: Doc, p: Person) => void>) =>
  (doc: Doc, p: Person) =>
    edits.forEach((e) => e(doc, p));
const muscleTimes = (names: Array<'left_arm' | 'right_arm' | 'left_leg' | 'right_leg'>, factor: number) => (doc: Doc) => {
  for (const n of names) segment(doc, n).muscleKg = Math.round(segment(doc, n).muscleKg * factor * 10) / 10;
};
const region = (name: 'cervical' | 'thoracic' | 'lumbar', level: 'mild' | 'moderate' | 'severe') => (doc: Doc) => {
  const r = doc.spine.regions.find((x) => x.region === name)!;
  Object.assign(r, { level, score: { mild: 30, moderate: 50, severe: 70 }[level] });
};

const CASES: Record<RuleId, Case> = {
  body_fat_very_high: { fire: aboveRange('PBF', 8), miss: aboveRange('PBF', 7.5), severity: 'important' },
  body_fat_high: { fire: aboveRange('PBF', 0.1), miss: aboveRange('PBF', 0), severity: 'attention' },
  body_fat_low: { fire: belowRange('PBF', 0.1), miss: belowRange('PBF', 0), severity: 'attention' },
  visceral_fat_high: { fire: metric('VFG', 10), miss: metric('VFG', 9), severity: 'important' },
  skeletal_muscle_low: { fire: belowRange('SM', 0.1), miss: belowRange('SM', 0), severity: 'attention' },
  lean_mass_low: { fire: belowRange('LM', 0.1), miss: both(belowRange('LM', 0.1), aboveRange('PBF', 0.1)), severity: 'attention' },
  bmi_high: { fire: both(aboveRange('BMI', 1), aboveRange('PBF', 1)), miss: aboveRange('BMI', 1), severity: 'attention' },
  bmi_high_muscular: { fire: aboveRange('BMI', 1), miss: both(aboveRange('BMI', 1), aboveRange('VFG', 1)), severity: 'info' },
  bmi_low: { fire: belowRange('BMI', 0.1), miss: belowRange('BMI', 0), severity: 'attention' },
  metabolic_age_older: {
    fire: (d, p) => metric('METABOLIC_AGE', p.age + 5)(d),
    miss: (d, p) => metric('METABOLIC_AGE', p.age + 4)(d),
    severity: 'attention',
  },
  metabolic_age_younger: {
    fire: (d, p) => metric('METABOLIC_AGE', p.age - 5)(d),
    miss: (d, p) => metric('METABOLIC_AGE', p.age - 4)(d),
    severity: 'info',
  },
  body_water_low: { fire: belowRange('TBW', 0.1), miss: belowRange('TBW', 0), severity: 'attention' },
  extracellular_water_high: {
    fire: (d) => metric('ECW', d.bodyComposition.TBW * 0.4)(d),
    miss: (d) => metric('ECW', d.bodyComposition.TBW * 0.395)(d),
    severity: 'attention',
  },
  waist_hip_ratio_high: { fire: aboveRange('WHR', 0.01), miss: aboveRange('WHR', 0), severity: 'attention' },

  arms_imbalance: { fire: muscleTimes(['left_arm'], 0.9), miss: muscleTimes(['left_arm'], 0.93), severity: 'attention' },
  legs_imbalance: { fire: muscleTimes(['right_leg'], 0.9), miss: muscleTimes(['right_leg'], 0.93), severity: 'attention' },
  lower_body_lagging: {
    fire: muscleTimes(['left_leg', 'right_leg'], 0.85),
    miss: muscleTimes(['left_leg', 'right_leg'], 0.88),
    severity: 'attention',
  },
  upper_body_lagging: {
    fire: muscleTimes(['left_arm', 'right_arm'], 0.85),
    miss: muscleTimes(['left_arm', 'right_arm'], 0.88),
    severity: 'attention',
  },
  leg_muscle_low: {
    fire: (d) => ['left_leg' as const, 'right_leg' as const].forEach((n) => (segment(d, n).muscleRating = 'low')),
    miss: (d) => (segment(d, 'left_leg').muscleRating = 'low'),
    severity: 'attention',
  },
  trunk_fat_high: {
    fire: (d) => (segment(d, 'trunk').fatRating = 'high'),
    miss: (d) => (segment(d, 'left_arm').fatRating = 'high'),
    severity: 'attention',
  },

  forward_head: { fire: (d) => setItem(d, 'forward_head', 8), miss: (d) => setItem(d, 'forward_head', 7.9), severity: 'attention' },
  head_tilt: { fire: (d) => setItem(d, 'head_tilt', 6), miss: (d) => setItem(d, 'head_tilt', 2.9), severity: 'important' },
  round_shoulders: {
    fire: (d) => setItem(d, 'round_shoulder_right', 10),
    miss: (d) => setItem(d, 'round_shoulder_right', 9.9),
    severity: 'attention',
  },
  uneven_shoulders: {
    fire: (d) => setItem(d, 'uneven_shoulders', 2),
    miss: (d) => setItem(d, 'uneven_shoulders', 1.9),
    severity: 'attention',
  },
  pelvis_shift: { fire: (d) => setItem(d, 'pelvis_shift', 4), miss: (d) => setItem(d, 'pelvis_shift', 1.9), severity: 'important' },
  leg_shape: { fire: (d) => setItem(d, 'leg_type', 3, 'none', 'o'), miss: (d) => setItem(d, 'leg_type', 2.9), severity: 'attention' },
  knee_alignment: { fire: (d) => setItem(d, 'knee_left', 5), miss: (d) => setItem(d, 'knee_left', 4.9), severity: 'attention' },
  pelvic_tilt: {
    fire: (d) => setItem(d, 'pelvic_tilt', 10, 'backward'),
    miss: (d) => setItem(d, 'pelvic_tilt', 4.9),
    severity: 'important',
  },
  leg_length_difference: {
    fire: (d) => setItem(d, 'leg_length_difference', 5, 'right'),
    miss: (d) => setItem(d, 'leg_length_difference', 4.9),
    severity: 'attention',
  },

  shoulder_mobility_limited: { fire: (d) => setShoulder(d, 'left', 139), miss: (d) => setShoulder(d, 'left', 140), severity: 'attention' },
  shoulder_mobility_uneven: {
    fire: (d) =>
      both(
        () => setShoulder(d, 'left', 150),
        () => setShoulder(d, 'right', 165),
      )(d, ADULT),
    miss: (d) =>
      both(
        () => setShoulder(d, 'left', 151),
        () => setShoulder(d, 'right', 165),
      )(d, ADULT),
    severity: 'attention',
  },
  shoulder_mobility_great: {
    fire: (d) =>
      both(
        () => setShoulder(d, 'left', 170),
        () => setShoulder(d, 'right', 175),
      )(d, ADULT),
    miss: (d) =>
      both(
        () => setShoulder(d, 'left', 169),
        () => setShoulder(d, 'right', 175),
      )(d, ADULT),
    severity: 'info',
  },

  waist_score_low: { fire: (d) => (d.waist.score = 59), miss: (d) => (d.waist.score = 60), severity: 'attention' },
  waist_ratio_high: { fire: (d) => (d.waist.waistHipRatio = 0.91), miss: (d) => (d.waist.waistHipRatio = 0.9), severity: 'attention' },

  pelvis_anterior_tilt: {
    fire: (d) => (d.pelvis.outcomes = ['anterior_tilt_risk']),
    miss: (d) => (d.pelvis.outcomes = ['posterior_tilt_risk']),
    severity: 'attention',
  },
  pelvis_posterior_tilt: {
    fire: (d) => (d.pelvis.outcomes = ['posterior_tilt']),
    miss: (d) => (d.pelvis.outcomes = ['anterior_tilt']),
    severity: 'important',
  },
  pelvis_leg_length: {
    fire: (d) => Object.assign(d.pelvis, { outcomes: ['right_leg_longer_risk'], legLengthDifferenceMm: -6 }),
    miss: (d) => (d.pelvis.outcomes = ['anterior_tilt_risk']),
    severity: 'attention',
  },

  hip_low_lift: { fire: (d) => (d.hip.liftIndex = 44), miss: (d) => (d.hip.liftIndex = 45), severity: 'info' },

  spine_cervical: { fire: region('cervical', 'moderate'), miss: region('cervical', 'mild'), severity: 'attention' },
  spine_thoracic: { fire: region('thoracic', 'severe'), miss: region('thoracic', 'mild'), severity: 'important' },
  spine_lumbar: { fire: region('lumbar', 'moderate'), miss: region('lumbar', 'mild'), severity: 'attention' },

  neck_pain_risk: { fire: (d) => (d.painRisk.neck = 'medium'), miss: (d) => (d.painRisk.back = 'high'), severity: 'attention' },
  upper_back_pain_risk: { fire: (d) => (d.painRisk.back = 'high'), miss: (d) => (d.painRisk.lowerBack = 'high'), severity: 'important' },
  lower_back_pain_risk: { fire: (d) => (d.painRisk.lowerBack = 'medium'), miss: (d) => (d.painRisk.neck = 'high'), severity: 'attention' },

  youth_scoliosis_risk: {
    person: YOUTH,
    fire: (d) => Object.assign(d.youthSpine!, { skeletalBalance: 'severe', scoliosisRiskScore: 70 }),
    miss: (d) => Object.assign(d.youthSpine!, { skeletalBalance: 'mild', scoliosisRiskScore: 30 }),
    severity: 'important',
  },
  youth_study_posture_load: {
    person: YOUTH,
    fire: (d) => (d.youthSpine!.studyPostureLoad = 'high'),
    miss: (d) => (d.youthSpine!.studyPostureLoad = 'medium'),
    severity: 'important',
  },
  youth_development_weak: {
    person: YOUTH,
    fire: (d) => Object.assign(d.youthSpine!, { developmentRating: 'weak', developmentScore: 50 }),
    miss: (d) => Object.assign(d.youthSpine!, { developmentRating: 'normal', developmentScore: 60 }),
    severity: 'attention',
  },
  youth_growing_pains_risk: {
    person: YOUTH,
    fire: (d) => (d.youthSpine!.growingPains = 'risk'),
    miss: (d) => (d.youthSpine!.growingPains = 'safe'),
    severity: 'attention',
  },
  youth_development_great: {
    person: YOUTH,
    fire: (d) => Object.assign(d.youthSpine!, { developmentRating: 'great', developmentScore: 90 }),
    miss: (d) => Object.assign(d.youthSpine!, { developmentRating: 'good', developmentScore: 80 }),
    severity: 'info',
  },

  overall_balanced: { fire: () => undefined, miss: aboveRange('PBF', 1), severity: 'info' },
};

const report = (c: Case, edit: (doc: Doc, p: Person) => void) => {
  const person = c.person ?? ADULT;
  const doc = normalReport(person);
  edit(doc, person);
  return { doc, person };
};
const ids = (doc: Doc, person: Person) => firedRules(doc, person).map((f) => f.ruleId);
const rules: readonly Rule[] = RULES;

describe('the normal reports', () => {
  it.each([
    ['adult', ADULT],
    ['youth', YOUTH],
  ] as const)('of the %s fire only the positive summary and notes', (_, person) => {
    const doc = normalReport(person);
    for (const key of ['PBF', 'BMI', 'VFG', 'SM', 'LM', 'TBW', 'WHR'] as const)
      expect(rate(doc.bodyComposition[key], rangeOf(doc, person, key)), key).toBe('normal');
    const fired = firedRules(doc, person);
    expect(fired.map((f) => f.ruleId)).toContain('overall_balanced');
    expect(fired.filter((f) => f.severity !== 'info')).toEqual([]);
  });
});

describe('each rule', () => {
  it('has a case here, and every case names a rule', () => {
    expect(Object.keys(CASES).sort()).toEqual(RULES.map((r) => r.id).sort());
  });

  describe.each(RULES.map((r) => [r.id, r] as const))('%s', (id, rule: Rule) => {
    const c = CASES[id];

    it('fires on the report it is meant for, at its severity, with the facts its sentence needs', () => {
      const { doc, person } = report(c, c.fire);
      const hit = firedRules(doc, person).find((f) => f.ruleId === id);
      expect(hit, 'fired').toBeDefined();
      expect(hit!.severity).toBe(c.severity);
      expect(Object.keys(hit!.params).sort()).toEqual([...(rule.params ?? [])].sort());
      for (const v of Object.values(hit!.params)) expect(typeof v === 'string' || Number.isFinite(v), `param ${String(v)}`).toBe(true);
    });

    it('does not fire on the near miss', () => {
      const { doc, person } = report(c, c.miss);
      expect(ids(doc, person)).not.toContain(id);
    });

    const section = rule.section;
    if (section !== 'overall') {
      it(`reads only its own section (${section}): without it the rule is silent`, () => {
        const { doc, person } = report(c, c.fire);
        delete (doc as Record<string, unknown>)[SECTION_FIELD[section]];
        expect(ids(doc, person)).not.toContain(id);
      });
    }
  });
});

describe('the rules data', () => {
  it('has unique ids, weights 1–100, known params and focus areas, and 30–50 rules', () => {
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    expect(rules.length).toBeGreaterThanOrEqual(30);
    expect(rules.length).toBeLessThanOrEqual(50);
    for (const r of rules) {
      expect(r.weight, r.id).toBeGreaterThanOrEqual(1);
      expect(r.weight, r.id).toBeLessThanOrEqual(100);
      for (const p of r.params ?? []) expect(PARAMS, r.id).toContain(p);
      for (const f of Object.keys(r.plan ?? {})) expect(FOCUS_AREAS, r.id).toContain(f);
    }
  });

  it('graded rules give each level its own severity', () => {
    const at = (edit: (d: Doc) => void, id: RuleId, person: Person = ADULT) => {
      const doc = normalReport(person);
      edit(doc);
      return firedRules(doc, person).find((f) => f.ruleId === id)?.severity;
    };
    expect(at((d) => setItem(d, 'forward_head', 14.9), 'forward_head')).toBe('attention');
    expect(at((d) => setItem(d, 'forward_head', 15), 'forward_head')).toBe('important');
    expect(at((d) => (d.pelvis.outcomes = ['anterior_tilt']), 'pelvis_anterior_tilt')).toBe('important');
    expect(at((d) => region('lumbar', 'severe')(d), 'spine_lumbar')).toBe('important');
    expect(at((d) => (d.painRisk.neck = 'high'), 'neck_pain_risk')).toBe('important');
    expect(at((d) => Object.assign(d.youthSpine!, { skeletalBalance: 'moderate' }), 'youth_scoliosis_risk', YOUTH)).toBe('attention');
  });

  it('names the side and direction a sentence needs', () => {
    const fired = (edit: (d: Doc) => void, id: RuleId) => {
      const doc = normalReport(ADULT);
      edit(doc);
      return firedRules(doc, ADULT).find((f) => f.ruleId === id)?.params;
    };
    expect(fired((d) => setItem(d, 'round_shoulder_right', 12), 'round_shoulders')).toMatchObject({ side: 'right', value: 12 });
    expect(fired((d) => (setItem(d, 'round_shoulder_right', 12), setItem(d, 'round_shoulder_left', 21)), 'round_shoulders')).toMatchObject({
      side: 'both',
      value: 21,
    });
    expect(fired((d) => setItem(d, 'pelvic_tilt', 7, 'backward'), 'pelvic_tilt')).toMatchObject({ direction: 'backward', value: 7 });
    expect(fired(muscleTimes(['left_arm'], 0.8), 'arms_imbalance')).toMatchObject({ side: 'left' });
    expect(
      fired((d) => Object.assign(d.pelvis, { outcomes: ['left_leg_longer'], legLengthDifferenceMm: 12 }), 'pelvis_leg_length'),
    ).toEqual({ side: 'left', differenceMm: 12 });
    expect(fired((d) => (setShoulder(d, 'left', 170), setShoulder(d, 'right', 150)), 'shoulder_mobility_uneven')).toEqual({
      side: 'right',
      differenceDeg: 20,
    });
  });
});
