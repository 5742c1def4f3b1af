// Validation of what scanners send: every bad field is reported, nothing is stored on any error.
import * as v from 'valibot';
import { METRIC_KEYS, type MetricKey } from './generate.ts';

export const SCAN_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** Sane physical ranges; values outside are device faults, not people. */
export const METRIC_RANGES: Record<MetricKey, [number, number]> = {
  WT: [10, 300], FFM: [5, 250], BFM: [0, 250], LM: [5, 250], TBW: [3, 200], SM: [2, 150], PROTEIN: [1, 60],
  TM: [0.3, 20], BMR: [500, 5000], WHR: [0.5, 1.5], BMI: [5, 80], PBF: [1, 75], VFG: [1, 30], ICW: [2, 130],
  ECW: [1, 80], METABOLIC_AGE: [10, 120], SCORE: [0, 100],
};

const metric = (key: MetricKey) => {
  const [lo, hi] = METRIC_RANGES[key];
  return v.pipe(v.number(`${key} must be a number`), v.finite(), v.minValue(lo, `${key} must be ≥ ${lo}`), v.maxValue(hi, `${key} must be ≤ ${hi}`));
};

const BodyCompositionSchema = v.strictObject(
  Object.fromEntries(METRIC_KEYS.map((k) => [k, metric(k)])) as { [K in MetricKey]: ReturnType<typeof metric> },
);

const OUTCOMES = ['complete', 'body_assessment_failed', 'body_composition_failed', 'posture_failed', 'failed'] as const;

const ScanSchema = v.object({
  scanId: v.pipe(v.string(), v.regex(SCAN_ID, 'scanId must be 16–64 characters of A–Z a–z 0–9 _ -')),
  measuredAt: v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/, 'measuredAt must be an ISO 8601 date-time with offset'),
    v.check((s) => !Number.isNaN(Date.parse(s)), 'measuredAt is not a real date'),
  ),
  timezone: v.pipe(v.string(), v.maxLength(64)),
  subject: v.object({
    sex: v.picklist(['male', 'female']),
    heightCm: v.pipe(v.number(), v.minValue(70), v.maxValue(200)),
    age: v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(99)),
  }),
  outcome: v.picklist(OUTCOMES),
  bodyComposition: v.optional(BodyCompositionSchema),
  account: v.optional(v.object({ email: v.pipe(v.string(), v.maxLength(254)) })),
});

export type ScanPayload = v.InferOutput<typeof ScanSchema>;
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

export function validateScan(input: unknown, now: Date): { ok: true; scan: ScanPayload } | { ok: false; issues: Issue[] } {
  const parsed = v.safeParse(ScanSchema, input, { abortEarly: false, abortPipeEarly: false });
  if (!parsed.success) {
    return { ok: false, issues: parsed.issues.map((i) => ({ path: v.getDotPath(i) ?? '', message: i.message })) };
  }
  const scan = parsed.output;
  const issues: Issue[] = [];
  const needsComposition = scan.outcome === 'complete' || scan.outcome === 'posture_failed';
  const forbidsComposition = scan.outcome === 'body_composition_failed' || scan.outcome === 'failed';
  if (needsComposition && !scan.bodyComposition) issues.push({ path: 'bodyComposition', message: `required when outcome is ${scan.outcome}` });
  if (forbidsComposition && scan.bodyComposition) issues.push({ path: 'bodyComposition', message: `must be absent when outcome is ${scan.outcome}` });
  const bc = scan.bodyComposition;
  if (bc) {
    if (Math.abs(bc.FFM + bc.BFM - bc.WT) > 0.2) issues.push({ path: 'bodyComposition.WT', message: 'FFM + BFM must equal WT (±0.2 kg)' });
    if (Math.abs((bc.BFM / bc.WT) * 100 - bc.PBF) > 1) issues.push({ path: 'bodyComposition.PBF', message: 'PBF must equal BFM / WT × 100 (±1)' });
  }
  const measured = Date.parse(scan.measuredAt);
  if (measured > now.getTime() + 24 * 3600_000 || measured < Date.UTC(2000, 0, 1)) {
    issues.push({ path: 'measuredAt', message: 'measuredAt is out of range' });
  }
  return issues.length ? { ok: false, issues } : { ok: true, scan };
}
