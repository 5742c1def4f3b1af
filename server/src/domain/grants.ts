// A coach's or clinician's consented view (issue 21, docs/coach-sharing.md). The owner invites an e-mail address to
// read chosen sections of the reports in a date range, read-only, until revoked. The invitation carries a token
// (256 bits, kept as its SHA-256) that works once, for a signed-in account of that very address. Every read checks the
// grant again (invitee, not revoked, report in range, section granted) and is written to the owner's access log.
import { and, count, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { grantAccess, grants, reports, users, type GrantRow, type ReportRow } from '../db/schema.ts';
import { SECTION_IDS, sectionsOf, type SectionId } from '../scan/report-sections.ts';
import { isLocale, type Locale } from '#shared/locales.ts';
import { serverI18n } from '../i18n.ts';
import type { Message } from './senders.ts';
import { normalizeEmail } from './addresses.ts';
import { AppError } from './errors.ts';
import { DAY } from './limits.ts';
import { isUuid } from './reports.ts';
import { ratedSubject } from './report-views.ts';
import { randomToken, sha256Hex } from './secrets.ts';
import { markShared } from './share-links.ts';

/** Invitations a person may send per day (each sends an e-mail to an address they typed). */
export const GRANT_INVITES_PER_DAY = 20;
/** The reports a shared view lists per person, newest first. */
export const GRANT_REPORTS_LISTED = 100;
/** Access-log lines the owner sees per grant, newest first. */
export const ACCESS_LOG_MAX = 50;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type GrantInput = { email: string; sections: string[]; interpretation: boolean; from: Date | null; to: Date | null };

const invalid = (message: string, field: string) => new AppError('BAD_INPUT', message, { field });

/** The sections a grant may name, in the registry's order, each once; at least one. */
function grantedSections(requested: readonly string[]): SectionId[] {
  const chosen = SECTION_IDS.filter((id) => requested.includes(id));
  if (!chosen.length || chosen.length !== new Set(requested).size) throw invalid('Choose at least one known section', 'sections');
  return chosen;
}

/** The invitation's link: the app's page that accepts it once its reader is signed in with the invited address. */
export const invitationUrl = (publicUrl: string, token: string) => `${publicUrl}/shared/accept?token=${token}`;

/** The invitation mail, in the owner's language (the invitee's is not known yet). */
export function invitationMessage(locale: Locale, to: string, ownerName: string | null, link: string): Message {
  const i18n = serverI18n(locale);
  const who = ownerName ?? i18n._('A Contour member');
  return {
    channel: 'email',
    to,
    subject: i18n._('{name} shares body scan reports with you', { name: who }),
    body: i18n._(
      '{name} shares parts of their Contour body scan reports with you, read-only, until they stop sharing. Open this link and sign in with this e-mail address to see them: {link}',
      { name: who, link },
    ),
  };
}

/**
 * A new grant and its invitation mail. Refuses the owner's own address, an empty or unknown section list, a range that
 * ends before it starts, and more than GRANT_INVITES_PER_DAY invitations a day; none of these stores or sends anything.
 */
export async function createGrant(
  deps: { db: Db; send: (message: Message, now: Date) => Promise<void>; publicUrl: string },
  ownerId: string,
  input: GrantInput,
  locale: Locale,
  now: Date,
): Promise<GrantRow> {
  const email = normalizeEmail(input.email);
  const sections = grantedSections(input.sections);
  if (input.from && input.to && input.from > input.to) throw invalid('The range ends before it starts', 'to');
  const token = randomToken(32);
  const { grant, owner } = await deps.db.transaction(async (tx) => {
    // The owner's row is locked while the day's invitations are counted, so parallel calls can't pass the limit.
    const [owner] = await tx.select().from(users).where(eq(users.id, ownerId)).for('update');
    if (!owner) throw new AppError('UNAUTHORIZED', 'Unauthorized');
    if (owner.email === email) throw invalid('You cannot share with yourself', 'email');
    const [sent] = await tx
      .select({ n: count() })
      .from(grants)
      .where(and(eq(grants.ownerId, ownerId), gte(grants.createdAt, new Date(now.getTime() - DAY))));
    if ((sent?.n ?? 0) >= GRANT_INVITES_PER_DAY) throw new AppError('SHARE_RATE_LIMITED', 'Too many invitations today');
    const [grant] = await tx
      .insert(grants)
      .values({
        ownerId,
        email,
        sections,
        interpretation: input.interpretation,
        reportsFrom: input.from,
        reportsTo: input.to,
        tokenHash: sha256Hex(token),
        createdAt: now,
      })
      .returning();
    return { grant: grant!, owner };
  });
  // Sent once the grant is stored (the dev outbox writes with its own connection); an invitation that could not be
  // sent is no grant.
  const language = isLocale(owner.language) ? owner.language : locale;
  try {
    await deps.send(invitationMessage(language, email, owner.name, invitationUrl(deps.publicUrl, token)), now);
  } catch (err) {
    await deps.db.delete(grants).where(eq(grants.id, grant.id));
    throw err;
  }
  return grant;
}

/** The owner's grants, newest first (revoked ones too: they say when). */
export function ownerGrants(db: Db, ownerId: string): Promise<GrantRow[]> {
  return db.select().from(grants).where(eq(grants.ownerId, ownerId)).orderBy(desc(grants.createdAt), desc(grants.id));
}

/** Which of the owner's reports the invitee opened, and when, newest first. */
export function accessLog(db: Db, grantId: string, first = ACCESS_LOG_MAX) {
  return db
    .select({
      reportId: grantAccess.reportId,
      accessedAt: grantAccess.accessedAt,
      measuredAt: reports.measuredAt,
      timezone: reports.timezone,
    })
    .from(grantAccess)
    .innerJoin(reports, eq(reports.id, grantAccess.reportId))
    .where(eq(grantAccess.grantId, grantId))
    .orderBy(desc(grantAccess.accessedAt))
    .limit(Math.min(Math.max(first, 1), ACCESS_LOG_MAX));
}

/** Revokes one of the owner's grants (again: no change); someone else's or a missing one is NOT_FOUND. */
export async function revokeGrant(db: Db, ownerId: string, id: string, now: Date): Promise<GrantRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Grant not found');
  const [found] = await db
    .select()
    .from(grants)
    .where(and(eq(grants.id, id), eq(grants.ownerId, ownerId)));
  if (!found) throw new AppError('NOT_FOUND', 'Grant not found');
  if (found.revokedAt) return found;
  const [done] = await db.update(grants).set({ revokedAt: now }).where(eq(grants.id, id)).returning();
  return done!;
}

