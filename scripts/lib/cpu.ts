// CPU time of the server process and of PostgreSQL (postmaster and its children), from /proc (Linux; 0 elsewhere).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

/**
 * [ppid, utime + stime in seconds] of one process, or null when it is gone; with `reaped`, plus the CPU time of
 * its children that have exited (cutime + cstime), so backends that ended between two readings still count.
 */
function stat(pid: number, reaped = false): [number, number] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the ")" that ends the command name: state ppid … utime(14) stime(15), counted from 1 overall.
    const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(rest[11]) + Number(rest[12]) + (reaped ? Number(rest[13]) + Number(rest[14]) : 0);
    return [Number(rest[1]), ticks / TICKS_PER_SECOND];
  } catch {
    return null;
  }
}

/** A process and its children (the server's cluster workers, PostgreSQL's backends), living and exited. */
function treeCpu(parent: number): number {
  let total = stat(parent, true)?.[1] ?? 0;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return total;
  }
  for (const p of pids) {
    const s = stat(Number(p));
    if (s && s[0] === parent) total += s[1];
  }
  return total;
}

export const processCpu = (pid: number): number => treeCpu(pid);

/** The postmaster's pid is the first line of postmaster.pid; backends are its children. */
export function postgresCpu(dataDir: string): number {
  try {
    return treeCpu(Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]));
  } catch {
    return 0;
  }
}
