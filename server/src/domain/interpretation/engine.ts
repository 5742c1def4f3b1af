// The report interpretation: which rules fire on a report, the points worth telling in order of importance,
// and the training-plan outline that follows. No sentences here: the client words each rule id in the
// person's language from the params.
import type { ScanSections } from '#server/scan/report-sections.ts';
import type { RangeSubject } from '../ranges.ts';
import { contextOf, evaluate } from './conditions.ts';
import { buildPlan, type Plan } from './plan.ts';
import { RULES, type RuleId } from './rules.ts';
import type { Grade, Params, Rule, RuleSection, Severity } from './vocabulary.ts';

export type { Plan, Phase, Session } from './plan.ts';
export type { FocusArea, SessionKind, Severity } from './vocabulary.ts';
export type { RuleId } from './rules.ts';

export type Person = RangeSubject;
export type Point = { ruleId: RuleId; section: RuleSection; severity: Severity; params: Params };
export type Interpretation = { points: Point[]; plan: Plan };
export type Fired = Point & { weight: number; topic: string | undefined; rule: Rule };

const RANK: Record<Severity, number> = { important: 2, attention: 1, info: 0 };
const ORDER = new Map<string, number>(RULES.map((r, i) => [r.id, i]));

/** The report's measured sections (the body-composition document alone counts, as in version 1 reports). */
const measuredSomething = (doc: ScanSections) => Object.values(doc).some((v) => typeof v === 'object' && v !== null);

function fire(rule: Rule, params: Params, grade: Grade | undefined): Fired {
  const severity =
    typeof rule.severity === 'string'
      ? rule.severity
      : // A graded rule without a severity for this grade falls back to attention rather than failing the report.
        ((grade !== undefined ? rule.severity[grade] : undefined) ?? 'attention');
  const picked: Params = {};
  for (const name of rule.params ?? []) if (params[name] !== undefined) picked[name] = params[name];
  return { ruleId: rule.id as RuleId, section: rule.section, severity, params: picked, weight: rule.weight, topic: rule.topic, rule };
}

/** Every rule that fires on this report, in rule order, before ordering and de-duplication (tests read this). */
export function firedRules(report: ScanSections, person: Person): Fired[] {
  const ctx = contextOf(report, person);
  const rules: readonly Rule[] = RULES;
  const fired: Fired[] = [];
  const lastly: Rule[] = [];
  for (const rule of rules) {
    if ('nothingNotable' in rule.when) {
      lastly.push(rule);
      continue;
    }
    const facts = evaluate(rule.when, ctx);
    if (facts) fired.push(fire(rule, facts.params, facts.grade));
  }
  // The summary stands only beside strengths: a note of a value outside its usual range (however harmless) is notable.
  const notable = fired.some((f) => !f.rule.positive);
  for (const rule of lastly) if (!notable && measuredSomething(report)) fired.push(fire(rule, {}, undefined));
  return fired;
}

const byImportance = (a: Fired, b: Fired) =>
  RANK[b.severity] - RANK[a.severity] || b.weight - a.weight || (ORDER.get(a.ruleId) ?? 0) - (ORDER.get(b.ruleId) ?? 0);

/** The points that matter most first; of rules that say the same thing (one topic) only the strongest stays. */
export function rankPoints(fired: readonly Fired[]): Fired[] {
  const seen = new Set<string>();
  return [...fired].sort(byImportance).filter((f) => {
    if (f.topic === undefined) return true;
    if (seen.has(f.topic)) return false;
    seen.add(f.topic);
    return true;
  });
}

export function interpret(report: ScanSections, person: Person): Interpretation {
  const ranked = rankPoints(firedRules(report, person));
  return {
    points: ranked.map(({ ruleId, section, severity, params }) => ({ ruleId, section, severity, params })),
    // From the points shown: a duplicate says what its stronger twin already adds to the plan.
    plan: buildPlan(
      ranked.map((f) => ({ severity: f.severity, plan: f.rule.plan })),
      person,
    ),
  };
}
