// Sessions: opaque bearer tokens, stored only as SHA-256 hashes, sliding 30-day expiry, revocable.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { preparedPer, statementName, type Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { randomToken, sha256Hex } from './secrets.ts';

export const SESSION_TTL_MS = 30 * 24 * 3600_000;
// Touch the row at most once a minute so every request isn't a write.
const TOUCH_EVERY_MS = 60_000;

/** `passwordResetUntil`: a session opened by a reset-password code may set a password without the old one until then. */
export async function createSession(db: Db, userId: string, now: Date, opts: { passwordResetUntil?: Date } = {}): Promise<string> {
  const token = randomToken(32);
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256Hex(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    passwordResetUntil: opts.passwordResetUntil ?? null,
  });
  return token;
}

const sessionByToken = preparedPer((db) =>
  db
    .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .prepare(statementName(db, 'session_by_token')),
);

export type SessionInfo = { sessionId: string; userId: string };

export async function findSession(db: Db, token: string, now: Date): Promise<SessionInfo | null> {
  if (!token || token.length > 200) return null;
  // Checked against the database on every request, so a revoked session stops working at once on every server copy.
  const [row] = await sessionByToken(db).execute({ tokenHash: sha256Hex(token), now });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.id));
  }
  return { sessionId: row.id, userId: row.userId };
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Whether the session may still set a new password without the old one (opened by a reset code less than 15 minutes ago). */
export async function inResetWindow(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ until: sessions.passwordResetUntil }).from(sessions).where(eq(sessions.id, sessionId));
  return !!row?.until && row.until > now;
}

/** After a password change: the changing session keeps working (without its reset window), every other one ends. */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ passwordResetUntil: null }).where(eq(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
