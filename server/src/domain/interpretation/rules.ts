// The interpretation rules, as data a coach can read and change. Each rule's sentence lives on the client
// (one message per id, in 24 languages); here are only when it fires, how much it matters, the facts its
// sentence needs and what it adds to the training plan. Conditions are explained in vocabulary.ts.
import type { Rule } from './vocabulary.ts';

const posture = { suspected: 'attention', abnormal: 'important' } as const;
const pelvis = { risk: 'attention', present: 'important' } as const;
const spine = { moderate: 'attention', severe: 'important' } as const;
const painRisk = { medium: 'attention', high: 'important' } as const;
const found = { gte: 'suspected' } as const;

export const RULES = [
  // ---- Body composition ------------------------------------------------------------------------
  {
    id: 'body_fat_very_high',
    section: 'body_composition',
    topic: 'body_fat',
    when: { metric: 'PBF', rating: 'high', aboveHigh: { gte: 8 } },
    severity: 'important',
    weight: 90,
    params: ['value', 'high'],
    plan: { fat_loss_cardio: 'high', full_body_strength: 'medium' },
  },
  {
    id: 'body_fat_high',
    section: 'body_composition',
    topic: 'body_fat',
    when: { metric: 'PBF', rating: 'high' },
    severity: 'attention',
    weight: 70,
    params: ['value', 'high'],
    plan: { fat_loss_cardio: 'high', full_body_strength: 'medium' },
  },
  {
    id: 'body_fat_low',
    section: 'body_composition',
    when: { metric: 'PBF', rating: 'low' },
    severity: 'attention',
    weight: 50,
    params: ['value', 'low'],
    plan: { full_body_strength: 'medium' },
  },
  {
    id: 'visceral_fat_high',
    section: 'body_composition',
    when: { metric: 'VFG', rating: 'high' },
    severity: 'important',
    weight: 85,
    params: ['value', 'high'],
    plan: { fat_loss_cardio: 'high', core_stability: 'low' },
  },
  {
    id: 'skeletal_muscle_low',
    section: 'body_composition',
    topic: 'muscle',
    when: { metric: 'SM', rating: 'low' },
    severity: 'attention',
    weight: 65,
    params: ['value', 'low'],
    plan: { full_body_strength: 'high' },
  },
  {
    // The lean-mass range is taken at today's weight, so with high body fat LM is low by arithmetic alone:
    // only a lean body with little lean mass says something new.
    id: 'lean_mass_low',
    section: 'body_composition',
    topic: 'muscle',
    when: {
      all: [
        { metric: 'LM', rating: 'low' },
        { metric: 'PBF', rating: ['low', 'normal'] },
      ],
    },
    severity: 'attention',
    weight: 60,
    params: ['value', 'low'],
    plan: { full_body_strength: 'high' },
  },
  {
    id: 'bmi_high',
    section: 'body_composition',
    when: {
      all: [
        { metric: 'BMI', rating: 'high' },
        { metric: 'PBF', rating: 'high' },
      ],
    },
    severity: 'attention',
    weight: 55,
    params: ['value', 'high'],
    plan: { fat_loss_cardio: 'medium' },
  },
  {
    // A heavy build with normal body fat, normal visceral fat and enough muscle is muscle, not a weight problem.
    id: 'bmi_high_muscular',
    section: 'body_composition',
    when: {
      all: [
        { metric: 'BMI', rating: 'high' },
        { metric: 'PBF', rating: ['low', 'normal'] },
        { metric: 'VFG', rating: ['low', 'normal'] },
        { metric: 'SM', rating: ['normal', 'high'] },
      ],
    },
    severity: 'info',
    weight: 30,
    params: ['value'],
  },
  {
    id: 'bmi_low',
    section: 'body_composition',
    when: { metric: 'BMI', rating: 'low' },
    severity: 'attention',
    weight: 55,
    params: ['value', 'low'],
    plan: { full_body_strength: 'medium' },
  },
  {
    id: 'metabolic_age_older',
    section: 'body_composition',
    when: { metabolicAgeVsAge: { gte: 5 } },
    severity: 'attention',
    weight: 45,
    params: ['metabolicAge', 'age', 'years'],
    plan: { aerobic_base: 'medium', full_body_strength: 'low' },
  },
  {
    id: 'metabolic_age_younger',
    section: 'body_composition',
    when: { metabolicAgeVsAge: { lte: -5 } },
    severity: 'info',
    positive: true,
    weight: 25,
    params: ['metabolicAge', 'age', 'years'],
  },
  {
    id: 'body_water_low',
    section: 'body_composition',
    when: { metric: 'TBW', rating: 'low' },
    severity: 'attention',
    weight: 40,
    params: ['value', 'low'],
  },
  {
    // ECW/TBW above 0.39 is the analysers' "slightly high", 0.40 and up "high" (swelling, inflammation).
    id: 'extracellular_water_high',
    section: 'body_composition',
    when: { extracellularWaterRatio: { gte: 0.4 } },
    severity: 'attention',
    weight: 40,
    params: ['ratio'],
  },
  {
    id: 'waist_hip_ratio_high',
    section: 'body_composition',
    topic: 'central_fat',
    when: { metric: 'WHR', rating: 'high' },
    severity: 'attention',
    weight: 60,
    params: ['value', 'high'],
    plan: { fat_loss_cardio: 'medium', core_stability: 'low' },
  },

  // ---- Segmental balance -----------------------------------------------------------------------
  {
    id: 'arms_imbalance',
    section: 'segments',
    when: { segmentBalance: 'arms', differencePct: { gt: 8 } },
    severity: 'attention',
    weight: 50,
    params: ['side', 'differencePct', 'leftKg', 'rightKg'],
    plan: { unilateral_strength: 'high', upper_body_strength: 'low' },
  },
  {
    id: 'legs_imbalance',
    section: 'segments',
    when: { segmentBalance: 'legs', differencePct: { gt: 8 } },
    severity: 'attention',
    weight: 55,
    params: ['side', 'differencePct', 'leftKg', 'rightKg'],
    plan: { unilateral_strength: 'high', lower_body_strength: 'medium' },
  },
  {
    id: 'lower_body_lagging',
    section: 'segments',
    when: { segmentBalance: 'upper_lower', weaker: 'lower', differencePct: { gt: 15 } },
    severity: 'attention',
    weight: 45,
    params: ['differencePct'],
    plan: { lower_body_strength: 'high', glute_strength: 'medium' },
  },
  {
    id: 'upper_body_lagging',
    section: 'segments',
    when: { segmentBalance: 'upper_lower', weaker: 'upper', differencePct: { gt: 15 } },
    severity: 'attention',
    weight: 40,
    params: ['differencePct'],
    plan: { upper_body_strength: 'high' },
  },
  {
    id: 'leg_muscle_low',
    section: 'segments',
    when: { segment: 'legs', muscle: 'low' },
    severity: 'attention',
    weight: 45,
    params: ['kg'],
    plan: { lower_body_strength: 'high' },
  },
  {
    id: 'trunk_fat_high',
    section: 'segments',
    topic: 'central_fat',
    when: { segment: 'trunk', fat: 'high' },
    severity: 'attention',
    weight: 55,
    params: ['kg'],
    plan: { fat_loss_cardio: 'medium', core_stability: 'low' },
  },

  // ---- Posture items (suspected → attention, abnormal → important) ------------------------------
  {
    id: 'forward_head',
    section: 'posture',
    topic: 'forward_head',
    when: { posture: 'forward_head', result: found },
    severity: posture,
    weight: 80,
    params: ['value'],
    plan: { neck_mobility: 'high', posture_correction: 'high' },
  },
  {
    id: 'head_tilt',
    section: 'posture',
    when: { posture: 'head_tilt', result: found },
    severity: posture,
    weight: 50,
    params: ['value', 'direction'],
    plan: { neck_mobility: 'medium', posture_correction: 'low' },
  },
  {
    id: 'round_shoulders',
    section: 'posture',
    when: { posture: ['round_shoulder_left', 'round_shoulder_right'], result: found },
    severity: posture,
    weight: 75,
    params: ['value', 'side'],
    plan: { thoracic_mobility: 'high', posture_correction: 'high', shoulder_mobility: 'low' },
  },
  {
    // direction: the higher shoulder.
    id: 'uneven_shoulders',
    section: 'posture',
    when: { posture: 'uneven_shoulders', result: found },
    severity: posture,
    weight: 60,
    params: ['value', 'direction'],
    plan: { posture_correction: 'medium', core_stability: 'low' },
  },
  {
    id: 'pelvis_shift',
    section: 'posture',
    when: { posture: 'pelvis_shift', result: found },
    severity: posture,
    weight: 55,
    params: ['value', 'direction'],
    plan: { core_stability: 'medium', hip_mobility: 'medium', posture_correction: 'medium' },
  },
  {
    // The leg shape says what the two knee angles mean together, so it wins over knee_alignment.
    id: 'leg_shape',
    section: 'posture',
    topic: 'knees',
    when: { posture: 'leg_type', result: found, legType: ['x', 'o', 'k', 'd'] },
    severity: posture,
    weight: 60,
    params: ['legType', 'value'],
    plan: { knee_alignment: 'high', glute_strength: 'medium' },
  },
  {
    id: 'knee_alignment',
    section: 'posture',
    topic: 'knees',
    when: { posture: ['knee_left', 'knee_right'], result: found },
    severity: posture,
    weight: 55,
    params: ['value', 'side'],
    plan: { knee_alignment: 'high', glute_strength: 'medium' },
  },
  {
    // direction: forward = anterior, backward = posterior.
    id: 'pelvic_tilt',
    section: 'posture',
    topic: 'pelvic_tilt',
    when: { posture: 'pelvic_tilt', result: found },
    severity: posture,
    weight: 70,
    params: ['value', 'direction'],
    plan: { core_stability: 'high', hip_mobility: 'high', glute_strength: 'medium' },
  },
  {
    // direction: the longer leg.
    id: 'leg_length_difference',
    section: 'posture',
    topic: 'leg_length',
    when: { posture: 'leg_length_difference', result: found },
    severity: posture,
    weight: 65,
    params: ['value', 'direction'],
    plan: { unilateral_strength: 'medium', posture_correction: 'low' },
  },

  // ---- Shoulder function -----------------------------------------------------------------------
  {
    id: 'shoulder_mobility_limited',
    section: 'shoulder',
    when: { shoulder: 'either', rating: 'weak' },
    severity: 'attention',
    weight: 60,
    params: ['side', 'rangeDeg'],
    plan: { shoulder_mobility: 'high', thoracic_mobility: 'medium' },
  },
  {
    // side: the more limited shoulder.
    id: 'shoulder_mobility_uneven',
    section: 'shoulder',
    when: { shoulderDifferenceDeg: { gte: 15 } },
    severity: 'attention',
    weight: 45,
    params: ['side', 'differenceDeg'],
    plan: { shoulder_mobility: 'medium', unilateral_strength: 'low' },
  },
  {
    id: 'shoulder_mobility_great',
    section: 'shoulder',
    when: { shoulder: 'both', rating: 'great' },
    severity: 'info',
    positive: true,
    weight: 20,
  },

  // ---- Waist and abdomen -----------------------------------------------------------------------
  {
    id: 'waist_score_low',
    section: 'waist',
    topic: 'central_fat',
    when: { waistScore: { lt: 60 } },
    severity: 'attention',
    weight: 50,
    params: ['score'],
    plan: { fat_loss_cardio: 'medium', core_stability: 'medium' },
  },
  {
    // The same ratio as the body composition's WHR; it speaks when body composition failed.
    id: 'waist_ratio_high',
    section: 'waist',
    topic: 'central_fat',
    when: { waistHipRatio: 'high' },
    severity: 'attention',
    weight: 58,
    params: ['value', 'high'],
    plan: { fat_loss_cardio: 'medium', core_stability: 'low' },
  },

  // ---- Pelvis (an outcome's "_risk" form → attention, the outcome itself → important) -----------
  {
    id: 'pelvis_anterior_tilt',
    section: 'pelvis',
    topic: 'pelvic_tilt',
    when: { pelvis: ['anterior_tilt', 'anterior_tilt_risk'] },
    severity: pelvis,
    weight: 72,
    params: ['tiltDeg'],
    plan: { core_stability: 'high', hip_mobility: 'high', glute_strength: 'medium' },
  },
  {
    id: 'pelvis_posterior_tilt',
    section: 'pelvis',
    topic: 'pelvic_tilt',
    when: { pelvis: ['posterior_tilt', 'posterior_tilt_risk'] },
    severity: pelvis,
    weight: 72,
    params: ['tiltDeg'],
    plan: { hip_mobility: 'high', core_stability: 'medium' },
  },
  {
    // side: the longer leg.
    id: 'pelvis_leg_length',
    section: 'pelvis',
    topic: 'leg_length',
    when: { pelvis: ['left_leg_longer', 'left_leg_longer_risk', 'right_leg_longer', 'right_leg_longer_risk'] },
    severity: pelvis,
    weight: 67,
    params: ['side', 'differenceMm'],
    plan: { unilateral_strength: 'medium', posture_correction: 'low' },
  },

  // ---- Hip shape -------------------------------------------------------------------------------
  {
    id: 'hip_low_lift',
    section: 'hip',
    when: { hipLiftIndex: { lt: 45 } },
    severity: 'info',
    weight: 30,
    params: ['liftIndex'],
    plan: { glute_strength: 'medium' },
  },

  // ---- Spine (M30; moderate → attention, severe → important) -----------------------------------
  {
    id: 'spine_cervical',
    section: 'spine',
    when: { spine: 'cervical', level: { gte: 'moderate' } },
    severity: spine,
    weight: 62,
    params: ['level', 'score'],
    plan: { neck_mobility: 'high', posture_correction: 'medium' },
  },
  {
    id: 'spine_thoracic',
    section: 'spine',
    when: { spine: 'thoracic', level: { gte: 'moderate' } },
    severity: spine,
    weight: 64,
    params: ['level', 'score'],
    plan: { thoracic_mobility: 'high', posture_correction: 'medium' },
  },
  {
    id: 'spine_lumbar',
    section: 'spine',
    when: { spine: 'lumbar', level: { gte: 'moderate' } },
    severity: spine,
    weight: 66,
    params: ['level', 'score'],
    plan: { core_stability: 'high', hip_mobility: 'medium' },
  },

  // ---- Pain risk (M30; medium → attention, high → important) -----------------------------------
  {
    id: 'neck_pain_risk',
    section: 'pain_risk',
    when: { painRisk: 'neck', level: { gte: 'medium' } },
    severity: painRisk,
    weight: 74,
    params: ['level'],
    plan: { neck_mobility: 'high', posture_correction: 'medium' },
  },
  {
    id: 'upper_back_pain_risk',
    section: 'pain_risk',
    when: { painRisk: 'back', level: { gte: 'medium' } },
    severity: painRisk,
    weight: 73,
    params: ['level'],
    plan: { thoracic_mobility: 'high', posture_correction: 'medium' },
  },
  {
    id: 'lower_back_pain_risk',
    section: 'pain_risk',
    when: { painRisk: 'lowerBack', level: { gte: 'medium' } },
    severity: painRisk,
    weight: 76,
    params: ['level'],
    plan: { core_stability: 'high', hip_mobility: 'medium' },
  },

  // ---- Youth spine (M30, ages 10–17) -----------------------------------------------------------
  {
    // Severe means: have it looked at by a professional; the sentence says so.
    id: 'youth_scoliosis_risk',
    section: 'youth_spine',
    when: { youthSpine: 'scoliosis_risk', level: { gte: 'moderate' } },
    severity: { moderate: 'attention', severe: 'important' },
    weight: 95,
    params: ['level', 'score'],
    plan: { youth_posture_habits: 'high', posture_correction: 'medium' },
  },
  {
    // Follows the forward-head angle; for a young person it is the better way to say it.
    id: 'youth_study_posture_load',
    section: 'youth_spine',
    topic: 'forward_head',
    when: { youthSpine: 'study_posture_load', level: { gte: 'high' } },
    severity: 'important',
    weight: 82,
    params: ['level'],
    plan: { youth_posture_habits: 'high', neck_mobility: 'medium' },
  },
  {
    id: 'youth_development_weak',
    section: 'youth_spine',
    when: { youthSpine: 'development', rating: 'weak' },
    severity: 'attention',
    weight: 70,
    params: ['score'],
    plan: { play_based_activity: 'high', youth_posture_habits: 'medium' },
  },
  {
    id: 'youth_growing_pains_risk',
    section: 'youth_spine',
    when: { youthSpine: 'growing_pains', is: 'risk' },
    severity: 'attention',
    weight: 50,
    plan: { knee_alignment: 'medium', play_based_activity: 'low' },
  },
  {
    id: 'youth_development_great',
    section: 'youth_spine',
    when: { youthSpine: 'development', rating: 'great' },
    severity: 'info',
    positive: true,
    weight: 20,
    params: ['score'],
  },

  // ---- Overall ---------------------------------------------------------------------------------
  {
    // Weight 100: when nothing is notable, the summary leads the positive notes.
    id: 'overall_balanced',
    section: 'overall',
    when: { nothingNotable: true },
    severity: 'info',
    weight: 100,
  },
] as const satisfies readonly Rule[];

export type RuleId = (typeof RULES)[number]['id'];
