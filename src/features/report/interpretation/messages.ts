// The interpretation's words: one sentence per rule id of the server's rule engine
// (server/src/domain/interpretation/rules.ts), the focus areas and session kinds of the training plan, and the
// severities. The server sends ids and facts; numbers arrive here already formatted with their unit (see
// point-values.ts), so no sentence writes a unit after a placeholder. Sides, directions, levels and leg
// types are ICU `select`s on the server's lower-case words.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Tone } from '../parts/verdicts.ts';
import type { EnumOf } from '#src/graphql/graphql.ts';

export const RULE_MESSAGES = {
  // ---- Body composition
  body_fat_very_high: msg({
    comment: 'Body fat % well above the healthy range. Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      'Your body fat is {value}, well above the healthy range for your age and sex (up to {high}). Bringing it down is the most useful thing you can do for your health right now.',
  }),
  body_fat_high: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      'Your body fat is {value}, a little above the healthy range (up to {high}). Regular cardio and strength training will bring it down steadily.',
  }),
  body_fat_low: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      'Your body fat is {value}, below the healthy range (from {low}). Some fat is essential for hormones and energy, so eat enough to support your training.',
  }),
  visceral_fat_high: msg({
    comment: 'value and high are visceral fat levels (plain numbers).',
    message:
      'Your visceral fat level is {value} (healthy: up to {high}). This fat surrounds your organs and can be high even when your body fat overall is normal or low; it raises heart and metabolic risk, but it responds well to regular exercise and a balanced diet.',
  }),
  skeletal_muscle_low: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      'Your skeletal muscle is {value}, below the standard for your body (from {low}). Strength training two or three times a week will build it up.',
  }),
  lean_mass_low: msg({
    comment: 'Muscle mass is what the report calls lean mass (LM). Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      'Your muscle mass is {value}, below the standard for your body (from {low}), although your body fat is not high. Strength training and enough protein will help you build it.',
  }),
  bmi_high: msg({
    comment: 'value and high are BMI numbers without a unit.',
    message:
      'Your BMI is {value}, above the healthy range (up to {high}), and your body fat is high as well. Losing some fat will improve both.',
  }),
  bmi_high_muscular: msg({
    comment: 'value is a BMI number without a unit.',
    message:
      'Your BMI is {value}, above the usual range, but your body fat and visceral fat are normal: the extra weight is mostly muscle and no cause for concern.',
  }),
  bmi_low: msg({
    comment: 'value and low are BMI numbers without a unit.',
    message:
      'Your BMI is {value}, below the healthy range (from {low}). Eating enough and training for strength will help you reach a healthy weight.',
  }),
  metabolic_age_older: msg({
    comment: 'metabolicAge and age are ages in years (plain numbers); years is the difference.',
    message:
      'Your metabolic age is {metabolicAge}, {years, plural, one {# year} other {# years}} above your actual age of {age}. More activity and more muscle will bring it down.',
  }),
  metabolic_age_younger: msg({
    comment: 'metabolicAge and age are ages in years (plain numbers); years is the difference.',
    message:
      'Your metabolic age is {metabolicAge}, {years, plural, one {# year} other {# years}} below your actual age of {age}. Well done!',
  }),
  body_water_low: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      'Your body water is {value}, below the standard range (from {low}). Drink regularly through the day, especially around training.',
  }),
  extracellular_water_high: msg({
    comment: 'ratio is a decimal number such as 0.41.',
    message:
      'The share of your body water outside the cells is {ratio} (usually 0.36 to 0.39). This can point to swelling or inflammation; if it stays high, talk to a doctor.',
  }),
  waist_hip_ratio_high: msg({
    comment: 'value and high are ratios such as 0.93.',
    message:
      'Your waist-to-hip ratio is {value}, above the healthy limit of {high}. Fat around the waist carries the most health risk; cardio and core training help reduce it.',
  }),

  // ---- Segmental balance
  arms_imbalance: msg({
    comment: 'side is the arm with less muscle. Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      '{side, select, left {Your left arm} other {Your right arm}} has {differencePct} less muscle than the other (left {leftKg}, right {rightKg}). Single-arm exercises will even them out.',
  }),
  legs_imbalance: msg({
    comment: 'side is the leg with less muscle. Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      '{side, select, left {Your left leg} other {Your right leg}} has {differencePct} less muscle than the other (left {leftKg}, right {rightKg}). Single-leg exercises will even them out.',
  }),
  lower_body_lagging: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message: 'Your legs carry {differencePct} less muscle than your upper body would lead us to expect. Put leg and glute strength first.',
  }),
  upper_body_lagging: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message: 'Your arms carry {differencePct} less muscle than your legs would lead us to expect. Add upper-body strength training.',
  }),
  leg_muscle_low: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      'The muscle in your legs ({kg}) is below the standard for your body. Strong legs support your posture, balance and metabolism.',
  }),
  trunk_fat_high: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message: 'You carry a lot of fat on your trunk ({kg}). Fat around the middle is the kind most worth reducing.',
  }),

  // ---- Posture
  forward_head: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      'Your head sits {value} forward of your shoulders, which strains your neck. Neck mobility and posture exercises help bring it back.',
  }),
  head_tilt: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      'Your head tilts {value} {direction, select, left {to the left} right {to the right} other {to one side}}. Gentle neck stretches and watching how you sit and hold your phone help.',
  }),
  round_shoulders: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      '{side, select, left {Your left shoulder is} right {Your right shoulder is} other {Your shoulders are}} rounded forward by up to {value}. Opening up your chest and upper back will improve this.',
  }),
  uneven_shoulders: msg({
    comment: 'direction is the higher shoulder. Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      '{direction, select, left {Your left shoulder sits} right {Your right shoulder sits} other {One shoulder sits}} higher than the other, by {value}. Balanced training and posture work help level them.',
  }),
  pelvis_shift: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      'Your pelvis is {direction, select, forward {shifted forward} backward {shifted backward} other {off centre}} by {value}. Core and hip exercises help you stand in balance.',
  }),
  leg_shape: msg({
    comment:
      'legType is the leg shape; value is the gap behind it. Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      'Your legs form {legType, select, x {an X shape (the knees turn towards each other)} o {an O shape (the knees bow apart)} k {a K shape (the left knee turns inwards)} d {a D shape (the right knee turns inwards)} other {an uneven shape}}, with a gap of {value}. Stronger hips and glutes help keep your knees in line.',
  }),
  knee_alignment: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      '{side, select, left {Your left knee is} right {Your right knee is} other {Your knees are}} out of line by up to {value}. Hip and glute strength help your knees track straight.',
  }),
  pelvic_tilt: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      'Your pelvis tilts {direction, select, forward {forward (anterior tilt)} backward {backward (posterior tilt)} other {out of line}} by {value}, which can load your lower back. Core strength, hip mobility and glute work help.',
  }),
  leg_length_difference: msg({
    comment: 'direction is the longer leg. Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      '{direction, select, left {Your left leg} right {Your right leg} other {One leg}} measures {value} longer than the other. Small differences are common; one-sided strength work keeps you balanced, and a specialist can advise if it bothers you.',
  }),

  // ---- Shoulder function
  shoulder_mobility_limited: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      '{side, select, left {Your left shoulder moves} right {Your right shoulder moves} other {Your shoulders move}} through only {rangeDeg}. Regular shoulder mobility work will help you move freely.',
  }),
  shoulder_mobility_uneven: msg({
    comment: 'side is the more limited shoulder. Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      '{side, select, left {Your left shoulder} other {Your right shoulder}} moves {differenceDeg} less than the other. Extra mobility work on that side will even them out.',
  }),
  shoulder_mobility_great: msg`Your shoulders move through a great range of motion.`,

  // ---- Waist and abdomen
  waist_score_low: msg({
    comment: 'score is a plain number.',
    message: 'Your waist analysis scores {score} out of 100. Reducing fat around the waist will raise it.',
  }),
  waist_ratio_high: msg({
    comment: 'value and high are ratios such as 0.93.',
    message:
      'Your waist-to-hip ratio is {value}, above the healthy limit of {high}. Fat around the waist carries the most health risk; cardio and core training help reduce it.',
  }),

  // ---- Pelvis
  pelvis_anterior_tilt: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      'Your pelvis tilts forward by {tiltDeg}. This often comes with tight hip flexors and weak glutes, and it can strain your lower back.',
  }),
  pelvis_posterior_tilt: msg({
    comment: 'Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message: 'Your pelvis tilts backward by {tiltDeg}. This often comes with tight hamstrings and can flatten your lower back.',
  }),
  pelvis_leg_length: msg({
    comment: 'side is the longer leg. Numbers come formatted with their unit (24.1%, 31.5 kg, 12.0°, 3.2 cm).',
    message:
      '{side, select, left {Your left leg is} right {Your right leg is} other {One leg is}} {differenceMm} longer, which tips your pelvis to one side.',
  }),

  // ---- Hip shape
  hip_low_lift: msg({
    comment: 'liftIndex is a plain number from 0 to 100.',
    message: 'Your hip lift index is {liftIndex}. Glute exercises will give your hips more shape and support.',
  }),

  // ---- Spine
  spine_cervical: msg({
    comment: 'level is moderate or severe; score is a plain number.',
    message:
      'Your neck (cervical spine) shows {level, select, moderate {a moderate} other {a marked}} deviation from its healthy curve (score {score}).',
  }),
  spine_thoracic: msg({
    comment: 'level is moderate or severe; score is a plain number.',
    message:
      'Your upper back (thoracic spine) shows {level, select, moderate {a moderate} other {a marked}} deviation from its healthy curve (score {score}).',
  }),
  spine_lumbar: msg({
    comment: 'level is moderate or severe; score is a plain number.',
    message:
      'Your lower back (lumbar spine) shows {level, select, moderate {a moderate} other {a marked}} deviation from its healthy curve (score {score}).',
  }),

  // ---- Pain risk
  neck_pain_risk: msg({
    comment: 'level is medium or high.',
    message:
      'You have {level, select, medium {a moderate risk} other {a high risk}} of neck pain. Take breaks from screens and keep your head above your shoulders.',
  }),
  upper_back_pain_risk: msg({
    comment: 'level is medium or high.',
    message:
      'You have {level, select, medium {a moderate risk} other {a high risk}} of upper back pain. Move often and keep your chest open when you sit.',
  }),
  lower_back_pain_risk: msg({
    comment: 'level is medium or high.',
    message:
      'You have {level, select, medium {a moderate risk} other {a high risk}} of lower back pain. A strong core and mobile hips protect your lower back.',
  }),

  // ---- Youth spine (read by people aged 10 to 17 and their parents)
  youth_scoliosis_risk: msg({
    comment: 'level is moderate or severe; score is a plain number from 0 to 100.',
    message:
      'The scan shows {level, select, moderate {a moderate} other {a marked}} sideways imbalance of the spine (scoliosis risk {score} out of 100). {level, select, severe {Please have it checked by a doctor or physiotherapist.} other {Good posture habits and regular activity help; measure again in a few months.}}',
  }),
  youth_study_posture_load: msg({
    comment: 'level is high or overload.',
    message:
      'The way you sit to study puts {level, select, high {a high load} other {a very high load}} on your neck and spine. Keep books and screens at eye level and take a break to move around every 45 minutes.',
  }),
  youth_development_weak: msg({
    comment: 'score is a plain number from 0 to 100.',
    message:
      'Your spine development score is {score} out of 100, lower than it could be. Plenty of active play and sport help your back grow strong.',
  }),
  youth_growing_pains_risk: msg`The way your legs are aligned suggests a risk of growing pains. Varied activity helps; if your legs ache often, see a doctor.`,
  youth_development_great: msg({
    comment: 'score is a plain number from 0 to 100.',
    message: 'Your spine development score is {score} out of 100. Great work!',
  }),

  // ---- Overall
  overall_balanced: msg`Everything we measured is in a healthy range. Keep up what you are doing.`,
} as const satisfies Record<string, MessageDescriptor>;

