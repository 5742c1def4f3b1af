// Device payloads for the benchmark, from the server's own generator, so they pass the device API's validation.
import { generateMeasurements, newScanId, randomSubject, seededRng, type Rng } from '#server/simulator/generate.ts';
import type { Subject } from '#server/scan/sections.ts';

export type Model = 'S30' | 'M30';
export type Outcome = 'complete' | 'body_assessment_failed' | 'body_composition_failed' | 'posture_failed' | 'failed';
export type GenerateOptions = { weightKg?: number; pbf?: number; outcome?: Outcome };
/** The payload minus scanId/measuredAt/timezone/subject, for one model (generateMeasurements' shape). */
export type Generate = (subject: Subject, model: Model, rng: Rng, opts?: GenerateOptions) => object;

// The one line that picks the generator (it was `generateBodyComposition` wrapped as { outcome, bodyComposition }
// before the complete measurement model landed).
export const generate: Generate = generateMeasurements;
export const generatorName = 'generateMeasurements';

export { newScanId, randomSubject, seededRng, type Rng, type Subject };

export const TIMEZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Shanghai', 'Europe/London', 'America/Los_Angeles', 'Asia/Tokyo'];

export type ScanPayload = { scanId: string; measuredAt: string; timezone: string; subject: Subject } & object;

export function scanPayload(
  scanId: string,
  measuredAt: Date,
  timezone: string,
  subject: Subject,
  model: Model,
  rng: Rng,
  opts?: GenerateOptions,
): ScanPayload {
  return { scanId, measuredAt: measuredAt.toISOString(), timezone, subject, ...generate(subject, model, rng, opts) };
}

/** Posts one scan through the device API; returns the status and the body text. */
export async function postScan(baseUrl: string, deviceKey: string, payload: ScanPayload): Promise<{ status: number; text: string }> {
  const res = await fetch(`${baseUrl}/api/device/scans`, {
    method: 'POST',
    headers: { authorization: `Bearer ${deviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: res.status, text: await res.text() };
}
