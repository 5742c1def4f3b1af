// Share links: a read-only report at /s/<token>, 168 hours by default, revocable, owner-only, hashed tokens.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareLinks } from '../src/db/schema.ts';
import { buildBodyGlb } from '../src/simulator/mesh.ts';
import { DEMO_M30_DEVICE_KEY, FULL_REPORT, postScan, scanBody, subject } from './fixtures.ts';
import { createTestApp, type GqlResult, type TestApp } from './harness.ts';

const HOUR = 3600_000;
const CREATE = 'mutation($r: ID!) { createShareLink(reportId: $r) { id url createdAt expiresAt } }';
const REVOKE = 'mutation($id: ID!) { revokeShareLink(id: $id) }';
const LINKS = 'query($id: ID!) { report(id: $id) { id shareLinks { id url createdAt expiresAt } } }';
const SHARED = `query($t: String!) { sharedReport(token: $t) { status expiresAt report { ${FULL_REPORT} shareLinks { id url } } } }`;

type Link = { id: string; url: string | null; createdAt: string; expiresAt: string };
type Shared = { status: string; expiresAt: string | null; report: Record<string, unknown> | null };

const code = (r: GqlResult) => r.errors?.[0]?.extensions?.['code'];
const tokenOf = (link: Link) => new URL(link.url!).pathname.replace(/^\/s\//, '');

let t: TestApp;
let alice: { token: string; userId: string; reports: Array<{ id: string; scanId: string }> };
let bob: { token: string; userId: string; reports: Array<{ id: string; scanId: string }> };

/** Posts and binds scans (with a mesh, so meshUrl would be set for the owner) measured at these dates. */
async function reportsFor(app: TestApp, token: string, dates: string[], seed: number) {
  const out: Array<{ id: string; scanId: string }> = [];
  for (const [i, measuredAt] of dates.entries()) {
    const body = scanBody({ measuredAt }, seed + i);
    expect((await postScan(app, body)).status).toBe(201);
    const bound = await app.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
    out.push({ id: (bound.data!['bindScan'] as { report: { id: string } }).report.id, scanId: body.scanId });
    await app.request(`/api/device/scans/${body.scanId}/model`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}`, 'content-type': 'model/gltf-binary' },
      body: new Uint8Array(buildBodyGlb(subject, { chest: 92, waist: 74, hip: 100, thigh: 56, calf: 36, upperArm: 28, neck: 33 })),
    });
  }
  return out;
}

async function create(app: TestApp, token: string, reportId: string): Promise<Link> {
  const res = await app.gql(CREATE, { r: reportId }, token);
  expect(res.errors).toBeUndefined();
  return res.data!['createShareLink'] as Link;
}

async function shared(app: TestApp, linkToken: string, sessionToken?: string): Promise<{ res: GqlResult; view: Shared }> {
  const res = await app.gql(SHARED, { t: linkToken }, sessionToken);
  expect(res.errors).toBeUndefined();
  return { res, view: res.data!['sharedReport'] as Shared };
}

async function deleteScan(app: TestApp, scanId: string) {
  const res = await app.request(`/api/device/scans/${scanId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}` },
  });
  expect(res.status).toBeLessThan(300);
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.signIn('alice.share@example.com');
  const b = await t.signIn('bob.share@example.com');
  alice = { ...a, reports: await reportsFor(t, a.token, ['2026-03-01T08:00:00Z', '2026-04-01T08:00:00Z', '2026-04-15T08:00:00Z'], 30) };
  bob = { ...b, reports: await reportsFor(t, b.token, ['2026-03-10T08:00:00Z'], 40) };
});
afterAll(() => t.close());

describe('share links', () => {
  it('a new link opens the report read-only, signed out, with the same measurements its owner sees', async () => {
    const report = alice.reports[1]!;
    const link = await create(t, alice.token, report.id);
    expect(link.url).toMatch(/^http:\/\/localhost:8080\/s\/[A-Za-z0-9_-]+$/);
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(168 * HOUR);
    expect(link.createdAt).toBe(t.clock.now().toISOString());

    const { view } = await shared(t, tokenOf(link));
    expect(view.status).toBe('VALID');
    expect(view.expiresAt).toBe(link.expiresAt);
    const own = await t.gql(`query($id: ID!) { report(id: $id) { ${FULL_REPORT} } }`, { id: report.id }, alice.token);
    const mine = own.data!['report'] as Record<string, unknown>;
    const seen = view.report!;
    expect(seen['id']).toBe(report.id);
    for (const key of [
      'scanId',
      'measuredAt',
      'outcome',
      'score',
      'subject',
      'sections',
      'posture',
      'spine',
      'waist',
      'pelvis',
      'hip',
      'painRisk',
      'shapeBaseline',
    ]) {
      expect(seen[key], key).toEqual(mine[key]);
    }
    type Metric = { key: string; value: number; rating: string | null; range: unknown };
    const values = (r: Record<string, unknown>) =>
      (r['bodyComposition'] as { metrics: Metric[] }).metrics.map(({ key, value, rating, range }) => ({ key, value, rating, range }));
    expect(values(seen)).toEqual(values(mine));
    expect(values(seen).length).toBeGreaterThan(10);
  });

  it('tokens carry at least 128 random bits and only their SHA-256 is stored', async () => {
    const links = [await create(t, alice.token, alice.reports[0]!.id), await create(t, alice.token, alice.reports[0]!.id)];
    const tokens = links.map(tokenOf);
    expect(new Set(tokens).size).toBe(2);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
    const rows = await t.db.select().from(shareLinks);
    const dump = JSON.stringify(rows);
    for (const [i, token] of tokens.entries()) {
      expect(dump).not.toContain(token);
      const row = rows.find((r) => r.id === links[i]!.id)!;
      expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(row.userId).toBe(alice.userId);
      expect(row.reportId).toBe(alice.reports[0]!.id);
    }
  });

  it('Report.shareLinks lists the owner’s live links, newest first, without their URL', async () => {
    const report = alice.reports[2]!;
    const first = await create(t, alice.token, report.id);
    t.clock.advance(1000);
    const made = [await create(t, alice.token, report.id), first];
    const res = await t.gql(LINKS, { id: report.id }, alice.token);
    const links = (res.data!['report'] as { shareLinks: Link[] }).shareLinks;
    // Newest first: the one just made is at the top of the dialog's list.
    expect(links.map((l) => l.id)).toEqual(made.map((l) => l.id));
    expect(links.every((l) => l.url === null)).toBe(true);
    expect(JSON.stringify(res)).not.toContain(tokenOf(made[0]!));
  });

  it('expires after SHARE_LINK_HOURS on the server’s clock, and then shows nothing of the report', async () => {
    const report = alice.reports[1]!;
    const link = await create(t, alice.token, report.id);
    t.clock.advance(168 * HOUR - 1000);
    expect((await shared(t, tokenOf(link))).view.status).toBe('VALID');
    t.clock.advance(2000);
    const { res, view } = await shared(t, tokenOf(link));
    expect(view).toEqual({ status: 'EXPIRED', expiresAt: null, report: null });
    const text = JSON.stringify(res);
    for (const secret of [report.id, report.scanId, 'bodyComposition', 'Europe/Berlin']) expect(text).not.toContain(secret);
    // An expired link is no longer listed as live.
    const listed = await t.gql(LINKS, { id: report.id }, alice.token);
    expect((listed.data!['report'] as { shareLinks: Link[] }).shareLinks.map((l) => l.id)).not.toContain(link.id);
  });

  it('a custom SHARE_LINK_HOURS sets the validity', async () => {
    const other = await createTestApp({ SHARE_LINK_HOURS: '2', PUBLIC_URL: 'https://contour.example/' });
    try {
      const who = await other.signIn('carol.share@example.com');
      const [report] = await reportsFor(other, who.token, ['2026-02-01T08:00:00Z'], 50);
      const link = await create(other, who.token, report!.id);
      expect(link.url).toMatch(/^https:\/\/contour\.example\/s\/[A-Za-z0-9_-]{22,}$/);
      expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(2 * HOUR);
      other.clock.advance(2 * HOUR - 1000);
      expect((await shared(other, tokenOf(link))).view.status).toBe('VALID');
      other.clock.advance(1000);
      expect((await shared(other, tokenOf(link))).view).toEqual({ status: 'EXPIRED', expiresAt: null, report: null });
    } finally {
      await other.close();
    }
  });

  it('a withdrawn link says REVOKED at once, shows nothing, and leaves the list', async () => {
    const report = alice.reports[0]!;
    const link = await create(t, alice.token, report.id);
    expect((await shared(t, tokenOf(link))).view.status).toBe('VALID');
    expect((await t.gql(REVOKE, { id: link.id }, alice.token)).data).toEqual({ revokeShareLink: true });
    const { res, view } = await shared(t, tokenOf(link));
    expect(view).toEqual({ status: 'REVOKED', expiresAt: null, report: null });
    expect(JSON.stringify(res)).not.toContain(report.id);
    const listed = await t.gql(LINKS, { id: report.id }, alice.token);
    expect((listed.data!['report'] as { shareLinks: Link[] }).shareLinks.map((l) => l.id)).not.toContain(link.id);
    // Withdrawing again is harmless; a revoked link stays REVOKED after it would have expired.
    expect((await t.gql(REVOKE, { id: link.id }, alice.token)).data).toEqual({ revokeShareLink: true });
    t.clock.advance(200 * HOUR);
    expect((await shared(t, tokenOf(link))).view.status).toBe('REVOKED');
  });

  it('another account can’t create, list or withdraw links of a report it doesn’t own', async () => {
    const report = alice.reports[1]!;
    const link = await create(t, alice.token, report.id);
    const made = await t.gql(CREATE, { r: report.id }, bob.token);
    expect(code(made)).toBe('NOT_FOUND');
    expect(made.data).toBeNull();
    const listed = await t.gql(LINKS, { id: report.id }, bob.token);
    expect(code(listed)).toBe('NOT_FOUND');
    expect(JSON.stringify(listed)).not.toContain(link.id);
    const revoked = await t.gql(REVOKE, { id: link.id }, bob.token);
    expect(code(revoked)).toBe('NOT_FOUND');
    expect((await shared(t, tokenOf(link))).view.status).toBe('VALID');
    // Signed out: creating and withdrawing need a session; ids that aren't links are NOT_FOUND.
    expect(code(await t.gql(CREATE, { r: report.id }))).toBe('UNAUTHORIZED');
    expect(code(await t.gql(REVOKE, { id: link.id }))).toBe('UNAUTHORIZED');
    expect(code(await t.gql(CREATE, { r: 'not-a-report' }, bob.token))).toBe('NOT_FOUND');
    expect(code(await t.gql(REVOKE, { id: report.id }, alice.token))).toBe('NOT_FOUND');
    // Bob's own report shares fine, and its links are only his.
    const his = await create(t, bob.token, bob.reports[0]!.id);
    const aliceAsks = await t.gql(LINKS, { id: bob.reports[0]!.id }, alice.token);
    expect(code(aliceAsks)).toBe('NOT_FOUND');
    expect((await shared(t, tokenOf(his))).view.report!['id']).toBe(bob.reports[0]!.id);
  });

  it('a shared report reaches nothing past itself: no previous report, no changes, no links, no mesh, for anyone', async () => {
    const report = alice.reports[2]!;
    const own = await t.gql(
      `query($id: ID!) { report(id: $id) { meshUrl viewMeshUrl previous { id } girths { change } } }`,
      { id: report.id },
      alice.token,
    );
    const owned = own.data!['report'] as {
      meshUrl: string | null;
      viewMeshUrl: string | null;
      previous: { id: string } | null;
      girths: Array<{ change: number | null }>;
    };
    // For the owner these are set, so their absence below is the guard, not the data.
    expect(owned.meshUrl).toBeTruthy();
    expect(owned.viewMeshUrl).toBeTruthy();
    expect(owned.previous?.id).toBe(alice.reports[1]!.id);
    expect(owned.girths.some((g) => g.change !== null)).toBe(true);

    const link = await create(t, alice.token, report.id);
    for (const session of [undefined, bob.token, alice.token]) {
      const { res, view } = await shared(t, tokenOf(link), session);
      const r = view.report as {
        previous: unknown;
        meshUrl: unknown;
        viewMeshUrl: unknown;
        shareLinks: unknown[];
        bodyComposition: { metrics: Array<{ change: number | null }> };
        girths: Array<{ change: number | null }>;
        shoulder: { change: number | null } | null;
      };
      expect(r.previous).toBeNull();
      expect(r.meshUrl).toBeNull();
      expect(r.viewMeshUrl).toBeNull();
      expect(r.shareLinks).toEqual([]);
      expect(r.bodyComposition.metrics.every((m) => m.change === null)).toBe(true);
      expect(r.girths.every((g) => g.change === null)).toBe(true);
      expect(r.shoulder?.change ?? null).toBeNull();
      const text = JSON.stringify(res);
      for (const other of [alice.reports[0]!, alice.reports[1]!]) expect(text).not.toContain(other.id);
      expect(text).not.toContain(alice.userId);
      expect(text).not.toContain('alice.share@example.com');
      expect(text).not.toContain(tokenOf(link));
    }
    // The schema offers no way from a shared report to its owner's account.
    const probe = await t.gql('query($t: String!) { sharedReport(token: $t) { report { user { id } } } }', { t: tokenOf(link) });
    expect(probe.errors?.[0]?.message).toContain('Cannot query field "user"');
    expect(probe.data ?? null).toBeNull();
  });

  it('unknown and malformed tokens are NOT_FOUND', async () => {
    const link = await create(t, alice.token, alice.reports[0]!.id);
    const real = tokenOf(link);
    const flipped = (real[0] === 'A' ? 'B' : 'A') + real.slice(1);
    for (const token of ['', 'x', flipped, `${real}A`, real.slice(1), `${real.slice(0, -1)}!`, 'a'.repeat(5000)]) {
      expect((await shared(t, token)).view, token.slice(0, 20)).toEqual({ status: 'NOT_FOUND', expiresAt: null, report: null });
    }
  });

  it('allows 20 live links per report, then SHARE_LINK_LIMIT until one is withdrawn or expires', async () => {
    const who = await t.signIn('dave.share@example.com');
    const [report] = await reportsFor(t, who.token, ['2026-02-01T08:00:00Z'], 60);
    const links: Link[] = [];
    for (let i = 0; i < 20; i++) links.push(await create(t, who.token, report!.id));
    const refused = await t.gql(CREATE, { r: report!.id }, who.token);
    expect(code(refused)).toBe('SHARE_LINK_LIMIT');
    expect(refused.errors?.[0]?.extensions?.['limit']).toBe(20);
    await t.gql(REVOKE, { id: links[0]!.id }, who.token);
    await create(t, who.token, report!.id);
    expect(code(await t.gql(CREATE, { r: report!.id }, who.token))).toBe('SHARE_LINK_LIMIT');
    t.clock.advance(169 * HOUR);
    await create(t, who.token, report!.id);
  });

  it('a report deleted by the administrator: its links show nothing and it can’t be shared', async () => {
    const who = await t.signIn('erin.share@example.com');
    const [report] = await reportsFor(t, who.token, ['2026-02-01T08:00:00Z'], 70);
    const link = await create(t, who.token, report!.id);
    await deleteScan(t, report!.scanId);
    const { res, view } = await shared(t, tokenOf(link));
    expect(view).toEqual({ status: 'NOT_FOUND', expiresAt: null, report: null });
    expect(JSON.stringify(res)).not.toContain(report!.id);
    expect(code(await t.gql(CREATE, { r: report!.id }, who.token))).toBe('REPORT_DELETED');
    const listed = await t.gql(LINKS, { id: report!.id }, who.token);
    expect((listed.data!['report'] as { shareLinks: Link[] }).shareLinks).toEqual([]);
  });

  it('deleting the account deletes its links', async () => {
    const who = await t.signIn('frank.share@example.com');
    const [report] = await reportsFor(t, who.token, ['2026-02-01T08:00:00Z'], 80);
    const link = await create(t, who.token, report!.id);
    expect(await t.db.select({ id: shareLinks.id }).from(shareLinks).where(eq(shareLinks.userId, who.userId))).toEqual([{ id: link.id }]);
    expect((await t.gql('mutation { deleteAccount(confirm: "DELETE") }', {}, who.token)).data).toEqual({ deleteAccount: true });
    expect(await t.db.select().from(shareLinks).where(eq(shareLinks.userId, who.userId))).toEqual([]);
    expect((await shared(t, tokenOf(link))).view.status).toBe('NOT_FOUND');
  });

  it('/s/ pages are kept out of search engines and referrers; other pages are not marked', async () => {
    const page = await t.request('/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const login = await t.request('/login');
    expect(login.headers.get('x-robots-tag')).toBeNull();
    expect(login.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
