// The training-plan outline that follows from the findings: how long, how often, and phases that start with
// mobility and posture correction and progress to strength and conditioning. Youths get habits and play,
// and strength with their body weight only.
import { isYouth } from '#server/scan/sections.ts';
import { FOCUS, FOCUS_AREAS, type FocusArea, type Priority, type SessionKind, type Severity } from './vocabulary.ts';

export type Session = { kind: SessionKind; focus: FocusArea[]; minutes: number };
export type Phase = { weeks: [number, number]; focus: FocusArea[]; sessions: Session[] };
export type Plan = { weeks: number; sessionsPerWeek: number; phases: Phase[] };
export type Finding = { severity: Severity; plan?: Partial<Record<FocusArea, Priority>> };

const PRIORITY: Record<Priority, number> = { high: 3, medium: 2, low: 1 };
// Important findings weigh more in what the plan works on; positive notes barely.
const SEVERITY_FACTOR: Record<Severity, number> = { important: 1.5, attention: 1, info: 0.5 };
// How much work the findings add up to; it sets the plan's length.
const SEVERITY_LOAD: Record<Severity, number> = { important: 3, attention: 2, info: 0 };

/** Young people are not put on a weight-loss programme: they get active play instead. */
const YOUTH_SWAP: Partial<Record<FocusArea, FocusArea>> = { fat_loss_cardio: 'play_based_activity', aerobic_base: 'play_based_activity' };

const MINUTES: Record<'adult' | 'youth', Record<SessionKind, number>> = {
  adult: {
    mobility: 30,
    corrective: 30,
    stability: 30,
    strength: 45,
    bodyweight_strength: 30,
    cardio: 40,
    active_play: 45,
    habit_practice: 15,
  },
  youth: {
    mobility: 20,
    corrective: 20,
    stability: 20,
    strength: 30,
    bodyweight_strength: 30,
    cardio: 30,
    active_play: 45,
    habit_practice: 15,
  },
};

const uniq = (xs: ReadonlyArray<FocusArea | undefined>): FocusArea[] => [...new Set(xs.filter((x): x is FocusArea => x !== undefined))];
const orDefault = (xs: FocusArea[], fallback: FocusArea[]) => (xs.length ? xs : fallback);

/** Focus areas by how much the findings ask for them (ties in FOCUS_AREAS order). */
function rankFocus(findings: readonly Finding[], youth: boolean): FocusArea[] {
  const score = new Map<FocusArea, number>();
  for (const f of findings) {
    for (const [area, priority] of Object.entries(f.plan ?? {}) as Array<[FocusArea, Priority]>) {
      const target = (youth && YOUTH_SWAP[area]) || area;
      score.set(target, (score.get(target) ?? 0) + PRIORITY[priority] * SEVERITY_FACTOR[f.severity]);
    }
  }
  return FOCUS_AREAS.filter((a) => score.has(a)).sort(
    (a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0) || FOCUS_AREAS.indexOf(a) - FOCUS_AREAS.indexOf(b),
  );
}

/**
 * A week of sessions for these focus areas: one session kind per group of areas, in the order given, repeated
 * to fill the week. With more kinds than sessions, gentle work of one stage shares a session.
 */
function weekOf(focus: readonly FocusArea[], perWeek: number, youth: boolean): Session[] {
  const kindOf = (a: FocusArea): SessionKind => {
    const kind = FOCUS[a].session;
    return youth && kind === 'strength' ? 'bodyweight_strength' : kind;
  };
  const groups: Array<{ kind: SessionKind; focus: FocusArea[] }> = [];
  for (const area of focus) {
    const kind = kindOf(area);
    const group = groups.find((g) => g.kind === kind);
    if (group) group.focus.push(area);
    else groups.push({ kind, focus: [area] });
  }
  const stage = (g: { focus: FocusArea[] }) => FOCUS[g.focus[0]!].stage;
  while (groups.length > perWeek) {
    let from = groups.length - 1;
    let into = from - 1;
    for (let j = groups.length - 1; j > 0; j--) {
      const i = groups.findIndex((g) => stage(g) === stage(groups[j]!));
      if (i < j) {
        [from, into] = [j, i];
        break;
      }
    }
    groups[into]!.focus.push(...groups[from]!.focus);
    groups.splice(from, 1);
  }
  const minutes = MINUTES[youth ? 'youth' : 'adult'];
  return Array.from({ length: perWeek }, (_, i) => {
    const g = groups[i % groups.length]!;
    return { kind: g.kind, focus: [...g.focus], minutes: minutes[g.kind] };
  });
}

/** Three phases over the weeks: [1, a], [a+1, b], [b+1, weeks]. */
function phaseWeeks(weeks: number): Array<[number, number]> {
  const first = Math.round(weeks / 3);
  const second = Math.round((weeks - first) / 2);
  return [
    [1, first],
    [first + 1, first + second],
    [first + second + 1, weeks],
  ];
}

export function buildPlan(findings: readonly Finding[], person: { age: number }): Plan {
  const youth = isYouth(person.age);
  const ranked = rankFocus(findings, youth);
  const activity: FocusArea = youth ? 'play_based_activity' : 'aerobic_base';
  const notable = findings.filter((f) => f.severity !== 'info');

  if (!notable.length) {
    // Nothing to correct: keep strength, endurance and mobility, plus what a positive note suggests.
    const focus = uniq(['full_body_strength', activity, 'general_mobility', ranked[0]]);
    return { weeks: 8, sessionsPerWeek: 3, phases: [{ weeks: [1, 8], focus, sessions: weekOf(focus, 3, youth) }] };
  }

  const load = notable.reduce((a, f) => a + SEVERITY_LOAD[f.severity], 0);
  const weeks = load <= 4 ? 8 : load <= 10 ? 10 : 12;
  // A fourth session only for adults under 65 with a lot to work on; youths and older people recover with three.
  const sessionsPerWeek = !youth && person.age < 65 && load > 6 ? 4 : 3;

  const foundation = ranked.filter((a) => FOCUS[a].stage === 'foundation');
  const build = ranked.filter((a) => FOCUS[a].stage === 'build');
  const condition = ranked.filter((a) => FOCUS[a].stage === 'condition');
  const habits: FocusArea | undefined = youth && foundation.length ? 'youth_posture_habits' : undefined;
  const play: FocusArea | undefined = youth ? 'play_based_activity' : undefined;
  const strength = orDefault(build.slice(0, 2), ['full_body_strength']);

  const focusByPhase: FocusArea[][] = [
    // Mobility and posture correction first, with easy endurance work when fat loss comes later.
    uniq([
      ...orDefault(foundation.slice(0, 3), ['general_mobility', 'core_stability']),
      habits,
      condition.length ? activity : undefined,
      play,
    ]),
    // Strength, keeping the most important correction.
    uniq([...strength, foundation[0] ?? 'core_stability', condition[0], play]),
    // Conditioning and strength, the correction kept up.
    uniq([condition[0] ?? activity, ...strength, foundation[0], play]),
  ];
  return {
    weeks,
    sessionsPerWeek,
    phases: phaseWeeks(weeks).map((w, i) => {
      const focus = focusByPhase[i]!;
      return { weeks: w, focus, sessions: weekOf(focus, sessionsPerWeek, youth) };
    }),
  };
}
