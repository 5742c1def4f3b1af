import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import type { I18n } from '@lingui/core';
import type { Unit } from '#shared/unit-system.ts';
import { pointSentence as sentenceOf, type PointInput, type PointParam } from './point-values.ts';
import { groupSessions } from './plan.ts';

const en = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
const ar = setupI18n({ locale: 'ar', messages: { ar: {} } });

/** The sentence with its no-break spaces as plain ones, for readable expectations. */
const pointSentence = (i18n: I18n, unit: Unit, point: PointInput) => sentenceOf(i18n, unit, point)?.replaceAll('\u00a0', ' ') ?? null;
const num = (name: string, number: number): PointParam => ({ name, number, text: null });
const word = (name: string, text: string): PointParam => ({ name, number: null, text });

describe('a point in words', () => {
  it('body fat in percent, the same in both unit systems', () => {
    const point = { rule: 'body_fat_high', params: [num('value', 28.4), num('high', 22)] };
    const expected =
      'Your body fat is 28.4%, a little above the healthy range (up to 22.0%). Regular cardio and strength training will bring it down steadily.';
    expect(pointSentence(en, 'metric', point)).toBe(expected);
    expect(pointSentence(en, 'imperial', point)).toBe(expected);
  });

  it('muscle in kilograms or pounds', () => {
    const point = { rule: 'skeletal_muscle_low', params: [num('value', 30), num('low', 32.5)] };
    expect(pointSentence(en, 'metric', point)).toMatch(
      /^Your skeletal muscle is 30\.0 kg, below the standard for your body \(from 32\.5 kg\)\./,
    );
    expect(pointSentence(en, 'imperial', point)).toMatch(
      /^Your skeletal muscle is 66\.1 lb, below the standard for your body \(from 71\.7 lb\)\./,
    );
  });

  it('a leg-length difference in millimetres or inches, the longer leg chosen by select', () => {
    const point = { rule: 'leg_length_difference', params: [num('value', 8), word('direction', 'left')] };
    expect(pointSentence(en, 'metric', point)).toMatch(/^Your left leg measures 8 mm longer than the other\./);
    expect(pointSentence(en, 'imperial', point)).toMatch(/^Your left leg measures 0\.31 in longer than the other\./);
  });

  it('a pelvis shift in centimetres or inches', () => {
    const point = { rule: 'pelvis_shift', params: [num('value', 3.2), word('direction', 'forward')] };
    expect(pointSentence(en, 'metric', point)).toMatch(/^Your pelvis is shifted forward by 3\.2 cm\./);
    expect(pointSentence(en, 'imperial', point)).toMatch(/^Your pelvis is shifted forward by 1\.3 in\./);
  });

  it('angles keep their degree sign; sides and leg types are words', () => {
    expect(pointSentence(en, 'imperial', { rule: 'round_shoulders', params: [num('value', 14), word('side', 'both')] })).toMatch(
      /^Your shoulders are rounded forward by up to 14\.0°\./,
    );
    expect(pointSentence(en, 'metric', { rule: 'leg_shape', params: [word('legType', 'o'), num('value', 4.5)] })).toMatch(
      /^Your legs form an O shape \(the knees bow apart\), with a gap of 4\.5 cm\./,
    );
  });

  it('segment masses and the weaker side', () => {
    const point = {
      rule: 'arms_imbalance',
      params: [word('side', 'left'), num('differencePct', 11.2), num('leftKg', 3.1), num('rightKg', 3.47)],
    };
    expect(pointSentence(en, 'metric', point)).toMatch(
      /^Your left arm has 11\.2% less muscle than the other \(left 3\.1 kg, right 3\.5 kg\)\./,
    );
    expect(pointSentence(en, 'imperial', point)).toMatch(/\(left 6\.8 lb, right 7\.7 lb\)/);
  });

  it('years as a plural, ages as plain numbers; levels by select', () => {
    expect(
      pointSentence(en, 'metric', { rule: 'metabolic_age_older', params: [num('metabolicAge', 41), num('age', 34), num('years', 7)] }),
    ).toMatch(/^Your metabolic age is 41, 7 years above your actual age of 34\./);
    expect(pointSentence(en, 'metric', { rule: 'lower_back_pain_risk', params: [word('level', 'high')] })).toMatch(
      /^You have a high risk of lower back pain\./,
    );
    expect(pointSentence(en, 'metric', { rule: 'youth_scoliosis_risk', params: [word('level', 'severe'), num('score', 70)] })).toBe(
      'The scan shows a marked sideways imbalance of the spine (scoliosis risk 70 out of 100). Please have it checked by a doctor or physiotherapist.',
    );
  });

  it('a missing side reads as one of them, never as a raw word', () => {
    expect(pointSentence(en, 'metric', { rule: 'pelvis_leg_length', params: [num('differenceMm', 6)] })).toBe(
      'One leg is 6 mm longer, which tips your pelvis to one side.',
    );
  });

  it('never breaks a line between a number and its unit', () => {
    expect(sentenceOf(en, 'metric', { rule: 'leg_muscle_low', params: [num('kg', 17.26)] })).toContain('(17.3\u00a0kg)');
  });

  it('skips a rule this version does not know', () => {
    expect(pointSentence(en, 'metric', { rule: 'a_rule_of_a_newer_server', params: [num('value', 1)] })).toBeNull();
  });

  it('keeps a number with its unit in one piece in right-to-left text', () => {
    const sentence = sentenceOf(ar, 'metric', { rule: 'leg_muscle_low', params: [num('kg', 17.26)] });
    expect(sentence).toContain('\u206817.3\u00a0kg\u2069');
  });
});

describe('a week of sessions', () => {
  it('counts identical sessions once, in their first order', () => {
    const mobility = { kind: 'mobility', focus: ['neck_mobility'], minutes: 30 };
    const strength = { kind: 'strength', focus: ['full_body_strength'], minutes: 45 };
    expect(groupSessions([mobility, strength, mobility, { ...strength }])).toEqual([
      { ...mobility, count: 2 },
      { ...strength, count: 2 },
    ]);
    expect(groupSessions([mobility, { ...mobility, focus: ['hip_mobility'] }]).map((s) => s.count)).toEqual([1, 1]);
  });
});
