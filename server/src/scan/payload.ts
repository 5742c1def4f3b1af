// Validation of what scanners send: every bad field is reported, nothing is stored on any error.
import * as v from 'valibot';
import { parseIsoDate } from './iso-date.ts';
import { expectedSections, MEASURED_SECTIONS, type ScanSections, type SectionId } from './report-sections.ts';
import { OUTCOMES, SEXES, type BodyComposition, type Model } from './sections.ts';

export const SCAN_ID = /^[A-Za-z0-9_-]{16,64}$/;

const EnvelopeSchema = v.object({
  scanId: v.pipe(v.string(), v.regex(SCAN_ID, 'scanId must be 16–64 characters of A–Z a–z 0–9 _ -')),
  measuredAt: v.pipe(
    v.string(),
    v.regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/,
      'measuredAt must be an ISO 8601 date-time with offset',
    ),
    v.check((s) => parseIsoDate(s) !== null, 'measuredAt is not a real date'),
  ),
  timezone: v.pipe(v.string(), v.maxLength(64)),
  subject: v.object({
    sex: v.picklist(SEXES),
    heightCm: v.pipe(v.number(), v.minValue(70), v.maxValue(200)),
    age: v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(99)),
  }),
  outcome: v.picklist(OUTCOMES),
  account: v.optional(
    v.object({
      email: v.pipe(
        v.string(),
        v.maxLength(254),
        v.regex(/^[^\u0000-\u001f\u007f]*$/, 'account.email must not contain control characters'),
      ),
    }),
  ),
});

export type ScanPayload = v.InferOutput<typeof EnvelopeSchema> & ScanSections;
export type Issue = { path: string; message: string };

