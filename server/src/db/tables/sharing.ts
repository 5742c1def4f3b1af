// What a person shares and aims at: share links, goals, and a coach's grants with their access log.
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz, oneOf } from '../columns.ts';
import { users } from './accounts.ts';
import { reports } from './reports.ts';
import type { Model } from '../../scan/sections.ts';
import { GOAL_METRICS, type GoalMetric } from '#shared/precision.ts';

/**
 * A link to a read-only view of one report (/s/<token>). Only the SHA-256 of the token is stored: the token is
 * shown once, to its creator. Links go with the report or the account (cascade).
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    /** 'share': a link its owner handed out; 'render': the server's own minute-long link for making a PDF of the report. */
    purpose: text('purpose', { enum: ['share', 'render'] })
      .notNull()
      .default('share'),
  },
  (t) => [index('share_links_report_idx').on(t.reportId, t.expiresAt), index('share_links_user_idx').on(t.userId)],
);

/**
 * A person's goal for one value (src/shared/precision.ts GOAL_METRICS) on one product model: from the value of the
 * report it was set on, to a target by a date. One in progress per value; changing it ends the old one. The id is the
 * app's own, so a goal set offline and sent again when back online is stored once.
 */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    metric: text('metric').$type<GoalMetric>().notNull(),
    model: text('model').$type<Model>().notNull(),
    startValue: doublePrecision('start_value').notNull(),
    startAt: tstz('start_at').notNull(),
    targetValue: doublePrecision('target_value').notNull(),
    targetAt: tstz('target_at').notNull(),
    createdAt: tstz('created_at').notNull(),
    endedAt: tstz('ended_at'),
  },
  (t) => [
    uniqueIndex('goals_in_progress_idx')
      .on(t.userId, t.metric)
      .where(sql`ended_at is null`),
    check('goals_metric_check', oneOf('metric', GOAL_METRICS)),
    check('goals_model_check', oneOf('model', ['S30', 'M30'])),
  ],
);

/**
 * A person's consented view for a coach or clinician (issue 21): the owner invites an e-mail address to read chosen
 * sections of the reports in a date range (open ends: all, now and future), read-only, until revoked. The invitation's
 * token is kept as its hash and works once, for a session of that very address (docs/coach-sharing.md).
 */
export const grants = pgTable(
  'grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The invited address, normalized as sign-in addresses are. */
    email: text('email').notNull(),
    /** Set when the invitation is accepted: the account that reads from then on. */
    inviteeId: uuid('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    /** ReportSection ids (server/src/scan/report-sections.ts), never empty. */
    sections: text('sections').array().notNull(),
    /** Whether the interpretation and training plan are shared too. */
    interpretation: boolean('interpretation').notNull(),
    reportsFrom: tstz('reports_from'),
    reportsTo: tstz('reports_to'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: tstz('created_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    index('grants_owner_idx').on(t.ownerId, t.createdAt),
    index('grants_invitee_idx').on(t.inviteeId),
    check('grants_sections_check', sql`cardinality(sections) > 0`),
    check('grants_range_check', sql`reports_from is null or reports_to is null or reports_from <= reports_to`),
  ],
);

/** Every report a grant's invitee opened, and when: the owner's access log. */
export const grantAccess = pgTable(
  'grant_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    accessedAt: tstz('accessed_at').notNull(),
  },
  (t) => [index('grant_access_grant_idx').on(t.grantId, t.accessedAt.desc())],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export type GrantRow = typeof grants.$inferSelect;
