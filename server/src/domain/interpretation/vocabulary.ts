// The words the interpretation rules are written in: conditions over a report, severities, the facts a
// sentence may use, and the training focus areas with the kind of session that trains each.
import type {
  BALANCES,
  FunctionRating,
  HipType,
  LegType,
  MetricKey,
  PelvisOutcome,
  PostureItemKey,
  PostureResult,
  Rating,
  RiskLevel,
  SegmentKey,
  SpineLevel,
  SpineRegion,
  STUDY_LOADS,
} from '#server/scan/sections.ts';
import type { SectionId } from '#server/scan/report-sections.ts';

export type Severity = 'info' | 'attention' | 'important';
export type Priority = 'high' | 'medium' | 'low';

export type Balance = (typeof BALANCES)[number];
export type StudyLoad = (typeof STUDY_LOADS)[number];

/** Every bound given must hold: `{ gt: 8 }`, `{ gte: 5, lt: 10 }`. */
export type Compare = { gt?: number; gte?: number; lt?: number; lte?: number };
/** One level, a list of levels, or "this level or worse" (`{ gte: 'moderate' }`). */
export type LevelTest<T extends string> = T | readonly T[] | { gte: T };

/** The metrics that have a standard range (ranges.ts); METABOLIC_AGE and SCORE have none. */
export type RatedMetric = Exclude<MetricKey, 'METABOLIC_AGE' | 'SCORE'>;

/**
 * A condition over one report. Each reads one section; when that section is missing (a failed part, or a
 * model that doesn't measure it) the condition is false, so partial reports fire nothing there.
 */
export type Condition =
  /** The metric's rating against the person's standard range; `aboveHigh` tests value − top of the range. */
  | { metric: RatedMetric; rating: Rating | readonly Rating[]; aboveHigh?: Compare }
  /** Metabolic age minus the person's age, in years. */
  | { metabolicAgeVsAge: Compare }
  /** ECW / TBW. */
  | { extracellularWaterRatio: Compare }
  /** A segment's own rating; 'arms' and 'legs' mean both of them. */
  | { segment: SegmentKey | 'arms' | 'legs'; muscle?: Rating; fat?: Rating }
  /** Left against right muscle: |L − R| as % of their mean. */
  | { segmentBalance: 'arms' | 'legs'; differencePct: Compare }
  /** Arm against leg muscle, as % away from the standard arm/leg proportion; `weaker` names the lagging half. */
  | { segmentBalance: 'upper_lower'; weaker: 'upper' | 'lower'; differencePct: Compare }
  /** Any of the items with a result that passes; `legType` narrows the leg-type item. */
  | { posture: PostureItemKey | readonly PostureItemKey[]; result: LevelTest<PostureResult>; legType?: readonly LegType[] }
  /** Shoulder range-of-motion rating of either or both sides (great is best, weak worst). */
  | { shoulder: 'either' | 'both'; rating: LevelTest<FunctionRating> }
  | { shoulderDifferenceDeg: Compare }
  | { waistScore: Compare }
  /** The waist analysis's WHR rated like the body-composition WHR (by sex). */
  | { waistHipRatio: Rating }
  /** Any of these pelvis outcomes. */
  | { pelvis: readonly PelvisOutcome[] }
  | { hipType: readonly HipType[] }
  | { hipLiftIndex: Compare }
  | { spine: SpineRegion; level: LevelTest<SpineLevel> }
  | { painRisk: 'neck' | 'back' | 'lowerBack'; level: LevelTest<RiskLevel> }
  | { youthSpine: 'scoliosis_risk'; level: LevelTest<Balance> }
  | { youthSpine: 'study_posture_load'; level: LevelTest<StudyLoad> }
  | { youthSpine: 'development'; rating: LevelTest<FunctionRating> }
  | { youthSpine: 'growing_pains'; is: 'risk' | 'safe' }
  /** Every condition holds; their facts are merged, the first one's winning. */
  | { all: readonly Condition[] }
  /** At least one section was measured and no other rule found anything worth attention. */
  | { nothingNotable: true };