/** Timezones the runtime doesn't know are served as UTC (offset 0), as the spec says. */
export function normalizeTimezone(tz: string): string {
  if (!tz) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

const OPTS = { abortEarly: false, abortPipeEarly: false } as const;
const issuesOf = (prefix: string, issues: readonly v.BaseIssue<unknown>[]): Issue[] =>
  issues.map((i) => {
    const path = v.getDotPath(i);
    return { path: prefix && path ? `${prefix}.${path}` : prefix || (path ?? ''), message: i.message };
  });

/**
 * Checks the envelope and every section on its own, so one broken section doesn't hide the others' errors;
 * then which sections the model and outcome require, then the rules that tie sections together.
 */
export function validateScan(input: unknown, now: Date, model: Model): { ok: true; scan: ScanPayload } | { ok: false; issues: Issue[] } {
  const envelope = v.safeParse(EnvelopeSchema, input, OPTS);
  const issues: Issue[] = envelope.success ? [] : issuesOf('', envelope.issues);
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const sections: ScanSections = {};
  for (const { field, schema } of MEASURED_SECTIONS) {
    if (raw[field] === undefined) continue;
    const parsed = v.safeParse(schema, raw[field], OPTS);
    if (parsed.success) (sections as Record<string, unknown>)[field] = parsed.output;
    else issues.push(...issuesOf(field, parsed.issues));
  }
  if (envelope.success) {
    const { outcome, subject, measuredAt } = envelope.output;
    const expected = new Set<SectionId>(expectedSections(model, outcome, subject.age));
    for (const { id: section, field } of MEASURED_SECTIONS) {
      const sent = raw[field] !== undefined;
      if (expected.has(section) && !sent) issues.push({ path: field, message: `required for an ${model} scan with outcome ${outcome}` });
      if (!expected.has(section) && sent) {
        const why =
          section === 'youth_spine' && model === 'M30' ? 'only for ages 10–17' : `an ${model} scan with outcome ${outcome} has none`;
        issues.push({ path: field, message: `must be absent: ${why}` });
      }
    }
    const measured = Date.parse(measuredAt);
    if (measured > now.getTime() + 24 * 3600_000 || measured < Date.UTC(2000, 0, 1)) {
      issues.push({ path: 'measuredAt', message: 'measuredAt is out of range' });
    }
  }
  issues.push(...consistencyIssues(sections));
  if (issues.length || !envelope.success) return { ok: false, issues };
  return { ok: true, scan: { ...envelope.output, ...sections } };
}

/** Tolerances of the cross-field rules (docs/decisions.md, "Device API consistency rules"). */
export const TOLERANCE = { massKg: 0.2, waterKg: 0.3, leanKg: 0.3, pbf: 1, whr: 0.02, girthCm: 0.5, partsKg: 0.5 } as const;

function consistencyIssues(s: ScanSections): Issue[] {
  const out: Issue[] = [];
  const rule = (bad: boolean, path: string, message: string) => bad && out.push({ path, message });
  const bc: BodyComposition | undefined = s.bodyComposition;
  if (bc) {
    rule(Math.abs(bc.FFM + bc.BFM - bc.WT) > TOLERANCE.massKg, 'bodyComposition.WT', 'FFM + BFM must equal WT (±0.2 kg)');
    rule(Math.abs((bc.BFM / bc.WT) * 100 - bc.PBF) > TOLERANCE.pbf, 'bodyComposition.PBF', 'PBF must equal BFM / WT × 100 (±1)');
    rule(Math.abs(bc.ICW + bc.ECW - bc.TBW) > TOLERANCE.waterKg, 'bodyComposition.TBW', 'TBW must equal ICW + ECW (±0.3 kg)');
    rule(Math.abs(bc.FFM - bc.TM - bc.LM) > TOLERANCE.leanKg, 'bodyComposition.LM', 'LM must equal FFM − TM (±0.3 kg)');
  }
  if (bc && s.segments) {
    const sum = (k: 'fatKg' | 'muscleKg') => s.segments!.reduce((a, x) => a + x[k], 0);
    rule(sum('fatKg') > bc.BFM + TOLERANCE.partsKg, 'segments', 'segment fat must not add up to more than BFM');
    rule(sum('muscleKg') > bc.LM + TOLERANCE.partsKg, 'segments', 'segment muscle must not add up to more than LM');
  }
  const g = s.girths;
  if (g) {
    for (const side of ['left', 'right'] as const) {
      const [top, mid, min] = [g[`${side}ThighGirth`], g[`${side}MidThighGirth`], g[`${side}MinThighGirth`]];
      rule(!(top >= mid && mid >= min), `girths.${side}MidThighGirth`, 'thigh girths must shrink from the top of the thigh to the knee');
    }
    if (bc) {
      rule(
        Math.abs(g.waistGirth / g.hipGirth - bc.WHR) > TOLERANCE.whr,
        'girths.waistGirth',
        'waistGirth / hipGirth must equal WHR (±0.02)',
      );
    }
  }
  const w = s.waist;
  if (w && g) {
    const byLevel = { high: g.waistGirth, mid: g.midWaistGirth, low: g.lowWaistGirth };
    rule(Math.abs(w.waistGirthCm - g.waistGirth) > TOLERANCE.girthCm, 'waist.waistGirthCm', 'must equal girths.waistGirth (±0.5 cm)');
    w.lines.forEach((line, i) => {
      rule(
        Math.abs(line.girthCm - byLevel[line.level]) > TOLERANCE.girthCm,
        `waist.lines.${i}.girthCm`,
        'must equal the girth of its level (±0.5 cm)',
      );
    });
  }
  if (w && bc) rule(Math.abs(w.waistHipRatio - bc.WHR) > TOLERANCE.whr, 'waist.waistHipRatio', 'must equal bodyComposition.WHR (±0.02)');
  if (s.hip && g)
    rule(Math.abs(s.hip.hipGirthCm - g.hipGirth) > TOLERANCE.girthCm, 'hip.hipGirthCm', 'must equal girths.hipGirth (±0.5 cm)');
  return out;
}
