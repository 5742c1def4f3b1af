// Share links: a read-only view of one report at /s/<token>. The token (256 random bits) is returned once, to the
// report's owner; only its SHA-256 is stored, so the table can't give a working link away.
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reports, shareLinks, type ReportRow, type ShareLinkRow } from '../db/schema.ts';
import type { SectionId } from '../scan/report-sections.ts';
import { AppError } from './errors.ts';
import { isUuid, ownedReport } from './reports.ts';
import { randomToken, sha256Hex } from './secrets.ts';

/** Links that may be live at once for one report; each new one needs a revoked or expired one first. */
export const MAX_ACTIVE_LINKS_PER_REPORT = 20;

/** Share links (each report mail makes one) a person may make per hour, over all their reports. */
export const SHARES_PER_HOUR = 30;

/** Token length in bytes: 256 bits, base64url (43 characters). */
const TOKEN_BYTES = 32;

/** base64url of 32 bytes; anything else can't be a token, so it is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type ShareLinkView = { id: string; createdAt: Date; expiresAt: Date };
export type CreatedShareLink = ShareLinkView & { token: string };
export type ShareStatus = 'VALID' | 'EXPIRED' | 'REVOKED' | 'NOT_FOUND';

const view = (row: ShareLinkRow): ShareLinkView => ({ id: row.id, createdAt: row.createdAt, expiresAt: row.expiresAt });

/**
 * A new link for a report the caller owns and that is not deleted. Someone else's report and a missing one give
 * the same NOT_FOUND. The report row is locked while live links are counted, so parallel calls can't pass the cap.
 */
export async function createShareLink(db: Db, userId: string, reportId: string, now: Date, hours: number): Promise<CreatedShareLink> {
  return db.transaction(async (tx) => {
    await ownedReport(tx, userId, reportId, { lock: true });
    if ((await linksMadeSince(tx, userId, new Date(now.getTime() - 3600_000))) >= SHARES_PER_HOUR) {
      throw new AppError('SHARE_RATE_LIMITED', 'Too many links or report mails in the last hour', { limit: SHARES_PER_HOUR });
    }
    const [live] = await tx
      .select({ n: count() })
      .from(shareLinks)
      .where(and(...activeOf(reportId, now)));
    if ((live?.n ?? 0) >= MAX_ACTIVE_LINKS_PER_REPORT) {
      throw new AppError('SHARE_LINK_LIMIT', 'Too many active links for this report', { limit: MAX_ACTIVE_LINKS_PER_REPORT });
    }
    const token = randomToken(TOKEN_BYTES);
    const [row] = await tx
      .insert(shareLinks)
      .values({ reportId, userId, tokenHash: sha256Hex(token), createdAt: now, expiresAt: new Date(now.getTime() + hours * 3600_000) })
      .returning();
    return { ...view(row!), token };
  });
}

const activeOf = (reportId: string, now: Date) => [
  eq(shareLinks.reportId, reportId),
  eq(shareLinks.purpose, 'share'),
  isNull(shareLinks.revokedAt),
  gt(shareLinks.expiresAt, now),
];

/** How long the server's own link for rendering a report (as a PDF) works: long enough for one page load. */
export const RENDER_LINK_SECONDS = 120;

/**
 * A link for the server's own browser to open the report while it makes a PDF: same token strength and checks as
 * a share link, never listed, valid two minutes and deleted when the PDF is made. Kept in the database (not in
 * memory) because with several worker processes the browser's request may reach another process.
 */
export async function createRenderLink(db: Db, userId: string, reportId: string, now: Date): Promise<{ id: string; token: string }> {
  await ownedReport(db, userId, reportId);
  const token = randomToken(TOKEN_BYTES);
  const [row] = await db
    .insert(shareLinks)
    .values({
      reportId,
      userId,
      tokenHash: sha256Hex(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RENDER_LINK_SECONDS * 1000),
      purpose: 'render',
    })
    .returning({ id: shareLinks.id });
  return { id: row!.id, token };
}

