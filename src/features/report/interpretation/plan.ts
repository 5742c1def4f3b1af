// Reading the plan outline for display.
export type SessionLike = { kind: string; focus: readonly string[]; minutes: number };

/** A week's sessions with identical ones counted once, in their first order ("Mobility, twice a week"). */
export function groupSessions<S extends SessionLike>(sessions: readonly S[]): Array<S & { count: number }> {
  const groups: Array<S & { count: number }> = [];
  for (const session of sessions) {
    const same = groups.find((g) => g.kind === session.kind && g.minutes === session.minutes && g.focus.join() === session.focus.join());
    if (same) same.count += 1;
    else groups.push({ ...session, count: 1 });
  }
  return groups;
}
