// Resolvers: parse arguments, check the session and ownership, call the domain. Nothing else happens here.
import { GraphQLScalarType, Kind } from './graphql-lib.ts';
import type { Model } from '../db/schema.ts';
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
import { getUser } from '../domain/accounts.ts';
import { AppError } from '../domain/errors.ts';
import { parseIsoDate } from '../scan/iso-date.ts';
import { latestReport, ownedReport } from '../domain/reports.ts';
import { bindScan } from '../domain/scans.ts';
import { checkKioskPin } from '../domain/kiosk.ts';
import { revokeSession } from '../domain/sessions.ts';
import { requireUser, type GqlContext } from './context.ts';
import { reportQueries, reportResolvers, trendSeriesResolvers } from './report-resolvers.ts';
import { accountMutations, userResolvers, userView } from './account-resolvers.ts';
import { socialMutations, socialUserResolvers } from './social-resolvers.ts';
import { shareMutations, shareQueries, shareReportResolvers } from './share-resolvers.ts';
import { goalMutations, goalQueries } from './goal-resolvers.ts';
import { grantMutations, grantQueries, grantResolvers } from './grant-resolvers.ts';
import { legalQueries } from './legal-resolvers.ts';

/** An input date, read by parseIsoDate; a bad one is BAD_INPUT (an AppError, which the error masking keeps). */
function readDate(text: unknown): Date {
  const date = typeof text === 'string' ? parseIsoDate(text) : null;
  if (!date) throw new AppError('BAD_INPUT', 'DateTime must be an ISO 8601 date, or a date and time with an offset');
  return date;
}

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => {
    const d = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(d.getTime())) throw new TypeError('DateTime cannot represent an invalid date');
    return d.toISOString();
  },
  parseValue: readDate,
  parseLiteral: (ast) => readDate(ast.kind === Kind.STRING ? ast.value : null),
});

// GraphQL enum names are the upper-case forms of the lower-case values stored in the database and sent by scanners.
const lower = (values: readonly string[]) => Object.fromEntries(values.map((v) => [v.toUpperCase(), v]));
const enums = {
  ScanOutcome: lower(OUTCOMES),
  ModelStatus: lower(['generating', 'ready', 'failed']),
  AccountChannel: lower(['email', 'phone']),
  CodePurpose: lower(['login', 'reset_password', 'bind']),
  Sex: lower(['male', 'female']),
  UnitSystem: lower(['metric', 'imperial']),
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
};

export const resolvers = {
  DateTime,
  ...enums,
  Report: { ...reportResolvers, ...shareReportResolvers },
  TrendSeries: trendSeriesResolvers,
  ...grantResolvers,
  User: { ...userResolvers, ...socialUserResolvers },
  Query: {
    me: async (_: unknown, __: unknown, ctx: GqlContext) => {
      const { userId } = requireUser(ctx);
      const row = await getUser(ctx.deps.db, userId);
      if (!row) throw new AppError('UNAUTHORIZED', 'Unauthorized', { status: 401 });
      return userView(row);
    },
    reportByScan: async (_: unknown, args: { scanId: string }, ctx: GqlContext) => {
      const { userId } = requireUser(ctx);
      return ownedReport(ctx.deps.db, userId, { scanId: args.scanId }, { deleted: 'include' });
    },
    latestReport: (_: unknown, args: { model?: Model | null }, ctx: GqlContext) => {
      const { userId } = requireUser(ctx);
      return latestReport(ctx.deps.db, userId, args.model ?? null);
    },
    ...reportQueries,
    ...shareQueries,
    ...goalQueries,
    ...grantQueries,
    ...legalQueries,
  },
  Mutation: {
    ...accountMutations,
    ...socialMutations,
    ...shareMutations,
    ...goalMutations,
    ...grantMutations,
    logout: async (_: unknown, __: unknown, ctx: GqlContext) => {
      const { sessionId } = requireUser(ctx);
      await revokeSession(ctx.deps.db, sessionId, ctx.now);
      return true;
    },
    checkKioskPin: (_: unknown, args: { pin: string }, ctx: GqlContext) => {
      if (!/^\d{4,12}$/.test(args.pin)) throw new AppError('BAD_INPUT', 'A PIN is 4 to 12 digits');
      return checkKioskPin(ctx.deps.db, ctx.deps.limits, ctx.deps.config.kioskPin, { pin: args.pin, ip: ctx.ip, now: ctx.now });
    },
    bindScan: async (_: unknown, args: { scanId: string }, ctx: GqlContext) => {
      const { userId } = requireUser(ctx);
      return { report: await bindScan(ctx.deps.db, ctx.deps.limits, { userId, scanId: args.scanId, ip: ctx.ip, now: ctx.now }) };
    },
  },
};
