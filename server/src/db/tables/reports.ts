// Scans and their reports: the scanners, the report rows with their document, their files (meshes, bodies for the
// phone, changes, time-lapses), the change between two reports, and the interpretation's texts.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tstz, bytea, oneOf } from '../columns.ts';
import { users } from './accounts.ts';
import type { ScanSections } from '../../scan/report-sections.ts';
import type { Model, Outcome, Subject } from '../../scan/sections.ts';

export type ModelStatus = 'generating' | 'ready' | 'failed';

/**
 * The report document: the validated sections the scanner sent. Version 1 (the first release) held only
 * bodyComposition, under the same key, so readers treat both versions alike; version 2 adds the other sections.
 */
export type Measurements = { schemaVersion: 1 | 2 } & ScanSections;

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

export type ReportRow = typeof reports.$inferSelect;

export type DeviceRow = typeof devices.$inferSelect;
