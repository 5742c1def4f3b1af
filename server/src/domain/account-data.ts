// The person's own data (GDPR art. 15, 17, 20): everything the account holds as JSON or CSV, and deleting it all.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  codeGuards,
  goals,
  grantAccess,
  outbox,
  reports,
  sessions,
  socialLinks,
  users,
  verificationCodes,
  type Channel,
  type ReportRow,
} from '../db/schema.ts';
import { GIRTH_KEYS, METRIC_KEYS } from '../scan/sections.ts';
import { AppError } from './errors.ts';
import { ownReportsIn } from './reports.ts';
import { ownerGrants } from './grants.ts';
import { QUANTITY, ratedSubject, type Quantity } from './report-views.ts';
import { displayValue } from '#shared/units.ts';
import type { Unit } from '#shared/unit-system.ts';
import { GIRTH_NAMES as FHIR_GIRTH_NAMES, METRIC_NAMES as FHIR_METRIC_NAMES } from './exports/fhir-codes.ts';

export async function reportCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(...ownReportsIn(userId, {})));
  return row?.n ?? 0;
}

type ExportedReport = {
  id: string;
  scanId: string;
  model: string;
  measuredAt: string;
  timezone: string;
  outcome: string;
  deleted: boolean;
  /** Only for reports not deleted: the administrator may have deleted a report because it was someone else's scan. */
  modelStatus?: string;
  /** As entered at the scanner. */
  subject?: unknown;
  /** What the report is rated with (the profile when it was bound). */
  ratedWith?: unknown;
  sections?: Record<string, unknown>;
  deletedAt?: string;
};

export type AccountExport = {
  format: 'contour-account-export';
  version: 1;
  exportedAt: string;
  account: {
    id: string;
    email: string | null;
    phone: string | null;
    name: string | null;
    sex: string | null;
    heightCm: number | null;
    age: number | null;
    unitSystem: string;
    language: string;
    passwordSet: boolean;
    passwordChangedAt: string | null;
    policyAgreedAt: string | null;
    createdAt: string;
    /** Rescan reminders: weeks after the last scan (null: none), and when the last one went out. */
    reminderWeeks: number | null;
    remindedAt: string | null;
  };
  socialLinks: Array<{ provider: string; subject: string; nickname: string | null; createdAccount: boolean; linkedAt: string }>;
  sessions: Array<{ createdAt: string; lastSeenAt: string; expiresAt: string; revokedAt: string | null }>;
  reports: ExportedReport[];
  /** Every goal, in progress and ended, oldest first (the metric's unit: kg, %, cm). */
  goals: Array<{
    id: string;
    metric: string;
    model: string;
    startValue: number;
    startAt: string;
    targetValue: number;
    targetAt: string;
    createdAt: string;
    endedAt: string | null;
  }>;
  /** The coaches and clinicians the person shares with (docs/coach-sharing.md), newest first, and what each opened. */
  sharing: Array<{
    email: string;
    sections: string[];
    interpretation: boolean;
    reportsFrom: string | null;
    reportsTo: string | null;
    createdAt: string;
    acceptedAt: string | null;
    lastUsedAt: string | null;
    revokedAt: string | null;
    opened: Array<{ reportId: string; accessedAt: string }>;
  }>;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The account's part of the export: everything but its reports. */
export type AccountHead = Omit<AccountExport, 'reports'>;

/** Everything stored about the account except its reports, secrets (password hash, token hashes) and other people's data. */
export async function accountHead(db: Db, userId: string, now: Date): Promise<AccountHead | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const links = await db.select().from(socialLinks).where(eq(socialLinks.userId, userId)).orderBy(asc(socialLinks.linkedAt));
  const sessionRows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
  const goalRows = await db.select().from(goals).where(eq(goals.userId, userId)).orderBy(asc(goals.createdAt), asc(goals.id));
  const grantRows = await ownerGrants(db, userId);
  const opened = grantRows.length
    ? await db
        .select()
        .from(grantAccess)
        .where(
          inArray(
            grantAccess.grantId,
            grantRows.map((g) => g.id),
          ),
        )
        .orderBy(asc(grantAccess.accessedAt))
    : [];
  return {
    format: 'contour-account-export',
    version: 1,
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      phone: user.phone,
      name: user.name,
      sex: user.sex,
      heightCm: user.heightCm,
      age: user.age,
      unitSystem: user.unitSystem,
      language: user.language,
      passwordSet: user.passwordHash !== null,
      passwordChangedAt: iso(user.passwordChangedAt),
      policyAgreedAt: iso(user.policyAgreedAt),
      createdAt: user.createdAt.toISOString(),
      reminderWeeks: user.reminderWeeks,
      remindedAt: iso(user.remindedAt),
    },
    socialLinks: links.map((l) => ({
      provider: l.provider.toUpperCase(),
      subject: l.subject,
      nickname: l.nickname,
      createdAccount: l.createdAccount,
      linkedAt: l.linkedAt.toISOString(),
    })),
    sessions: sessionRows.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      revokedAt: iso(s.revokedAt),
    })),
    goals: goalRows.map((g) => ({
      id: g.id,
      metric: g.metric,
      model: g.model,
      startValue: g.startValue,
      startAt: g.startAt.toISOString(),
      targetValue: g.targetValue,
      targetAt: g.targetAt.toISOString(),
      createdAt: g.createdAt.toISOString(),
      endedAt: iso(g.endedAt),
    })),
    sharing: grantRows.map((g) => ({
      email: g.email,
      sections: g.sections,
      interpretation: g.interpretation,
      reportsFrom: iso(g.reportsFrom),
      reportsTo: iso(g.reportsTo),
      createdAt: g.createdAt.toISOString(),
      acceptedAt: iso(g.acceptedAt),
      lastUsedAt: iso(g.lastUsedAt),
      revokedAt: iso(g.revokedAt),
      opened: opened.filter((a) => a.grantId === g.id).map((a) => ({ reportId: a.reportId, accessedAt: a.accessedAt.toISOString() })),
    })),
  };
}

