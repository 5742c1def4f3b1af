// The lower-case internal values of the schema's enums, in one place for the resolvers and the generated types.
import {
  BALANCES,
  DIRECTIONS,
  FUNCTION_RATINGS,
  GROWING_PAINS,
  HIP_TYPES,
  LEG_TYPES,
  OUTCOMES,
  PELVIS_OUTCOMES,
  POSTURE_ITEM_KEYS,
  POSTURE_RESULTS,
  POSTURE_UNITS,
  RATINGS,
  RISK_LEVELS,
  SEGMENTS,
  SIDES,
  SPINE_LEVELS,
  SPINE_REGIONS,
  STUDY_LOADS,
  VIEWS,
  WAIST_LEVELS,
} from '../scan/sections.ts';
import { SECTION_IDS } from '../scan/report-sections.ts';
import { BODY_REGIONS } from '#shared/body-change.ts';
import { CHANGE_STATUSES } from '../domain/body-change/result.ts';

/**
 * The internal value of each GraphQL enum the server reads or writes in lower case: the schema's names are the
 * upper-case forms of the values stored in the database and sent by scanners. Yoga maps them both ways (resolvers.ts),
 * and the generated resolver types (codegen.ts) take arguments and results in these values.
 */
const lower = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as { [V in T as Uppercase<V>]: V };

export const ENUM_VALUES = {
  ScanOutcome: lower(OUTCOMES),
  ModelStatus: lower(['generating', 'ready', 'failed'] as const),
  AccountChannel: lower(['email', 'phone'] as const),
  CodePurpose: lower(['login', 'reset_password', 'bind'] as const),
  Sex: lower(['male', 'female'] as const),
  UnitSystem: lower(['metric', 'imperial'] as const),
  ReportSection: lower(SECTION_IDS),
  Segment: lower(SEGMENTS),
  Rating: lower(RATINGS),
  PostureItemKey: lower(POSTURE_ITEM_KEYS),
  PostureResult: lower(POSTURE_RESULTS),
  PostureUnit: lower(POSTURE_UNITS),
  Direction: lower(DIRECTIONS),
  LegType: lower(LEG_TYPES),
  View: lower(VIEWS),
  FunctionRating: lower(FUNCTION_RATINGS),
  Side: lower(SIDES),
  WaistLevel: lower(WAIST_LEVELS),
  RiskLevel: lower(RISK_LEVELS),
  PelvisOutcome: lower(PELVIS_OUTCOMES),
  HipShapeType: lower(HIP_TYPES),
  SpineLevel: lower(SPINE_LEVELS),
  SpineRegion: lower(SPINE_REGIONS),
  StudyPostureLoad: lower(STUDY_LOADS),
  SkeletalBalance: lower(BALANCES),
  GrowingPains: lower(GROWING_PAINS),
  BodyRegion: lower(BODY_REGIONS),
  BodyChangeStatus: lower(CHANGE_STATUSES),
};