/**
 * Accepts an invitation for the signed-in account. A forged token, one already accepted by another account, a revoked
 * grant and the owner's own account are GRANT_INVITATION_INVALID; an account of another address is
 * GRANT_WRONG_ADDRESS (its holder has the link, which names nothing more). Accepting again is no change.
 */
export async function acceptGrant(db: Db, userId: string, token: string, now: Date): Promise<GrantRow> {
  const refused = () => new AppError('GRANT_INVITATION_INVALID', 'This invitation does not work');
  if (!TOKEN_SHAPE.test(token)) throw refused();
  return db.transaction(async (tx) => {
    const [grant] = await tx
      .select()
      .from(grants)
      .where(eq(grants.tokenHash, sha256Hex(token)))
      .for('update');
    if (!grant || grant.revokedAt || grant.ownerId === userId) throw refused();
    if (grant.inviteeId) {
      if (grant.inviteeId === userId) return grant;
      throw refused();
    }
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user || user.email !== grant.email) throw new AppError('GRANT_WRONG_ADDRESS', 'Sign in with the invited address');
    const [done] = await tx.update(grants).set({ inviteeId: userId, acceptedAt: now }).where(eq(grants.id, grant.id)).returning();
    return done!;
  });
}

/** What a grant shows of its owner: the name, nothing else of the profile. */
export type SharedOwner = { grant: GrantRow; ownerName: string | null };

/** The grants the account accepted and that are not revoked, newest first, with their owners' names. */
export async function sharedWithMe(db: Db, userId: string): Promise<SharedOwner[]> {
  const rows = await db
    .select({ grant: grants, ownerName: users.name })
    .from(grants)
    .innerJoin(users, eq(users.id, grants.ownerId))
    .where(and(eq(grants.inviteeId, userId), isNull(grants.revokedAt)))
    .orderBy(desc(grants.acceptedAt));
  return rows;
}

const inRange = (grant: GrantRow) => [
  eq(reports.userId, grant.ownerId),
  isNull(reports.deletedAt),
  grant.reportsFrom ? gte(reports.measuredAt, grant.reportsFrom) : undefined,
  grant.reportsTo ? lte(reports.measuredAt, grant.reportsTo) : undefined,
];

/** The sections of a report that a grant shows: granted ones it holds. */
export const visibleSections = (grant: GrantRow, r: ReportRow): SectionId[] =>
  sectionsOf(r.model, r.measurements, ratedSubject(r).age).filter((s) => grant.sections.includes(s));

/** The reports a grant shows, newest first: in its range, not deleted, holding at least one granted section. */
export async function grantReports(db: Db, grant: GrantRow): Promise<ReportRow[]> {
  const rows = await db
    .select()
    .from(reports)
    .where(and(...inRange(grant)))
    .orderBy(desc(reports.measuredAt), desc(reports.id))
    .limit(GRANT_REPORTS_LISTED);
  return rows.filter((r) => visibleSections(grant, r).length > 0);
}

/**
 * One report through a grant, for its invitee: the grant must be theirs and not revoked (GRANT_REVOKED when it was
 * theirs and is revoked, so their app drops it), the report its owner's, not deleted, in range and holding a granted
 * section (else NOT_FOUND). The read is logged, and the row marked so the Report resolvers serve the granted sections
 * only and nothing past the report (share-links.ts `markShared`).
 */
export async function openGrantedReport(db: Db, userId: string, grantId: string, reportId: string, now: Date): Promise<ReportRow> {
  const missing = () => new AppError('NOT_FOUND', 'Report not found');
  if (!isUuid(grantId) || !isUuid(reportId)) throw missing();
  const [grant] = await db
    .select()
    .from(grants)
    .where(and(eq(grants.id, grantId), eq(grants.inviteeId, userId)));
  if (!grant) throw missing();
  if (grant.revokedAt) throw new AppError('GRANT_REVOKED', 'The owner stopped sharing');
  const [report] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, reportId), ...inRange(grant)));
  const sections = report ? visibleSections(grant, report) : [];
  if (!report || !sections.length) throw missing();
  await db.transaction(async (tx) => {
    await tx.insert(grantAccess).values({ grantId, reportId, accessedAt: now });
    await tx.update(grants).set({ lastUsedAt: now }).where(eq(grants.id, grantId));
  });
  markShared(report, { sections: new Set(sections), interpretation: grant.interpretation });
  return report;
}