/** One report as exported: a deleted one as a stub without its data. */
export function exportedReport(r: ReportRow): ExportedReport {
  const base = {
    id: r.id,
    scanId: r.scanId,
    model: r.model,
    measuredAt: r.measuredAt.toISOString(),
    timezone: r.timezone,
    outcome: r.outcome,
  };
  if (r.deletedAt) return { ...base, deleted: true, deletedAt: r.deletedAt.toISOString() };
  const sections: Record<string, unknown> = { ...r.measurements };
  delete sections['schemaVersion'];
  return { ...base, deleted: false, modelStatus: r.modelStatus, subject: r.subject, ratedWith: ratedSubject(r), sections };
}

/** A report's JSON as an item of the export's reports list: pretty, four spaces in. */
const reportItem = (r: ReportRow) => `    ${JSON.stringify(exportedReport(r), null, 2).replaceAll('\n', '\n    ')}`;

/**
 * The JSON export as text pieces to stream: the account, then its reports (deleted ones as stubs) a batch at a time,
 * oldest first. It parses to an AccountExport.
 */
export async function* accountJson(head: AccountHead, batches: AsyncIterable<ReportRow[]>): AsyncGenerator<string> {
  const text = JSON.stringify({ ...head, reports: [] }, null, 2);
  yield text.slice(0, text.lastIndexOf('[]') + 1);
  let first = true;
  // A report at a time: a piece of the stream stays the size of one report whatever the batch.
  for await (const batch of batches) {
    for (const r of batch) {
      yield (first ? '\n' : ',\n') + reportItem(r);
      first = false;
    }
  }
  yield first ? ']\n}\n' : '\n  ]\n}\n';
}

/** A column's unit in its name, so a spreadsheet's reader needs no key (docs/exports.md has the data dictionary). */
const METRIC_SUFFIX: Record<Quantity, string> = {
  MASS_KG: '_kg',
  PERCENT: '_pct',
  ENERGY_KCAL_PER_DAY: '_kcal_per_day',
  RATIO: '',
  BMI: '_kg_m2',
  LEVEL: '',
  YEARS: '_years',
  SCORE: '',
  LENGTH_CM: '_cm',
};
/** The same in imperial units: pounds and inches; BMI stays kg/m² (defined in metric units, the same number). */
const UNIT_SUFFIX: { [U in Unit]: Record<Quantity, string> } = {
  metric: METRIC_SUFFIX,
  imperial: { ...METRIC_SUFFIX, MASS_KG: '_lb', LENGTH_CM: '_in' },
};
const snake = (code: string) => code.replace(/-/g, '_');

