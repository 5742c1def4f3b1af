// A coach's consented view (issue 21): invitation, acceptance, the granted sections and reports only, the owner's
// access log, revocation, and the cross-account probe of every operation: an invitee asking for ungranted sections,
// reports out of range, another owner's data, after revocation, with a forged or reused invitation; a stranger.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { grants } from '../src/db/schema.ts';
import { GRANT_INVITES_PER_DAY } from '../src/domain/grants.ts';
import { DEMO_M30_DEVICE_KEY, postScan, scanBody, FULL_REPORT } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { REGISTER, errorCode, freshEmail, newAccount, type Account } from './account-fixtures.ts';

let t: TestApp;
let alice: Account;
let bob: Account;
let coach: Account;
let stranger: Account;
const coachEmail = freshEmail('coach');
const reportsOf: Record<string, string> = {};

const CREATE = `mutation($i: GrantInput!) { createGrant(input: $i) { id email sections interpretation reportsFrom reportsTo acceptedAt revokedAt } }`;
const ACCEPT = `mutation($t: String!) { acceptGrant(token: $t) { grantId ownerName sections interpretation reports { id sections } } }`;
const SHARED = `{ sharedWithMe { grantId ownerName sections reports { id measuredAt sections } } }`;
const OPEN = `query($g: ID!, $r: ID!) { grantedReport(grantId: $g, reportId: $r) {
  ${FULL_REPORT} hipHistory { reportId } shareLinks { id }
  interpretation { points { rule section } }
} }`;
const GRANTS = `{ grants { id email acceptedAt lastUsedAt revokedAt accessLog { reportId accessedAt } } }`;
const REVOKE = `mutation($id: ID!) { revokeGrant(id: $id) { id revokedAt } }`;

async function bound(token: string, measuredAt: string, seed: number) {
  const body = scanBody({ measuredAt }, seed);
  expect((await postScan(t, body, DEMO_M30_DEVICE_KEY)).status).toBe(201);
  const r = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
  return (r.data!['bindScan'] as { report: { id: string } }).report.id;
}

/** The invitation's token, from the newest mail to the address. */
async function invitationToken(to: string): Promise<string> {
  const list = (await (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as Array<{ subject: string; body: string }>;
  const match = /\/shared\/accept\?token=([A-Za-z0-9_-]{43})/.exec(list[0]?.body ?? '');
  if (!match?.[1]) throw new Error(`no invitation for ${to}`);
  return match[1];
}

const grantCount = async () => (await t.db.select({ n: count() }).from(grants))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newAccount(t);
  await t.gql(REGISTER, { i: { name: 'Alice', sex: 'FEMALE', heightCm: 166, age: 41, unitSystem: 'METRIC', agreed: true } }, alice.token);
  bob = await newAccount(t);
  stranger = await newAccount(t);
  reportsOf['feb'] = await bound(alice.token, '2026-02-10T08:00:00.000Z', 1);
  reportsOf['apr'] = await bound(alice.token, '2026-04-10T08:00:00.000Z', 2);
  reportsOf['jun'] = await bound(alice.token, '2026-06-10T08:00:00.000Z', 3);
  reportsOf['bob'] = await bound(bob.token, '2026-03-10T08:00:00.000Z', 4);
});
afterAll(() => t.close());

