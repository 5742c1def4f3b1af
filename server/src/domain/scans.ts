// Scans arriving from devices: ingest (idempotent), mesh upload, model failure, administrator deletion, binding.
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  bodyChanges,
  reportFiles,
  reports,
  users,
  type DeviceRow,
  type Measurements,
  type ReportRow,
  type Subject,
  type UserRow,
} from '../db/schema.ts';
import { normalizeTimezone, SCAN_ID, type ScanPayload } from '../scan/payload.ts';
import { SECTION_FIELDS, type ScanSections } from '../scan/report-sections.ts';
import { findUserByEmail } from './accounts.ts';
import { AppError } from './errors.ts';
import { lockGuard } from './guards.ts';
import { recordEvent, retryAfter, type Limits } from './limits.ts';
import type { Stored } from './file-store.ts';

/** The stored document: the validated sections only (never the envelope), as schema version 2. */
export function measurementDocument(sections: ScanSections): Measurements {
  const doc: Measurements = { schemaVersion: 2 };
  for (const field of SECTION_FIELDS) {
    if (sections[field] !== undefined) (doc as Record<string, unknown>)[field] = sections[field];
  }
  return doc;
}

/**
 * What a scan bound to this account is rated with: the account's sex, height and age (registration says the ranges
 * use them), the scanner's value where the profile has none; null when it has none of them. Taken at binding, so a
 * later profile change applies to later scans only (spec 4).
 */
export function profileSubject(user: Pick<UserRow, 'sex' | 'heightCm' | 'age'>, scanner: Subject): Subject | null {
  if (user.sex === null && user.heightCm === null && user.age === null) return null;
  return { sex: user.sex ?? scanner.sex, heightCm: user.heightCm ?? scanner.heightCm, age: user.age ?? scanner.age };
}

export type IngestResult = { status: 'created' | 'repeat'; report: ReportRow } | { status: 'conflict' };

export async function ingestScan(db: Db, device: DeviceRow, scan: ScanPayload, now: Date): Promise<IngestResult> {
  const owner = scan.account?.email ? await findUserByEmail(db, scan.account.email) : null;
  const [created] = await db
    .insert(reports)
    .values({
      scanId: scan.scanId,
      deviceId: device.id,
      model: device.model,
      userId: owner?.id ?? null,
      boundAt: owner ? now : null,
      measuredAt: new Date(scan.measuredAt),
      timezone: normalizeTimezone(scan.timezone),
      outcome: scan.outcome,
      // A wholly failed measurement produces no body model.
      modelStatus: scan.outcome === 'failed' ? 'failed' : 'generating',
      subject: scan.subject,
      profileSubject: owner ? profileSubject(owner, scan.subject) : null,
      measurements: measurementDocument(scan),
      createdAt: now,
    })
    .onConflictDoNothing({ target: reports.scanId })
    .returning();
  if (created) return { status: 'created', report: created };
  const [existing] = await db.select().from(reports).where(eq(reports.scanId, scan.scanId));
  if (!existing || existing.deviceId !== device.id) return { status: 'conflict' };
  return { status: 'repeat', report: existing };
}

export async function deviceScan(db: Db, device: DeviceRow, scanId: string): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.scanId, scanId), eq(reports.deviceId, device.id)));
  return row ?? null;
}

/** The name of a report's mesh in the file store: one per report, so a mesh sent again replaces its object. */

/** Records a report's mesh, already in the file store (`stored`: file-store.ts), and marks its model ready. */
export async function storeMesh(db: Db, reportId: string, stored: Stored, now: Date): Promise<boolean> {
  const file = { bytes: stored.bytes, objectKey: stored.objectKey, size: stored.size, createdAt: now };
  return db.transaction(async (tx) => {
    // Held until this commits: a deletion waits, then takes this mesh with the report (deleteScan).
    const [alive] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.id, reportId), isNull(reports.deletedAt)))
      .for('update');
    if (!alive) return false;
    await tx
      .insert(reportFiles)
      .values({ reportId, kind: 'mesh', contentType: 'model/gltf-binary', ...file })
      .onConflictDoUpdate({ target: [reportFiles.reportId, reportFiles.kind], set: file });
    await tx.update(reports).set({ modelStatus: 'ready' }).where(eq(reports.id, reportId));
    // A mesh sent again: the changes computed from the one it replaces go (a trigger takes their files), and so does
    // the body made from it for the phone.
    await tx.delete(bodyChanges).where(or(eq(bodyChanges.laterId, reportId), eq(bodyChanges.earlierId, reportId)));
    await tx.delete(reportFiles).where(and(eq(reportFiles.reportId, reportId), eq(reportFiles.kind, 'view')));
    return true;
  });
}