export type KnownRule = keyof typeof RULE_MESSAGES;

/** A rule id this version of the app can word; a newer server's other ids are skipped, never shown raw. */
export function isKnownRule(rule: string): rule is KnownRule {
  return Object.hasOwn(RULE_MESSAGES, rule);
}

export const FOCUS_LABELS: Record<string, MessageDescriptor> = {
  posture_correction: msg`Posture correction`,
  neck_mobility: msg`Neck mobility`,
  thoracic_mobility: msg`Upper-back mobility`,
  shoulder_mobility: msg`Shoulder mobility`,
  hip_mobility: msg`Hip mobility`,
  general_mobility: msg`General mobility`,
  core_stability: msg`Core stability`,
  knee_alignment: msg`Knee alignment`,
  youth_posture_habits: msg`Everyday posture habits`,
  glute_strength: msg`Glute strength`,
  unilateral_strength: msg`Single-side strength`,
  upper_body_strength: msg`Upper-body strength`,
  lower_body_strength: msg`Lower-body strength`,
  full_body_strength: msg`Full-body strength`,
  fat_loss_cardio: msg`Fat-burning cardio`,
  aerobic_base: msg`Endurance`,
  play_based_activity: msg`Active play and sport`,
};

export const SESSION_LABELS: Record<string, MessageDescriptor> = {
  mobility: msg({ message: 'Mobility', comment: 'A kind of training session.' }),
  corrective: msg`Corrective exercises`,
  stability: msg({ message: 'Stability', comment: 'A kind of training session.' }),
  strength: msg`Strength training`,
  bodyweight_strength: msg`Body-weight strength`,
  cardio: msg`Cardio`,
  active_play: msg`Active play`,
  habit_practice: msg`Habit practice`,
};

