// Unit tests of the interpretation engine (server/src/domain/interpretation/engine.ts) on generated reports. They live
// here, not beside the engine, because the domain may not import the scan generator (domain-not-from-simulator).
import { describe, expect, it } from 'vitest';
import { generateBodyComposition, generateMeasurements, randomSubject, seededRng } from '../src/simulator/generate.ts';
import { SECTION_FIELD } from '../src/scan/report-sections.ts';
import { OUTCOMES, type Model } from '../src/scan/sections.ts';
import { firedRules, interpret, type Interpretation, type Person, type Plan } from '../src/domain/interpretation/engine.ts';
import { RULES } from '../src/domain/interpretation/rules.ts';
import { FOCUS_AREAS, SESSION_KINDS, type FocusArea, type Rule, type Severity } from '../src/domain/interpretation/vocabulary.ts';
import { ADULT, normalReport, rangeOf, setItem, YOUTH, type Doc } from './interpretation-fixtures.ts';

const RANK: Record<Severity, number> = { important: 2, attention: 1, info: 0 };
const WEIGHT = new Map((RULES as readonly Rule[]).map((r) => [r.id, r.weight]));
const TOPIC = new Map((RULES as readonly Rule[]).map((r) => [r.id, r.topic]));

const edited = (person: Person, ...edits: Array<(d: Doc) => void>) => {
  const doc = normalReport(person);
  edits.forEach((e) => e(doc));
  return doc;
};
const fatHigh = (person: Person) => (d: Doc) => {
  d.bodyComposition.PBF = rangeOf(d, person, 'PBF').high + 4;
};
const phaseFocus = (plan: Plan, i: number) => plan.phases[i]?.focus ?? [];
const allFocus = (plan: Plan) => new Set(plan.phases.flatMap((p) => [...p.focus, ...p.sessions.flatMap((s) => s.focus)]));
const allKinds = (plan: Plan) => new Set(plan.phases.flatMap((p) => p.sessions.map((s) => s.kind)));

/** What every interpretation must satisfy, whatever the report. */
function checkValid(result: Interpretation, person: Person, doc: object, ctx: string) {
  const { points, plan } = result;
  // Ordered by severity, then weight.
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    const order = RANK[a.severity] - RANK[b.severity] || (WEIGHT.get(a.ruleId) ?? 0) - (WEIGHT.get(b.ruleId) ?? 0);
    expect(order, ctx).toBeGreaterThanOrEqual(0);
  }
  const topics = points.map((p) => TOPIC.get(p.ruleId)).filter((t) => t !== undefined);
  expect(new Set(topics).size, ctx).toBe(topics.length);
  for (const p of points) {
    if (p.section !== 'overall') expect((doc as Record<string, unknown>)[SECTION_FIELD[p.section]], `${p.ruleId} ${ctx}`).toBeDefined();
    for (const v of Object.values(p.params)) expect(typeof v === 'string' || Number.isFinite(v), ctx).toBe(true);
  }
  expect(JSON.parse(JSON.stringify(result)), ctx).toEqual(result);

  expect(plan.weeks, ctx).toBeGreaterThanOrEqual(8);
  expect(plan.weeks, ctx).toBeLessThanOrEqual(12);
  expect([3, 4], ctx).toContain(plan.sessionsPerWeek);
  expect(plan.phases.length, ctx).toBeGreaterThanOrEqual(1);
  let next = 1;
  for (const phase of plan.phases) {
    // Phases follow each other without gaps and cover every week.
    expect(phase.weeks[0], ctx).toBe(next);
    expect(phase.weeks[1], ctx).toBeGreaterThanOrEqual(phase.weeks[0]);
    next = phase.weeks[1] + 1;
    expect(phase.sessions.length, ctx).toBe(plan.sessionsPerWeek);
    expect(new Set(phase.focus).size, ctx).toBe(phase.focus.length);
    // Each focus of the phase is trained in one of its sessions, and sessions train only the phase's focus.
    expect(new Set(phase.sessions.flatMap((s) => s.focus)), ctx).toEqual(new Set(phase.focus));
    for (const s of phase.sessions) {
      expect(SESSION_KINDS, ctx).toContain(s.kind);
      expect(s.focus.length, ctx).toBeGreaterThan(0);
      for (const f of s.focus) expect(FOCUS_AREAS, ctx).toContain(f);
      expect(s.minutes, ctx).toBeGreaterThanOrEqual(15);
      expect(s.minutes, ctx).toBeLessThanOrEqual(60);
    }
  }
  expect(next - 1, ctx).toBe(plan.weeks);
  if (person.age <= 17) {
    // No loaded strength training and no weight-loss programme for young people.
    expect(allKinds(plan).has('strength'), ctx).toBe(false);
    expect(allKinds(plan).has('cardio'), ctx).toBe(false);
    expect(allFocus(plan).has('fat_loss_cardio'), ctx).toBe(false);
    expect(allFocus(plan).has('play_based_activity'), ctx).toBe(true);
  }
}

