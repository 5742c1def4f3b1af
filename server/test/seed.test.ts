import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFiles, reports, users } from '../src/db/schema.ts';
import { DEMO_ACCOUNT, createDemoScan, seedDemo } from '../src/demo/seed.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { LIGHT_MESH_VERTICES } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seed', () => {
  it('creates the demo account with a year of reports, once', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const started = performance.now();
    expect(await seedDemo(t.db, now, LIGHT_MESH_VERTICES)).toMatchObject({ seeded: true });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await seedDemo(t.db, now, LIGHT_MESH_VERTICES)).toEqual({ seeded: false, reports: 0 });
    const [user] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    expect(user).toMatchObject({ phone: '+12015550100', name: 'Alex Demo', sex: 'male', heightCm: 178, age: 34 });
    const rows = await t.db.select().from(reports).where(eq(reports.userId, user!.id));
    const m30 = rows.filter((r) => r.model === 'M30').sort((a, b) => +a.measuredAt - +b.measuredAt);
    const s30 = rows.filter((r) => r.model === 'S30');
    expect(m30.length).toBeGreaterThanOrEqual(24);
    expect(s30.length).toBeGreaterThanOrEqual(11);
    expect(m30.at(-1)!.measuredAt.getTime()).toBeLessThan(now.getTime());
    expect(rows.every((r) => r.modelStatus === 'ready')).toBe(true);
    expect(m30.filter((r) => r.outcome === 'posture_failed')).toHaveLength(1);
    expect(s30.filter((r) => r.outcome === 'body_composition_failed')).toHaveLength(1);
    const [files] = await t.db.select({ n: count() }).from(reportFiles);
    const [all] = await t.db.select({ n: count() }).from(reports);
    expect(files!.n).toBe(all!.n);
    const wt = (i: number) => m30[i]!.measurements.bodyComposition!['WT']!;
    expect(wt(0) - wt(m30.length - 1)).toBeGreaterThan(2.5); // the training trend
  });

  it('demo account signs in with a code and sees its reports; the fresh demo scan binds', async () => {
    const { token, isNew } = await t.signIn(DEMO_ACCOUNT.email);
    expect(isNew).toBe(false);
    const res = await t.gql('{ latestReport(model: M30) { meshUrl previous { id } bodyComposition { metrics { change } } } }', {}, token);
    expect(res.errors).toBeUndefined();
    const { scanId } = await createDemoScan(t.db, t.clock.now(), LIGHT_MESH_VERTICES);
    const bound = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { modelStatus meshUrl } } }', { s: scanId }, token);
    expect(bound.data).toMatchObject({ bindScan: { report: { modelStatus: 'READY' } } });
  });
});

describe('maintenance', () => {
  it('prunes old rate events, codes and expired sessions without touching live ones', async () => {
    const { pruneExpired } = await import('../src/domain/maintenance.ts');
    const { token } = await t.signIn('prune@example.com');
    await pruneExpired(t.db, new Date(t.clock.now().getTime() + 3 * 3600_000));
    expect((await t.gql('{ me { email } }', {}, token)).data).toEqual({ me: { email: 'prune@example.com' } });
  });
});
