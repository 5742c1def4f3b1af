import { pino, type Logger } from 'pino';

export type Log = Logger;

/** JSON lines on stdout; tokens and codes are never passed to it (see codes.ts for the one dev exception). */
export function createLog(level: string): Log {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