/** Facts a condition yields for the sentence (numbers metric, rounded; sides and levels as enum words). */
export const PARAMS = [
  'value',
  'low',
  'high',
  'unit',
  'side',
  'direction',
  'legType',
  'differencePct',
  'differenceDeg',
  'differenceMm',
  'leftKg',
  'rightKg',
  'kg',
  'years',
  'metabolicAge',
  'age',
  'ratio',
  'rangeDeg',
  'score',
  'level',
  'tiltDeg',
  'liftIndex',
  'type',
] as const;
export type Param = (typeof PARAMS)[number];
export type Params = Partial<Record<Param, number | string>>;

/** The level a condition matched (a posture result, a risk level…), for severities that depend on it. */
export type Grade = PostureResult | SpineLevel | RiskLevel | Balance | StudyLoad | FunctionRating | Rating | 'risk' | 'present';
/** A fixed severity, or one per matched level: `{ suspected: 'attention', abnormal: 'important' }`. */
export type RuleSeverity = Severity | Partial<Record<Grade, Severity>>;

/**
 * The sections no rule reads, and why: every other section of the registry has at least one rule
 * (server/test/section-coverage.unit.test.ts), so a new section is read by the interpretation or written down here.
 */
export const SECTIONS_WITHOUT_RULES = {
  girths: 'girths have no normal range of their own; the waist-hip ratio and the waist section carry what matters',
  shape_prediction: 'a projection to a weight target, not a finding; the body composition it starts from has rules',
} as const satisfies Partial<Record<SectionId, string>>;

export type RuleSection = Exclude<SectionId, keyof typeof SECTIONS_WITHOUT_RULES> | 'overall';

export type Rule = {
  /** Maps to one client-side message; never shown as text. */
  id: string;
  section: RuleSection;
  /** Rules with the same topic say the same thing: only the strongest that fires is shown. */
  topic?: string;
  when: Condition;
  severity: RuleSeverity;
  /** How much it matters within its severity, 1–100. */
  weight: number;
  /**
   * A strength to keep (an info rule): "everything we measured is in a healthy range" may stand beside it. An info
   * rule without it notes something outside a usual range that is no cause for concern, which that summary would deny.
   */
  positive?: true;
  /** The facts its sentence uses. */
  params?: readonly Param[];
  /** What the finding adds to the training plan. */
  plan?: Partial<Record<FocusArea, Priority>>;
};

export const FOCUS_AREAS = [
  'posture_correction',
  'neck_mobility',
  'thoracic_mobility',
  'shoulder_mobility',
  'hip_mobility',
  'general_mobility',
  'core_stability',
  'knee_alignment',
  'youth_posture_habits',
  'glute_strength',
  'unilateral_strength',
  'upper_body_strength',
  'lower_body_strength',
  'full_body_strength',
  'fat_loss_cardio',
  'aerobic_base',
  'play_based_activity',
] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];

export const SESSION_KINDS = [
  'mobility',
  'corrective',
  'stability',
  'strength',
  'bodyweight_strength',
  'cardio',
  'active_play',
  'habit_practice',
] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/**
 * When in the plan a focus belongs (foundation first, then build, then condition) and the session that trains
 * it. Youths train strength with their body weight only (see plan.ts).
 */
export const FOCUS: Record<FocusArea, { stage: 'foundation' | 'build' | 'condition'; session: SessionKind }> = {
  posture_correction: { stage: 'foundation', session: 'corrective' },
  neck_mobility: { stage: 'foundation', session: 'mobility' },
  thoracic_mobility: { stage: 'foundation', session: 'mobility' },
  shoulder_mobility: { stage: 'foundation', session: 'mobility' },
  hip_mobility: { stage: 'foundation', session: 'mobility' },
  general_mobility: { stage: 'foundation', session: 'mobility' },
  core_stability: { stage: 'foundation', session: 'stability' },
  knee_alignment: { stage: 'foundation', session: 'corrective' },
  youth_posture_habits: { stage: 'foundation', session: 'habit_practice' },
  glute_strength: { stage: 'build', session: 'strength' },
  unilateral_strength: { stage: 'build', session: 'strength' },
  upper_body_strength: { stage: 'build', session: 'strength' },
  lower_body_strength: { stage: 'build', session: 'strength' },
  full_body_strength: { stage: 'build', session: 'strength' },
  fat_loss_cardio: { stage: 'condition', session: 'cardio' },
  aerobic_base: { stage: 'condition', session: 'cardio' },
  play_based_activity: { stage: 'condition', session: 'active_play' },
};