describe('interpret: points', () => {
  it('puts the points that matter most first: severity, then weight', () => {
    const doc = edited(
      ADULT,
      (d) => setItem(d, 'head_tilt', 3), // attention 50
      (d) => (d.bodyComposition.VFG = 12), // important 85
      (d) => setItem(d, 'forward_head', 16), // important 80
      (d) => (d.hip.liftIndex = 40), // info 30
      (d) => setItem(d, 'round_shoulder_left', 11), // attention 75
    );
    const result = interpret(doc, ADULT);
    expect(result.points.map((p) => p.ruleId)).toEqual([
      'visceral_fat_high',
      'forward_head',
      'round_shoulders',
      'head_tilt',
      'hip_low_lift',
    ]);
    expect(result.points.map((p) => p.severity)).toEqual(['important', 'important', 'attention', 'attention', 'info']);
    checkValid(result, ADULT, doc, 'ordering');
  });

  it('keeps one point of rules that say the same thing, the strongest', () => {
    const doc = edited(
      ADULT,
      (d) => setItem(d, 'pelvic_tilt', 11),
      (d) => (d.pelvis.outcomes = ['anterior_tilt']),
      (d) => (d.bodyComposition.PBF = 35),
    );
    const fired = firedRules(doc, ADULT).map((f) => f.ruleId);
    expect(fired).toEqual(expect.arrayContaining(['pelvic_tilt', 'pelvis_anterior_tilt', 'body_fat_high', 'body_fat_very_high']));
    const shown = interpret(doc, ADULT).points.map((p) => p.ruleId);
    expect(shown).toContain('pelvis_anterior_tilt');
    expect(shown).toContain('body_fat_very_high');
    expect(shown).not.toContain('pelvic_tilt');
    expect(shown).not.toContain('body_fat_high');
  });

  it('a suspected item does not hide an abnormal one of the same topic', () => {
    // The posture item is abnormal (important), the pelvis only says "risk" (attention): the stronger wins.
    const doc = edited(
      ADULT,
      (d) => setItem(d, 'pelvic_tilt', 11),
      (d) => (d.pelvis.outcomes = ['anterior_tilt_risk']),
    );
    const shown = interpret(doc, ADULT).points.map((p) => p.ruleId);
    expect(shown).toContain('pelvic_tilt');
    expect(shown).not.toContain('pelvis_anterior_tilt');
  });

  it('says study-posture load rather than forward head for a young person', () => {
    const doc = edited(
      YOUTH,
      (d) => setItem(d, 'forward_head', 16),
      (d) => (d.youthSpine!.studyPostureLoad = 'high'),
    );
    const shown = interpret(doc, YOUTH).points.map((p) => p.ruleId);
    expect(shown).toContain('youth_study_posture_load');
    expect(shown).not.toContain('forward_head');
  });

  it('gives a complete report with nothing notable one positive point and a maintenance plan', () => {
    for (const person of [ADULT, YOUTH]) {
      const doc = normalReport(person);
      const result = interpret(doc, person);
      // The summary leads; positive notes may follow it.
      expect(result.points[0]?.ruleId).toBe('overall_balanced');
      expect(result.points.every((p) => p.severity === 'info')).toBe(true);
      expect(result.plan.weeks).toBe(8);
      expect(result.plan.sessionsPerWeek).toBe(3);
      expect(result.plan.phases).toHaveLength(1);
      expect(result.plan.phases[0]!.focus).toContain('full_body_strength');
      expect(result.plan.phases[0]!.focus).toContain('general_mobility');
      checkValid(result, person, doc, `normal ${person.age}`);
    }
  });

  it('has no positive summary when anything needs attention', () => {
    const doc = edited(ADULT, (d) => setItem(d, 'uneven_shoulders', 2));
    expect(interpret(doc, ADULT).points.map((p) => p.ruleId)).toEqual(['uneven_shoulders']);
  });

  it('does not say everything is in a healthy range beside a harmless value outside its range', () => {
    // A muscular build: BMI above its range with normal fat is no cause for concern, but it is not in range either.
    const doc = edited(ADULT, (d) => {
      d.bodyComposition.BMI = rangeOf(d, ADULT, 'BMI').high + 1;
    });
    const ids = interpret(doc, ADULT).points.map((p) => p.ruleId);
    expect(ids).toContain('bmi_high_muscular');
    expect(ids).not.toContain('overall_balanced');
  });
});