describe('sharing with a coach', () => {
  let grantId = '';
  let token = '';

  it('invites by e-mail with the chosen sections and range, and refuses bad input storing nothing', async () => {
    const before = await grantCount();
    const bad = [
      [{ email: coachEmail, sections: [], interpretation: false }, 'BAD_INPUT'],
      [{ email: alice.email, sections: ['GIRTHS'], interpretation: false }, 'BAD_INPUT'],
      [{ email: 'not an address', sections: ['GIRTHS'], interpretation: false }, 'INVALID_EMAIL'],
      [{ email: coachEmail, sections: ['GIRTHS'], interpretation: false, reportsFrom: '2026-05-01', reportsTo: '2026-04-01' }, 'BAD_INPUT'],
    ] as const;
    for (const [input, code] of bad) expect(errorCode(await t.gql(CREATE, { i: input }, alice.token)), JSON.stringify(input)).toBe(code);
    expect(errorCode(await t.gql(CREATE, { i: { email: coachEmail, sections: ['GIRTHS'], interpretation: false } }))).toBe('UNAUTHORIZED');
    expect(await grantCount()).toBe(before);

    const input = {
      email: coachEmail.toUpperCase(),
      sections: ['GIRTHS', 'BODY_COMPOSITION'],
      interpretation: false,
      reportsFrom: '2026-02-01T00:00:00.000Z',
      reportsTo: '2026-04-30T23:59:59.000Z',
    };
    const made = await t.gql(CREATE, { i: input }, alice.token);
    expect(made.errors).toBeUndefined();
    const grant = made.data!['createGrant'] as { id: string; email: string; sections: string[]; acceptedAt: string | null };
    expect(grant).toMatchObject({ email: coachEmail, sections: ['BODY_COMPOSITION', 'GIRTHS'], acceptedAt: null });
    grantId = grant.id;
    token = await invitationToken(coachEmail);
  });

  it('accepts only for a session of the invited address, once; a forged token or the owner gets nothing', async () => {
    expect(errorCode(await t.gql(ACCEPT, { t: token }, stranger.token))).toBe('GRANT_WRONG_ADDRESS');
    expect(errorCode(await t.gql(ACCEPT, { t: token }, alice.token))).toBe('GRANT_INVITATION_INVALID');
    expect(errorCode(await t.gql(ACCEPT, { t: 'A'.repeat(43) }, stranger.token))).toBe('GRANT_INVITATION_INVALID');
    expect(errorCode(await t.gql(ACCEPT, { t: 'short' }, stranger.token))).toBe('GRANT_INVITATION_INVALID');
    expect(errorCode(await t.gql(ACCEPT, { t: token }))).toBe('UNAUTHORIZED');
    // Before accepting, the coach's account (made by signing in with the code) sees nothing.
    // The code's mail must be the newest to the address (the invitation went there at the same clock time).
    t.clock.advance(1000);
    const signedIn = await t.signIn(coachEmail);
    coach = { email: coachEmail, token: signedIn.token, userId: signedIn.userId, ip: '' };
    expect((await t.gql(SHARED, {}, coach.token)).data!['sharedWithMe']).toEqual([]);
    expect(errorCode(await t.gql(OPEN, { g: grantId, r: reportsOf['feb'] }, coach.token))).toBe('NOT_FOUND');

    const accepted = await t.gql(ACCEPT, { t: token }, coach.token);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!['acceptGrant']).toMatchObject({
      grantId,
      ownerName: 'Alice',
      sections: ['BODY_COMPOSITION', 'GIRTHS'],
      reports: [{ id: reportsOf['apr'] }, { id: reportsOf['feb'] }],
    });
    // Again: no change; the used token is nobody else's now.
    expect((await t.gql(ACCEPT, { t: token }, coach.token)).errors).toBeUndefined();
    expect(errorCode(await t.gql(ACCEPT, { t: token }, stranger.token))).toBe('GRANT_INVITATION_INVALID');
  });

  it('shows the granted sections of the reports in range, read-only, nothing past them, and logs each read', async () => {
    const shared = (await t.gql(SHARED, {}, coach.token)).data!['sharedWithMe'] as Array<{
      ownerName: string;
      reports: Array<{ id: string }>;
    }>;
    expect(shared).toHaveLength(1);
    expect(shared[0]!.reports.map((r) => r.id)).toEqual([reportsOf['apr'], reportsOf['feb']]);
    const opened = await t.gql(OPEN, { g: grantId, r: reportsOf['feb'] }, coach.token);
    expect(opened.errors).toBeUndefined();
    const report = opened.data!['grantedReport'] as Record<string, unknown>;
    expect(report['sections']).toEqual(['BODY_COMPOSITION', 'GIRTHS']);
    expect(report['bodyComposition']).not.toBeNull();
    expect((report['bodyComposition'] as { segments: unknown[] }).segments).toEqual([]);
    expect(report['girths']).not.toBeNull();
    for (const field of [
      'posture',
      'shoulder',
      'waist',
      'pelvis',
      'hip',
      'spine',
      'painRisk',
      'shapeBaseline',
      'interpretation',
      'previous',
      'meshUrl',
      'viewMeshUrl',
    ]) {
      expect(report[field], field).toBeNull();
    }
    expect(report['hipHistory']).toEqual([]);
    expect(report['shareLinks']).toEqual([]);

    const log = (await t.gql(GRANTS, {}, alice.token)).data!['grants'] as Array<{
      id: string;
      acceptedAt: string;
      lastUsedAt: string;
      accessLog: Array<{ reportId: string }>;
    }>;
    const mine = log.find((g) => g.id === grantId)!;
    expect(mine.acceptedAt).toEqual(expect.any(String));
    expect(mine.lastUsedAt).toEqual(expect.any(String));
    expect(mine.accessLog.map((a) => a.reportId)).toEqual([reportsOf['feb']]);
    // The owner's data export holds the grant and its log; the coach's holds nothing of the owner's.
    const exported = (await (await t.request('/api/account/export', { headers: { authorization: `Bearer ${alice.token}` } })).json()) as {
      sharing: Array<{ email: string; opened: Array<{ reportId: string }> }>;
    };
    expect(exported.sharing).toEqual([
      expect.objectContaining({ email: coachEmail, opened: [expect.objectContaining({ reportId: reportsOf['feb'] })] }),
    ]);
    const theirs = await (await t.request('/api/account/export', { headers: { authorization: `Bearer ${coach.token}` } })).text();
    expect(theirs).not.toContain(reportsOf['feb']);
  });

  it('is never a way into anything else', async () => {
    // Out of range, another owner's report, a missing id, the owner's own queries, another owner's grant.
    for (const r of [reportsOf['jun'], reportsOf['bob'], '00000000-0000-4000-8000-000000000000', 'nonsense']) {
      expect(errorCode(await t.gql(OPEN, { g: grantId, r }, coach.token)), r).toBe('NOT_FOUND');
    }
    expect(errorCode(await t.gql(`query($id: ID!) { report(id: $id) { id } }`, { id: reportsOf['feb'] }, coach.token))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(`{ latestReport { id } }`, {}, coach.token))).toBeUndefined();
    expect((await t.gql(`{ latestReport { id } }`, {}, coach.token)).data!['latestReport']).toBeNull();
    expect((await t.gql(GRANTS, {}, coach.token)).data!['grants']).toEqual([]);
    expect(errorCode(await t.gql(REVOKE, { id: grantId }, coach.token))).toBe('NOT_FOUND');
    const exported = await t.request(`/api/account/export?format=fhir&report=${reportsOf['feb']}`, {
      headers: { authorization: `Bearer ${coach.token}` },
    });
    expect(exported.status).toBe(404);
    const link = await t.gql(`mutation($r: ID!) { createShareLink(reportId: $r) { id } }`, { r: reportsOf['feb'] }, coach.token);
    expect(errorCode(link)).toBe('NOT_FOUND');
    // A stranger with the grant's id, and nobody signed in.
    expect(errorCode(await t.gql(OPEN, { g: grantId, r: reportsOf['feb'] }, stranger.token))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(OPEN, { g: grantId, r: reportsOf['feb'] }))).toBe('UNAUTHORIZED');
    expect((await t.gql(SHARED, {}, stranger.token)).data!['sharedWithMe']).toEqual([]);
    // The stranger's reads are not in the owner's log.
    const log = (await t.gql(GRANTS, {}, alice.token)).data!['grants'] as Array<{ id: string; accessLog: unknown[] }>;
    expect(log.find((g) => g.id === grantId)!.accessLog).toHaveLength(1);
  });

  it('with the interpretation granted, shows the points of the granted sections only', async () => {
    const made = await t.gql(CREATE, { i: { email: coachEmail, sections: ['POSTURE'], interpretation: true } }, alice.token);
    const id = (made.data!['createGrant'] as { id: string }).id;
    expect((await t.gql(ACCEPT, { t: await invitationToken(coachEmail) }, coach.token)).errors).toBeUndefined();
    // No range: every report, the newest too.
    const opened = await t.gql(OPEN, { g: id, r: reportsOf['jun'] }, coach.token);
    expect(opened.errors).toBeUndefined();
    const report = opened.data!['grantedReport'] as {
      sections: string[];
      bodyComposition: unknown;
      interpretation: { points: Array<{ section: string }> };
    };
    expect(report.sections).toEqual(['POSTURE']);
    expect(report.bodyComposition).toBeNull();
    expect(report.interpretation).not.toBeNull();
    expect(report.interpretation.points.length).toBeGreaterThan(0);
    for (const p of report.interpretation.points) expect(['posture', 'overall']).toContain(p.section);
    // The owner's own interpretation of that report speaks of other sections too: the grant's left them out.
    const own = await t.gql(
      `query($id: ID!) { report(id: $id) { interpretation { points { section } } } }`,
      { id: reportsOf['jun'] },
      alice.token,
    );
    const sections = (own.data!['report'] as { interpretation: { points: Array<{ section: string }> } }).interpretation.points.map(
      (p) => p.section,
    );
    expect(sections.some((s) => s !== 'posture' && s !== 'overall')).toBe(true);
    await t.gql(REVOKE, { id }, alice.token);
  });

  it('revoked, the invitee is refused from then on and sees nothing of it', async () => {
    const revoked = await t.gql(REVOKE, { id: grantId }, alice.token);
    expect((revoked.data!['revokeGrant'] as { revokedAt: string }).revokedAt).toEqual(expect.any(String));
    expect(errorCode(await t.gql(OPEN, { g: grantId, r: reportsOf['feb'] }, coach.token))).toBe('GRANT_REVOKED');
    expect((await t.gql(SHARED, {}, coach.token)).data!['sharedWithMe']).toEqual([]);
    expect(errorCode(await t.gql(ACCEPT, { t: token }, coach.token))).toBe('GRANT_INVITATION_INVALID');
    // Revoking again changes nothing; Bob can't revoke Alice's grant.
    expect((await t.gql(REVOKE, { id: grantId }, alice.token)).errors).toBeUndefined();
    expect(errorCode(await t.gql(REVOKE, { id: grantId }, bob.token))).toBe('NOT_FOUND');
  });

  it(`limits invitations to ${GRANT_INVITES_PER_DAY} a day`, async () => {
    const sent = (await t.db.select({ n: count() }).from(grants).where(eq(grants.ownerId, bob.userId)))[0]!.n;
    for (let i = sent; i < GRANT_INVITES_PER_DAY; i++) {
      expect(
        (await t.gql(CREATE, { i: { email: freshEmail('c'), sections: ['GIRTHS'], interpretation: false } }, bob.token)).errors,
      ).toBeUndefined();
    }
    expect(errorCode(await t.gql(CREATE, { i: { email: freshEmail('c'), sections: ['GIRTHS'], interpretation: false } }, bob.token))).toBe(
      'SHARE_RATE_LIMITED',
    );
  });
});