/** A session kind this version doesn't know yet still counts as a session of the week. */
export const OTHER_SESSION = msg`Training session`;

export type Severity = EnumOf<'FindingSeverity'>;

/** How much a point matters: a word and an icon beside the colour, never colour alone. */
export const SEVERITY: Record<Severity, { tone: Tone; icon: string; label: MessageDescriptor }> = {
  IMPORTANT: { tone: 'bad', icon: '!!', label: msg`Important` },
  ATTENTION: { tone: 'warn', icon: '!', label: msg`Worth attention` },
  INFO: { tone: 'good', icon: 'i', label: msg`Good to know` },
};

export const PLAN_MESSAGES = {
  phaseWeeks: msg({ comment: 'A phase of the plan: its first and last week.', message: 'Weeks {from}–{to}' }),
  phaseWeek: msg({ comment: 'A phase of the plan one week long.', message: 'Week {from}' }),
  timesAWeek: msg({
    comment: 'How often a kind of session comes in a week.',
    message: '{count, plural, one {once a week} =2 {twice a week} other {# times a week}}',
  }),
  minutes: msg({ comment: 'The length of a session, e.g. 30 min.', message: '{minutes} min' }),
};

export const SHOW_ALL = msg({
  comment: 'Reveals the rest of the points; count is all of them.',
  message: '{count, plural, one {Show # point} other {Show all # points}}',
});

/** A descriptor with the values for its placeholders, for `i18n._` (which takes values only inside a descriptor). */
export function withValues(descriptor: MessageDescriptor, values: NonNullable<MessageDescriptor['values']>): MessageDescriptor {
  return { ...descriptor, values };
}