export async function deleteRenderLink(db: Db, id: string): Promise<void> {
  await db.delete(shareLinks).where(and(eq(shareLinks.id, id), eq(shareLinks.purpose, 'render')));
}

/** Share links (not render links) the user made since `since`: the hourly cap on links and report mails. */
export async function linksMadeSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shareLinks)
    .where(and(eq(shareLinks.userId, userId), eq(shareLinks.purpose, 'share'), gt(shareLinks.createdAt, since)));
  return row?.n ?? 0;
}

/** The links of the caller's report that still work, newest first (never their tokens: only hashes are kept). */
export async function activeShareLinks(db: Db, userId: string, reportId: string, now: Date): Promise<ShareLinkView[]> {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(and(...activeOf(reportId, now), eq(shareLinks.userId, userId)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return rows.map(view);
}

/**
 * Revokes one of the caller's links (again: a no-op that keeps the first time). Someone else's link and a missing
 * one give the same NOT_FOUND, so ids reveal nothing.
 */
export async function revokeShareLink(db: Db, userId: string, id: string, now: Date): Promise<void> {
  const mine = isUuid(id) ? and(eq(shareLinks.id, id), eq(shareLinks.userId, userId)) : undefined;
  if (!mine) throw new AppError('NOT_FOUND', 'Link not found');
  const done = await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(mine, isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  if (done.length) return;
  const [known] = await db.select({ id: shareLinks.id }).from(shareLinks).where(mine);
  if (!known) throw new AppError('NOT_FOUND', 'Link not found');
}

export type ResolvedShare =
  { status: 'VALID'; report: ReportRow; expiresAt: Date } | { status: Exclude<ShareStatus, 'VALID'>; report: null; expiresAt: null };

/**
 * What a token opens. A deleted report (or one whose account is gone: the link went with it) is NOT_FOUND; a
 * revoked link says REVOKED even after its expiry, since that is what its owner did.
 */
export async function resolveShareToken(db: Db, token: string, now: Date): Promise<ResolvedShare> {
  const none = (status: Exclude<ShareStatus, 'VALID'>): ResolvedShare => ({ status, report: null, expiresAt: null });
  if (!TOKEN_SHAPE.test(token)) return none('NOT_FOUND');
  const [found] = await db
    .select({ link: shareLinks, report: reports })
    .from(shareLinks)
    .innerJoin(reports, and(eq(reports.id, shareLinks.reportId), eq(reports.userId, shareLinks.userId)))
    .where(eq(shareLinks.tokenHash, sha256Hex(token)));
  if (!found || found.report.deletedAt) return none('NOT_FOUND');
  if (found.link.revokedAt) return none('REVOKED');
  if (found.link.expiresAt <= now) return none('EXPIRED');
  markShared(found.report);
  return { status: 'VALID', report: found.report, expiresAt: found.link.expiresAt };
}

/** What a read-only view shows of a report: every section (a share link), or the granted ones (a coach's grant). */
export type ReadOnlyAccess = { sections: 'all' | ReadonlySet<SectionId>; interpretation: boolean };
const EVERYTHING: ReadOnlyAccess = { sections: 'all', interpretation: true };

/**
 * Rows reached through a share token or a grant rather than by their owner's session. Report field resolvers that
 * reach past the report itself (the owner's other reports, their links, the mesh file only the owner may fetch) check
 * `isShared`; the sections a grant leaves out are null (`readOnlyAccess`).
 */
const shared = new WeakMap<ReportRow, ReadOnlyAccess>();
export const markShared = (row: ReportRow, access: ReadOnlyAccess = EVERYTHING) => void shared.set(row, access);
export const isShared = (row: ReportRow) => shared.has(row);
export const readOnlyAccess = (row: ReportRow): ReadOnlyAccess | null => shared.get(row) ?? null;
