// Rate-limit primitives kept in the database so every server copy sees the same counters.
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { codeGuards, rateEvents } from '../db/schema.ts';

export type Guard = typeof codeGuards.$inferSelect;

/**
 * Creates the guard row if missing, then locks it (SELECT … FOR UPDATE) until the transaction ends,
 * so concurrent checks of one address (or one IP, channel 'ip') run one after another.
 */
export async function lockGuard(tx: Db, channel: string, address: string): Promise<Guard> {
  await tx.insert(codeGuards).values({ channel, address }).onConflictDoNothing();
  const [guard] = await tx
    .select()
    .from(codeGuards)
    .where(and(eq(codeGuards.channel, channel), eq(codeGuards.address, address)))
    .for('update');
  if (!guard) throw new Error('guard row missing after insert');
  return guard;
}

export async function updateGuard(
  tx: Db,
  guard: Guard,
  values: { consecutiveFailures: number; lockedUntil: Date | null },
): Promise<void> {
  await tx
    .update(codeGuards)
    .set(values)
    .where(and(eq(codeGuards.channel, guard.channel), eq(codeGuards.address, guard.address)));
}

export async function countEvents(tx: Db, kind: string, key: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, kind), eq(rateEvents.key, key), gte(rateEvents.at, since)));
  return row?.n ?? 0;
}

export async function recordEvent(tx: Db, kind: string, key: string, at: Date): Promise<void> {
  await tx.insert(rateEvents).values({ kind, key, at });
}
