// Ranges use the person's own sex, height and age (issue 19): a scan is rated with the account's profile as it was when
// the scan was bound, whatever the scanner recorded; a later profile change applies to later scans only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standardRanges } from '../src/domain/ranges.ts';
import { DEMO_M30_DEVICE_KEY, postScan, scanBody } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SCANNER = { sex: 'male', heightCm: 179, age: 71 } as const;
const PROFILE = { sex: 'female', heightCm: 168, age: 35 } as const;
const REPORT = `id subject { sex heightCm age } scannerSubject { sex heightCm age }
  bodyComposition { metrics { key value range { low high } rating } }`;
type Report = {
  id: string;
  subject: { sex: string; heightCm: number; age: number };
  scannerSubject: { sex: string; heightCm: number; age: number };
  bodyComposition: { metrics: Array<{ key: string; value: number; range: { low: number; high: number } | null; rating: string | null }> };
};

async function setProfile(token: string, input: Record<string, unknown>) {
  const r = await t.gql(`mutation($i: ProfileInput!) { updateProfile(input: $i) { id } }`, { i: input }, token);
  expect(r.errors).toBeUndefined();
}

async function bind(token: string, body: ReturnType<typeof scanBody>): Promise<Report> {
  expect((await postScan(t, body, DEMO_M30_DEVICE_KEY)).status).toBe(201);
  const r = await t.gql(`mutation($s: ID!) { bindScan(scanId: $s) { report { ${REPORT} } } }`, { s: body.scanId }, token);
  expect(r.errors).toBeUndefined();
  return (r.data!['bindScan'] as { report: Report }).report;
}

async function reread(token: string, id: string): Promise<Report> {
  const r = await t.gql(`query($id: ID!) { report(id: $id) { ${REPORT} } }`, { id }, token);
  return r.data!['report'] as Report;
}

const metric = (r: Report, key: string) => r.bodyComposition.metrics.find((m) => m.key === key)!;

describe('the sex, height and age a report is rated with', () => {
  it('are the profile’s when the scan is bound, and the scanner’s values stay readable', async () => {
    const { token } = await t.signIn('rated-profile@example.com');
    await setProfile(token, { sex: 'FEMALE', heightCm: PROFILE.heightCm, age: PROFILE.age });
    const body = scanBody({ subject: SCANNER }, 11, 'M30');
    const report = await bind(token, body);
    expect(report.subject).toEqual({ sex: 'FEMALE', heightCm: 168, age: 35 });
    expect(report.scannerSubject).toEqual({ sex: 'MALE', heightCm: 179, age: 71 });
    // The body-fat band is the woman's of 35, not the man's of 71.
    const pbf = metric(report, 'PBF');
    const femaleBand = standardRanges(PROFILE, metric(report, 'WT').value).PBF!;
    const maleBand = standardRanges(SCANNER, metric(report, 'WT').value).PBF!;
    expect(femaleBand).not.toEqual(maleBand);
    expect(pbf.range).toEqual({ low: femaleBand.low, high: femaleBand.high });
  });

  it('keep the profile of the binding after the profile changes; a later scan takes the new profile', async () => {
    const { token } = await t.signIn('rated-later@example.com');
    await setProfile(token, { sex: 'FEMALE', heightCm: 168, age: 35 });
    const first = await bind(token, scanBody({ subject: SCANNER }, 12, 'M30'));
    await setProfile(token, { heightCm: 172, age: 36 });
    expect((await reread(token, first.id)).subject).toEqual({ sex: 'FEMALE', heightCm: 168, age: 35 });
    const second = await bind(token, scanBody({ subject: SCANNER, measuredAt: '2026-06-01T09:30:00.000Z' }, 13, 'M30'));
    expect(second.subject).toEqual({ sex: 'FEMALE', heightCm: 172, age: 36 });
  });

  it('take the scanner’s value where the profile has none, and all of the scanner’s for an account without a profile', async () => {
    const partial = await t.signIn('rated-partial@example.com');
    await setProfile(partial.token, { heightCm: 160 });
    expect((await bind(partial.token, scanBody({ subject: SCANNER }, 14, 'M30'))).subject).toEqual({ sex: 'MALE', heightCm: 160, age: 71 });
    const none = await t.signIn('rated-none@example.com');
    const report = await bind(none.token, scanBody({ subject: SCANNER }, 15, 'M30'));
    expect(report.subject).toEqual(report.scannerSubject);
  });

  it('are the profile’s for a scan bound by the scanner itself (the account’s e-mail in the payload)', async () => {
    const { token } = await t.signIn('rated-device@example.com');
    await setProfile(token, { sex: 'FEMALE', heightCm: 168, age: 35 });
    const body = scanBody({ subject: SCANNER, account: { email: 'rated-device@example.com' } }, 16, 'M30');
    expect((await postScan(t, body, DEMO_M30_DEVICE_KEY)).status).toBe(201);
    const list = await t.gql(`{ reports(first: 1) { edges { node { subject { sex heightCm age } } } } }`, {}, token);
    const edges = (list.data!['reports'] as { edges: Array<{ node: { subject: unknown } }> }).edges;
    expect(edges[0]!.node.subject).toEqual({ sex: 'FEMALE', heightCm: 168, age: 35 });
  });
});
