import { pino, type Logger } from 'pino';

export type Log = Logger;

/**
 * JSON lines on stdout; tokens and codes are never passed to it (see codes.ts for the one dev exception).
 * Written asynchronously so a request never waits on a slow stdout; pino flushes the rest synchronously on exit.
 * No minLength buffering: a line (a dev sign-in code, an error) must appear at once, not after 4 KB more.
 */
export function createLog(level: string): Log {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ dest: 1, sync: false }));
}
