// Report rows read with only part of their document: the previous report that a report screen compares with, and
// history pages. Reading and parsing the whole measurements document for them was most of their cost.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedPer, statementName, type Db } from '../db/client.ts';
import { reports, type Measurements, type ReportRow } from '../db/schema.ts';
import type { SectionField } from '../scan/report-sections.ts';

/** What a comparison needs of the previous report (changes of metrics, girths and shoulder range) and what a list shows. */
export const SLIM_SECTIONS = ['bodyComposition', 'girths', 'shoulder'] as const satisfies readonly SectionField[];

/** Rows read with part of their document, and which sections they hold; any other row holds all of it. */
const partial = new WeakMap<ReportRow, ReadonlySet<SectionField>>();

export const holds = (row: ReportRow, sections: readonly SectionField[]) => {
  const held = partial.get(row);
  return !held || sections.every((s) => held.has(s));
};

const previous = alias(reports, 'previous');

/** Every column but the document, and the slim sections as separate jsonb values (the column is detoasted, not parsed in Node). */
export function slimColumns(t: typeof reports | typeof previous) {
  return {
    id: t.id,
    scanId: t.scanId,
    deviceId: t.deviceId,
    model: t.model,
    userId: t.userId,
    boundAt: t.boundAt,
    measuredAt: t.measuredAt,
    timezone: t.timezone,
    outcome: t.outcome,
    modelStatus: t.modelStatus,
    subject: t.subject,
    profileSubject: t.profileSubject,
    deletedAt: t.deletedAt,
    createdAt: t.createdAt,
    bodyComposition: sql<Measurements['bodyComposition'] | null>`${t.measurements} -> 'bodyComposition'`.as('body_composition'),
    girths: sql<Measurements['girths'] | null>`${t.measurements} -> 'girths'`.as('girths'),
    shoulder: sql<Measurements['shoulder'] | null>`${t.measurements} -> 'shoulder'`.as('shoulder'),
  };
}

type SlimRow = Omit<ReportRow, 'measurements'> & { bodyComposition: unknown; girths: unknown; shoulder: unknown };

export function slimRow(r: SlimRow): ReportRow {
  const { bodyComposition, girths, shoulder, ...columns } = r;
  const measurements = { schemaVersion: 2 } as Measurements;
  if (bodyComposition != null) measurements.bodyComposition = bodyComposition as Measurements['bodyComposition'];
  if (girths != null) measurements.girths = girths as Measurements['girths'];
  if (shoulder != null) measurements.shoulder = shoulder as Measurements['shoulder'];
  const row: ReportRow = { ...columns, measurements };
  partial.set(row, new Set(SLIM_SECTIONS));
  return row;
}

/** The report and, in the same statement, its previous one (same person and model, not deleted, measured earlier), slim. */
const reportWithPreviousQuery = preparedPer((db) => {
  const before = db
    .select(slimColumns(previous))
    .from(previous)
    .where(
      and(
        eq(previous.userId, reports.userId),
        eq(previous.model, reports.model),
        isNull(previous.deletedAt),
        lt(previous.measuredAt, reports.measuredAt),
      ),
    )
    .orderBy(desc(previous.measuredAt), desc(previous.id))
    .limit(1)
    .as('before');
  return db
    .select({
      report: reports,
      // The outer query names the subquery's columns through the subquery itself.
      previous: {
        id: before.id,
        scanId: before.scanId,
        deviceId: before.deviceId,
        model: before.model,
        userId: before.userId,
        boundAt: before.boundAt,
        measuredAt: before.measuredAt,
        timezone: before.timezone,
        outcome: before.outcome,
        modelStatus: before.modelStatus,
        subject: before.subject,
        profileSubject: before.profileSubject,
        deletedAt: before.deletedAt,
        createdAt: before.createdAt,
        bodyComposition: before.bodyComposition,
        girths: before.girths,
        shoulder: before.shoulder,
      },
    })
    .from(reports)
    .leftJoinLateral(before, sql`true`)
    .where(and(eq(reports.id, sql.placeholder('id')), eq(reports.userId, sql.placeholder('userId'))))
    .prepare(statementName(db, 'report_with_previous'));
});

export async function reportWithPrevious(
  db: Db,
  userId: string,
  id: string,
): Promise<{ report: ReportRow; previous: ReportRow | null } | null> {
  const [row] = await reportWithPreviousQuery(db).execute({ id, userId });
  if (!row) return null;
  return { report: row.report, previous: row.previous?.id ? slimRow(row.previous) : null };
}

const wholeRowQuery = preparedPer((db) =>
  db
    .select()
    .from(reports)
    .where(and(eq(reports.id, sql.placeholder('id')), eq(reports.userId, sql.placeholder('userId'))))
    .prepare(statementName(db, 'report_by_id')),
);

/** The whole row behind a slim one, when a client asks a slim row for a section it lacks. */
export async function wholeRow(db: Db, userId: string, id: string): Promise<ReportRow | null> {
  const [row] = await wholeRowQuery(db).execute({ id, userId });
  return row ?? null;
}
