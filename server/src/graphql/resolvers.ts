// Resolvers: parse arguments, check the session and ownership, call the domain. Nothing else happens here.
import { GraphQLScalarType, Kind } from './graphql-lib.ts';
import { ENUM_VALUES } from './enum-values.ts';
import type { Resolvers } from './schema-types.ts';
import { getUser } from '../domain/accounts.ts';
import { AppError } from '../domain/errors.ts';
import { parseIsoDate } from '../scan/iso-date.ts';
import { latestReport, ownedReport } from '../domain/reports.ts';
import { bindScan } from '../domain/scans.ts';
import { precompute } from '../domain/body-change/store.ts';
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

export const resolvers = {
  DateTime,
  ...ENUM_VALUES,
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
    reportByScan: async (_: unknown, args, ctx: GqlContext) => {
      const { userId } = requireUser(ctx);
      return ownedReport(ctx.deps.db, userId, { scanId: args.scanId }, { deleted: 'include' });
    },
    latestReport: (_: unknown, args, ctx: GqlContext) => {
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
    checkKioskPin: (_: unknown, args, ctx: GqlContext) => {
      if (!/^\d{4,12}$/.test(args.pin)) throw new AppError('BAD_INPUT', 'A PIN is 4 to 12 digits');
      return checkKioskPin(ctx.deps.db, ctx.deps.limits, ctx.deps.config.kioskPin, { pin: args.pin, ip: ctx.ip, now: ctx.now });
    },
    bindScan: async (_: unknown, args, ctx: GqlContext) => {
      const { userId } = requireUser(ctx);
      const report = await bindScan(ctx.deps.db, ctx.deps.limits, { userId, scanId: args.scanId, ip: ctx.ip, now: ctx.now });
      precompute(ctx.deps, report.id);
      return { report };
    },
  },
} satisfies Resolvers;