describe('interpret: partial outcomes', () => {
  const poor = { postureSeverity: 1, pbf: 40 };
  const sectionsOf = (r: Interpretation) => new Set(r.points.map((p) => p.section));

  it('body composition failed: nothing about body composition or segments, posture still read', () => {
    const subject = { sex: 'female' as const, heightCm: 165, age: 40 };
    const rng = seededRng(3);
    const bodyComposition = { ...generateBodyComposition(subject, rng, { pbf: 40 }), WHR: 0.92 };
    const doc = generateMeasurements(subject, 'M30', rng, { ...poor, bodyComposition, outcome: 'body_composition_failed' });
    const result = interpret(doc, subject);
    expect(sectionsOf(result).has('body_composition')).toBe(false);
    expect(sectionsOf(result).has('segments')).toBe(false);
    expect(sectionsOf(result).has('posture')).toBe(true);
    // The waist analysis still says what the failed WHR would have.
    expect(result.points.map((p) => p.ruleId)).toContain('waist_ratio_high');
    checkValid(result, subject, doc, 'body_composition_failed');
  });

  it('posture failed: body composition only, and the plan still follows it', () => {
    const subject = { sex: 'male' as const, heightCm: 180, age: 45 };
    const doc = generateMeasurements(subject, 'M30', seededRng(4), { ...poor, outcome: 'posture_failed' });
    const result = interpret(doc, subject);
    for (const s of ['posture', 'pelvis', 'shoulder', 'spine', 'pain_risk', 'youth_spine'] as const)
      expect(sectionsOf(result).has(s), s).toBe(false);
    expect(result.points.map((p) => p.ruleId)).toContain('body_fat_very_high');
    expect(allFocus(result.plan).has('fat_loss_cardio')).toBe(true);
    checkValid(result, subject, doc, 'posture_failed');
  });

  it('body assessment failed: body composition and segments only', () => {
    const subject = { sex: 'male' as const, heightCm: 175, age: 35 };
    const doc = generateMeasurements(subject, 'S30', seededRng(5), { ...poor, outcome: 'body_assessment_failed' });
    const result = interpret(doc, subject);
    expect([...sectionsOf(result)].every((s) => s === 'body_composition' || s === 'segments')).toBe(true);
    checkValid(result, subject, doc, 'body_assessment_failed');
  });

  it('failed: no points at all, and a general plan', () => {
    const doc = generateMeasurements(ADULT, 'M30', seededRng(6), { ...poor, outcome: 'failed' });
    const result = interpret(doc, ADULT);
    expect(result.points).toEqual([]);
    checkValid(result, ADULT, doc, 'failed');
  });

  it('an S30 report has no shoulder, waist, spine, pain-risk or youth-spine points', () => {
    const doc = generateMeasurements(YOUTH, 'S30', seededRng(7), poor);
    const result = interpret(doc, YOUTH);
    for (const s of ['shoulder', 'waist', 'spine', 'pain_risk', 'youth_spine'] as const) expect(sectionsOf(result).has(s), s).toBe(false);
    expect(sectionsOf(result).has('posture')).toBe(true);
    checkValid(result, YOUTH, doc, 'S30 youth');
  });
});

