// When this device last heard from the server: the offline notice says how old what it shows may be.
import * as v from 'valibot';
import { KEYS, readLocal, writeLocal } from '#src/lib/storage.ts';

/** A busy screen answers many queries a second; the time is written at most this often. */
const WRITE_EVERY_MS = 5_000;
let lastWrite = 0;

const EpochSchema = v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(1));

export function markSynced(now: number = Date.now()): void {
  if (now - lastWrite < WRITE_EVERY_MS) return;
  lastWrite = now;
  writeLocal(KEYS.syncedAt, String(now));
}

/** Epoch ms of the last answer from the server, or null when there was none since sign-in. */
export function lastSynced(): number | null {
  return readLocal(KEYS.syncedAt, v.nullable(EpochSchema), null);
}
