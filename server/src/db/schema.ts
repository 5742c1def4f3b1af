// Database tables (drizzle). Personal health data lives in reports/report_files; secrets and codes are stored hashed.
import { sql } from 'drizzle-orm';
import type { ScanSections } from '../scan/report-sections.ts';
import type { Model, Outcome, Sex, Subject } from '../scan/sections.ts';
import { GOAL_METRICS, type GoalMetric } from '#shared/precision.ts';
import {
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PGlite returns Uint8Array and pg returns Buffer; callers get a Buffer either way. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

export type { Model, Outcome, Sex, Subject } from '../scan/sections.ts';
export type ModelStatus = 'generating' | 'ready' | 'failed';
export type Channel = 'email' | 'phone';
export type CodePurpose = 'login' | 'reset_password' | 'bind';
/** Social sign-in slots: provider A is app type 1, provider B app type 2 (docs/decisions.md). */
export type SocialProvider = 'a' | 'b';

/**
 * The report document: the validated sections the scanner sent. Version 1 (the first release) held only
 * bodyComposition, under the same key, so readers treat both versions alike; version 2 adds the other sections.
 */
export type Measurements = { schemaVersion: 1 | 2 } & ScanSections;

// CHECK constraints repeat the app's validation so a bug can never store a value the API can't serve.
const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').unique(),
    phone: text('phone').unique(),
    name: text('name'),
    sex: text('sex').$type<Sex>(),
    heightCm: integer('height_cm'),
    age: integer('age'),
    unitSystem: text('unit_system').$type<'metric' | 'imperial'>().notNull().default('metric'),
    language: text('language').notNull().default('en-US'),
    /** scrypt of the client's SHA-256 password value (see domain/passwords.ts); null until one is set. */
    passwordHash: text('password_hash'),
    passwordChangedAt: tstz('password_changed_at'),
    /** When the privacy policy and rules were agreed at registration. */
    policyAgreedAt: tstz('policy_agreed_at'),
    /** Weeks after the last scan at which a rescan reminder goes out (2, 4 or 8); null: none (domain/reminders.ts). */
    reminderWeeks: integer('reminder_weeks'),
    /** When the last rescan reminder went out: one per scan, never again before a newer scan. */
    remindedAt: tstz('reminded_at'),
    /**
     * No server copy takes this person's due reminder before this time: a lease while one copy sends it, a wait after
     * a failed send (domain/reminders.ts). Null: free.
     */
    reminderNotBefore: tstz('reminder_not_before'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('users_sex_check', sql`sex is null or ${oneOf('sex', ['male', 'female'])}`),
    check('users_unit_system_check', oneOf('unit_system', ['metric', 'imperial'])),
    check('users_reminder_weeks_check', sql`reminder_weeks is null or reminder_weeks in (2, 4, 8)`),
    // The reminder job reads the people who asked for reminders, not every account (domain/reminders.ts).
    index('users_reminders_idx')
      .on(t.reminderNotBefore)
      .where(sql`reminder_weeks is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: tstz('created_at').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    /** A session opened by a reset-password code may set a new password without the old one until then. */
    passwordResetUntil: tstz('password_reset_until'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<Channel>().notNull(),
    address: text('address').notNull(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: tstz('consumed_at'),
    /** The code alone is dead (replaced, or too many wrong tries); the message's sign-in link may still work. */
    deadAt: tstz('dead_at'),
    /** SHA-256 of the 256-bit single-use sign-in link sent with a login code (docs/security.md); no lock applies to it. */
    linkHash: text('link_hash').unique(),
    linkExpiresAt: tstz('link_expires_at'),
  },
  (t) => [
    index('verification_codes_address_idx').on(t.channel, t.address, t.createdAt),
    check('verification_codes_channel_check', oneOf('channel', ['email', 'phone'])),
  ],
);

/** One row per address (and per IP, channel 'ip'): the row lock serializes every check of that address. */
export const codeGuards = pgTable(
  'code_guards',
  {
    channel: text('channel').notNull(),
    address: text('address').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.address] })],
);

export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    at: tstz('at').notNull(),
  },
  (t) => [index('rate_events_kind_key_at_idx').on(t.kind, t.key, t.at)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: text('serial').notNull().unique(),
    model: text('model').$type<Model>().notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    /** A revoked scanner's key is refused (npm run device:revoke); the row stays, its reports point at it. */
    revokedAt: tstz('revoked_at'),
  },
  () => [check('devices_model_check', oneOf('model', ['S30', 'M30']))],
);

/** Scans each device posted per one-minute window (the device API's rate limit); one row per device and window. */
export const deviceRateWindows = pgTable(
  'device_rate_windows',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    windowStart: tstz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.windowStart] })],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scanId: text('scan_id').notNull().unique(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id),
    model: text('model').$type<Model>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    boundAt: tstz('bound_at'),
    measuredAt: tstz('measured_at').notNull(),
    timezone: text('timezone').notNull().default('UTC'),
    outcome: text('outcome').$type<Outcome>().notNull(),
    modelStatus: text('model_status').$type<ModelStatus>().notNull().default('generating'),
    /** Sex, height and age as entered at the scanner. */
    subject: jsonb('subject').$type<Subject>().notNull(),
    /**
     * The account's sex, height and age when the scan was bound (the scanner's value where the profile had none): what
     * the report is rated with. Null for a scan bound before migration 0006 or to an account without any of them.
     */
    profileSubject: jsonb('profile_subject').$type<Subject>(),
    measurements: jsonb('measurements').$type<Measurements>().notNull(),
    deletedAt: tstz('deleted_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('reports_user_model_measured_idx').on(t.userId, t.model, t.measuredAt.desc()),
    check('reports_scan_id_check', sql`scan_id ~ '^[A-Za-z0-9_-]{16,64}$'`),
    check('reports_model_check', oneOf('model', ['S30', 'M30'])),
    check(
      'reports_outcome_check',
      oneOf('outcome', ['complete', 'body_assessment_failed', 'body_composition_failed', 'posture_failed', 'failed']),
    ),
    check('reports_model_status_check', oneOf('model_status', ['generating', 'ready', 'failed'])),
  ],
);

/** A report's files: its mesh, and the change to it from an earlier report (one per pair). */
export type ReportFileKind = 'mesh' | 'view' | `change:${string}` | `timelapse:${string}`;

export const reportFiles = pgTable(
  'report_files',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /**
     * 'mesh' (the scanner's), 'view' (the same body for the phone: domain/mesh-view.ts), or `change:<earlier report
     * id>`: the change from that report to this one (domain/body-change), or `timelapse:<signature>`: the scans up
     * to this one as a time-lapse (body-change/timelapse.ts).
     */
    kind: text('kind').$type<ReportFileKind>().notNull(),
    contentType: text('content_type').notNull(),
    /** The file itself in the database (FILE_STORE=database, the default), or null when it is in object storage. */
    bytes: bytea('bytes'),
    /** Its key in object storage (FILE_STORE=s3://…), or null when it is in the database. */
    objectKey: text('object_key'),
    size: integer('size').notNull(),
    createdAt: tstz('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.kind] }), check('report_files_stored_check', sql`(bytes is null) <> (object_key is null)`)],
);

/**
 * Where a body changed between two reports of one model (domain/body-change): the regions' figures here, the
 * per-vertex distances in report_files (kind `change:<earlier id>` of the later report), written first; a trigger of
 * migration 0015 deletes that file with the row.
 */
export const bodyChanges = pgTable(
  'body_changes',
  {
    laterId: uuid('later_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    earlierId: uuid('earlier_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** 'ready', or 'failed' (a mesh the computation could not read: not tried again). */
    status: text('status').$type<'ready' | 'failed'>().notNull(),
    /** The alignment and each region's figures (BodyChangeResult in domain/body-change/store.ts). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    vertices: integer('vertices'),
    computedAt: tstz('computed_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.laterId, t.earlierId] }),
    // A report's mesh sent again drops every change it is part of, as earlier as well as later.
    index('body_changes_earlier_idx').on(t.earlierId),
    check('body_changes_status_check', oneOf('status', ['ready', 'failed'])),
  ],
);

/**
 * Object-storage keys whose rows are gone (a trigger of migration 0014 writes them, whatever deleted the row: an
 * account's deletion cascades). The file store deletes the objects outside any transaction, then the keys.
 */
export const fileDeletions = pgTable('file_deletions', {
  objectKey: text('object_key').primaryKey(),
  deletedAt: tstz('deleted_at').notNull().defaultNow(),
});

/** A person's account at a social provider, linked to one Contour account (one per provider). */
export const socialLinks = pgTable(
  'social_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<SocialProvider>().notNull(),
    /** The provider's stable subject identifier (OIDC `sub`). */
    subject: text('subject').notNull(),
    nickname: text('nickname'),
    /** True when the Contour account was created through this authorization: it can't be unlinked. */
    createdAccount: boolean('created_account').notNull().default(false),
    linkedAt: tstz('linked_at').notNull(),
  },
  (t) => [
    uniqueIndex('social_links_provider_subject_idx').on(t.provider, t.subject),
    uniqueIndex('social_links_user_provider_idx').on(t.userId, t.provider),
    check('social_links_provider_check', oneOf('provider', ['a', 'b'])),
  ],
);

/** An authorization request in flight (state, PKCE verifier, nonce), single use, short-lived. */
export const socialStates = pgTable('social_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').$type<SocialProvider>().notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** Where the person goes back to: 'login' (sign in) or 'link' (account and security). */
  intent: text('intent').$type<'login' | 'link'>().notNull(),
  createdAt: tstz('created_at').notNull(),
  expiresAt: tstz('expires_at').notNull(),
});

/**
 * The result of a finished authorization, handed to the app in the URL fragment as its access token:
 * who the provider says the person is. Stored hashed, single use, short-lived.
 */
export const socialTickets = pgTable('social_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  provider: text('provider').$type<SocialProvider>().notNull(),
  subject: text('subject').notNull(),
  nickname: text('nickname'),
  email: text('email'),
  createdAt: tstz('created_at').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  consumedAt: tstz('consumed_at'),
});

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

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<Channel>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;
export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type GrantRow = typeof grants.$inferSelect;

/**
 * The interpretation worded by the AI endpoint, once per report, scope (every section, or a grant's sorted sections),
 * facts (a digest of the findings, plan and subject it was written from: a changed profile gets new words) and
 * language, for every server copy: asked again, any copy answers with the same words (domain/interpretation/ai.ts).
 */
export const interpretationTexts = pgTable(
  'interpretation_texts',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    facts: text('facts').notNull(),
    language: text('language').notNull(),
    paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.scope, t.facts, t.language] })],
);