describe('interpret: training plan', () => {
  it('puts posture correction in the first phase when posture findings come with other work', () => {
    const doc = edited(
      ADULT,
      (d) => setItem(d, 'forward_head', 16),
      (d) => setItem(d, 'round_shoulder_right', 21),
      fatHigh(ADULT),
    );
    const { plan } = interpret(doc, ADULT);
    expect(phaseFocus(plan, 0)).toContain('posture_correction');
    expect(plan.phases[0]!.sessions.map((s) => s.kind)).toContain('corrective');
    // Strength and fat loss come later, not in the first phase.
    expect(phaseFocus(plan, 0)).not.toContain('fat_loss_cardio');
    expect(phaseFocus(plan, 2)[0]).toBe('fat_loss_cardio');
    checkValid(interpret(doc, ADULT), ADULT, doc, 'posture + fat');
  });

  it('adds fat-loss cardio for high body fat, with an easy endurance start', () => {
    const { plan } = interpret(edited(ADULT, fatHigh(ADULT)), ADULT);
    expect(allFocus(plan).has('fat_loss_cardio')).toBe(true);
    expect(phaseFocus(plan, 0)).toContain('aerobic_base');
    expect(allKinds(plan).has('cardio')).toBe(true);
    const normal = interpret(normalReport(ADULT), ADULT).plan;
    expect(allFocus(normal).has('fat_loss_cardio')).toBe(false);
  });

  it('turns segmental imbalance into unilateral strength', () => {
    const doc = edited(ADULT, (d) => (d.segments.find((s) => s.segment === 'left_leg')!.muscleKg *= 0.85));
    const { plan } = interpret(doc, ADULT);
    expect(phaseFocus(plan, 1)).toContain('unilateral_strength');
    expect(allKinds(plan).has('strength')).toBe(true);
  });

  it('gives a young person habits and play, body-weight strength and no weight-loss programme', () => {
    const doc = edited(
      YOUTH,
      fatHigh(YOUTH),
      (d) => setItem(d, 'round_shoulder_left', 21),
      (d) => (d.segments.find((s) => s.segment === 'left_arm')!.muscleKg *= 0.8),
      (d) => Object.assign(d.youthSpine!, { skeletalBalance: 'moderate', scoliosisRiskScore: 45 }),
    );
    const result = interpret(doc, YOUTH);
    const { plan } = result;
    expect(phaseFocus(plan, 0)).toContain('youth_posture_habits');
    expect(allKinds(plan).has('bodyweight_strength')).toBe(true);
    for (const phase of plan.phases) expect(phase.focus, `${phase.weeks}`).toContain('play_based_activity');
    expect(plan.sessionsPerWeek).toBe(3);
    checkValid(result, YOUTH, doc, 'youth plan');
  });

  it('grows longer and more frequent with more to work on', () => {
    const light = interpret(
      edited(ADULT, (d) => setItem(d, 'head_tilt', 3)),
      ADULT,
    ).plan;
    const heavy = interpret(
      edited(
        ADULT,
        fatHigh(ADULT),
        (d) => setItem(d, 'forward_head', 16),
        (d) => setItem(d, 'pelvic_tilt', 11),
        (d) => (d.bodyComposition.VFG = 14),
        (d) => (d.painRisk.lowerBack = 'high'),
      ),
      ADULT,
    ).plan;
    expect(light).toMatchObject({ weeks: 8, sessionsPerWeek: 3 });
    expect(heavy).toMatchObject({ weeks: 12, sessionsPerWeek: 4 });
    expect(heavy.phases.map((p) => p.weeks)).toEqual([
      [1, 4],
      [5, 8],
      [9, 12],
    ]);
  });

  it('keeps three sessions a week for people of 65 and over', () => {
    const older: Person = { sex: 'female', heightCm: 160, age: 70 };
    const doc = edited(
      older,
      fatHigh(older),
      (d) => setItem(d, 'forward_head', 16),
      (d) => setItem(d, 'pelvic_tilt', 11),
      (d) => (d.bodyComposition.VFG = 14),
    );
    expect(interpret(doc, older).plan.sessionsPerWeek).toBe(3);
  });
});

describe('interpret: generated reports', () => {
  it('never throws and always returns ordered points and a valid plan over 500 reports (both models, youths, every outcome)', () => {
    const rng = seededRng(2026);
    const seen = new Set<string>();
    const focusSeen = new Set<FocusArea>();
    for (let i = 0; i < 500; i++) {
      const subject = randomSubject(rng, { youth: i % 3 === 0 });
      const model: Model = i % 2 ? 'S30' : 'M30';
      const outcome = OUTCOMES[Math.floor(i / 2) % OUTCOMES.length]!;
      const doc = generateMeasurements(subject, model, rng, { outcome, postureSeverity: rng() });
      const result = interpret(doc, subject);
      checkValid(result, subject, doc, JSON.stringify({ i, subject, model, outcome }));
      result.points.forEach((p) => seen.add(p.ruleId));
      allFocus(result.plan).forEach((f) => focusSeen.add(f));
    }
    // Realistic data reaches most rules (the left/right imbalance rules need more asymmetry than the generator makes).
    expect(seen.size).toBeGreaterThanOrEqual(35);
    expect(focusSeen.size).toBeGreaterThanOrEqual(12);
  });
});