/**
 * The CSV's header: the report's id, model, time, time zone and outcome, then each metric and girth by its English
 * name with its unit (`weight_kg`, `body_fat_percentage_pct`, `waist_girth_cm`; `weight_lb`, `waist_girth_in` in
 * imperial units), named as in the FHIR export.
 */
export function csvColumns(unit: Unit = 'metric'): string[] {
  return [
    'id',
    'model',
    'measured_at',
    'timezone',
    'outcome',
    ...METRIC_KEYS.map((key) => snake(FHIR_METRIC_NAMES[key].code) + UNIT_SUFFIX[unit][QUANTITY[key]]),
    ...GIRTH_KEYS.map((key) => snake(FHIR_GIRTH_NAMES[key].code) + UNIT_SUFFIX[unit].LENGTH_CM),
  ];
}

/** RFC 4180 quoting; a text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
function cell(value: string | number | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A value as its column holds it: as stored in metric units; in imperial ones converted and rounded as the app shows it. */
const inUnit = (value: number | undefined, quantity: Quantity, unit: Unit) =>
  value === undefined || unit === 'metric' ? value : displayValue(value, quantity, unit);

function csvRow(r: ExportedReport, unit: Unit): string {
  const bc = (r.sections?.['bodyComposition'] ?? {}) as Partial<Record<string, number>>;
  const girths = (r.sections?.['girths'] ?? {}) as Partial<Record<string, number>>;
  return [
    cell(r.id),
    cell(r.model),
    cell(r.measuredAt),
    cell(r.timezone),
    cell(r.outcome),
    ...METRIC_KEYS.map((k) => cell(inUnit(bc[k], QUANTITY[k], unit))),
    ...GIRTH_KEYS.map((k) => cell(inUnit(girths[k], 'LENGTH_CM', unit))),
  ].join(',');
}

/** One row per report not deleted: its times, outcome, every body-composition metric and girth (empty when not measured). */
export function exportCsv(data: Pick<AccountExport, 'reports'>, unit: Unit = 'metric'): string {
  return [csvColumns(unit).join(','), ...data.reports.filter((r) => !r.deleted).map((r) => csvRow(r, unit))].join('\r\n') + '\r\n';
}

/** exportCsv as pieces to stream, a batch of reports at a time. */
export async function* accountCsv(batches: AsyncIterable<ReportRow[]>, unit: Unit = 'metric'): AsyncGenerator<string> {
  yield csvColumns(unit).join(',') + '\r\n';
  for await (const batch of batches) {
    const rows = batch.filter((r) => !r.deletedAt).map((r) => csvRow(exportedReport(r), unit) + '\r\n');
    if (rows.length) yield rows.join('');
  }
}

/**
 * Deletes the account and everything about it: reports and their files, sessions and social links cascade from
 * the user row; codes, guards and dev-outbox messages are keyed by address, so they go by address.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized', { status: 401 });
    const addresses: Array<{ channel: Channel; address: string }> = [];
    if (user.email) addresses.push({ channel: 'email', address: user.email });
    if (user.phone) addresses.push({ channel: 'phone', address: user.phone });
    // Guards before the user row: the order in which sign-in and password changes lock them, so they can't deadlock.
    for (const { channel, address } of addresses) {
      await tx.delete(codeGuards).where(and(eq(codeGuards.channel, channel), eq(codeGuards.address, address)));
      await tx.delete(verificationCodes).where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.address, address)));
    }
    await tx.delete(codeGuards).where(and(eq(codeGuards.channel, 'user'), eq(codeGuards.address, user.id)));
    if (addresses.length)
      await tx.delete(outbox).where(
        inArray(
          outbox.to,
          addresses.map((a) => a.address),
        ),
      );
    await tx.delete(users).where(eq(users.id, userId));
  });
}
