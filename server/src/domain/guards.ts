// Row locks that serialize every check of one key (an address, an IP), so the counters in limits.ts are read and
// written by one request at a time, whichever server copy runs it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { codeGuards } from '../db/schema.ts';

/**
 * Creates the guard row if missing, then locks it (SELECT … FOR UPDATE) until the transaction ends,
 * so concurrent checks of one address (or one IP, channel 'ip') run one after another.
 */
export async function lockGuard(tx: Db, channel: string, address: string): Promise<void> {
  await tx.insert(codeGuards).values({ channel, address }).onConflictDoNothing();
  const [guard] = await tx
    .select()
    .from(codeGuards)
    .where(and(eq(codeGuards.channel, channel), eq(codeGuards.address, address)))
    .for('update');
  if (!guard) throw new Error('guard row missing after insert');
}