export async function markModelFailed(db: Db, reportId: string): Promise<void> {
  await db.update(reports).set({ modelStatus: 'failed' }).where(eq(reports.id, reportId));
}

/** The administrator's deletion: the report stays as a tombstone (deleted: true); its mesh is dropped. */
export async function deleteScan(db: Db, reportId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(reports)
      .set({ deletedAt: now })
      .where(and(eq(reports.id, reportId), isNull(reports.deletedAt)));
    await tx.delete(bodyChanges).where(or(eq(bodyChanges.laterId, reportId), eq(bodyChanges.earlierId, reportId)));
    await tx.delete(reportFiles).where(eq(reportFiles.reportId, reportId));
  });
}

/**
 * Binds a scan to the caller. A scan id that names no scan spends one of the account's and the network's misses
 * (limits.ts), so scan ids can't be tried at random; a miss is committed before it is answered.
 */
export async function bindScan(
  db: Db,
  limits: Limits,
  input: { userId: string; scanId: string; ip: string; now: Date },
): Promise<ReportRow> {
  const { userId, scanId, ip, now } = input;
  const missed = await db.transaction(async (tx) => {
    await lockGuard(tx, 'user', userId);
    if (ip) await lockGuard(tx, 'ip', ip);
    const wait = Math.max(
      (await retryAfter(tx, limits, 'bind_user', userId, now)) ?? 0,
      ip ? ((await retryAfter(tx, limits, 'bind_ip', ip, now)) ?? 0) : 0,
    );
    if (wait > 0) return new AppError('CODE_RATE_LIMITED', 'Too many scan codes that named no scan', { retryAfterSeconds: wait });
    const [found] = SCAN_ID.test(scanId) ? await tx.select({ id: reports.id }).from(reports).where(eq(reports.scanId, scanId)) : [];
    if (found) return null;
    await recordEvent(tx, 'bind_user', userId, now);
    if (ip) await recordEvent(tx, 'bind_ip', ip, now);
    return new AppError('SCAN_NOT_FOUND', 'No scan with this id');
  });
  if (missed) throw missed;
  return bindFound(db, userId, scanId, now);
}

async function bindFound(db: Db, userId: string, scanId: string, now: Date): Promise<ReportRow> {
  const [row] = await db.select().from(reports).where(eq(reports.scanId, scanId));
  if (!row) throw new AppError('SCAN_NOT_FOUND', 'No scan with this id');
  if (row.userId === userId) return row;
  if (row.userId) throw new AppError('SCAN_ALREADY_BOUND', 'Someone has already scanned this code');
  if (row.deletedAt) throw new AppError('REPORT_DELETED', 'This report was deleted by the administrator');
  const [profile] = await db.select({ sex: users.sex, heightCm: users.heightCm, age: users.age }).from(users).where(eq(users.id, userId));
  // The WHERE user_id IS NULL makes two people binding at once end with exactly one owner.
  const [bound] = await db
    .update(reports)
    .set({ userId, boundAt: now, profileSubject: profile ? profileSubject(profile, row.subject) : null })
    .where(and(eq(reports.id, row.id), isNull(reports.userId)))
    .returning();
  if (bound) return bound;
  const [raced] = await db.select().from(reports).where(eq(reports.id, row.id));
  if (raced?.userId === userId) return raced;
  throw new AppError('SCAN_ALREADY_BOUND', 'Someone has already scanned this code');
}
