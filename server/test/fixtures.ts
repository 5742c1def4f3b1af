import { randomBytes } from 'node:crypto';
import { DEMO_M30_DEVICE_KEY, DEMO_S30_DEVICE_KEY } from '../src/demo/demo-devices.ts';
import { generateMeasurements, seededRng, type MeasurementOptions } from '../src/simulator/generate.ts';
import type { Model, Subject } from '../src/scan/sections.ts';
import type { TestApp } from './harness.ts';
import { SECTION_SELECTION } from '../../scripts/lib/select-all.ts';

export { DEMO_M30_DEVICE_KEY, DEMO_S30_DEVICE_KEY };

/** The demo data's mesh density in tests: light, as vite.config.ts sets it for every server project. */
export const LIGHT_MESH_VERTICES = Number(process.env['DEMO_MESH_VERTICES'] ?? 2000);
export const subject: Subject = { sex: 'female', heightCm: 166, age: 41 };
export const newId = () => randomBytes(16).toString('base64url');

/** A valid scan of `model` as the device API accepts it; overrides replace top-level fields. */
export function scanBody(overrides: Record<string, unknown> = {}, seed = 7, model: Model = 'M30', opts: MeasurementOptions = {}) {
  const who = (overrides['subject'] as Subject | undefined) ?? subject;
  return {
    scanId: newId(),
    measuredAt: '2026-05-01T09:30:00.000Z',
    timezone: 'Europe/Berlin',
    subject: who,
    ...generateMeasurements(who, model, seededRng(seed), opts),
    ...overrides,
  };
}

export async function postScan(t: TestApp, body: unknown, key = DEMO_M30_DEVICE_KEY) {
  const res = await t.request('/api/device/scans', {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export const REPORT_FIELDS = `id scanId model measuredAt timezone outcome modelStatus meshUrl deleted score
  bodyComposition { metrics { key value quantity change range { low high } rating } } previous { id measuredAt }`;

/** Every field of a report, every section in full (written out from the schema: scripts/lib/select-all.ts). */
export const FULL_REPORT = `id scanId model measuredAt timezone outcome modelStatus meshUrl viewMeshUrl deleted score
  subject { sex heightCm age } sections
  ${SECTION_SELECTION}
  previous { id measuredAt }`;
