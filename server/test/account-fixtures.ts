// Helpers for the account tests: password values as the client sends them, fresh addresses and IPs, sign-in flows.
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { GqlResult, TestApp } from './harness.ts';

/** The client's password value: SHA-256 hex of a fixed salt and the password (spec 5). */
export const pw = (password: string) => createHash('sha256').update(`contour|${password}`).digest('hex');

let n = 0;
/** A fresh address per sign-in keeps the per-IP limits of one test from leaking into the next. */
export const freshIp = () => {
  n += 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
export const freshEmail = (tag = 'person') => `${tag}-${randomBytes(4).toString('hex')}@example.com`;

export const errorCode = (r: GqlResult) => r.errors?.[0]?.extensions?.['code'];
export const extensions = (r: GqlResult) => r.errors?.[0]?.extensions ?? {};

export const USER = 'id email phone name sex heightCm age unitSystem language profileComplete passwordSet reportCount';

export const SEND = `mutation($ch: AccountChannel!, $a: String!, $p: CodePurpose!) {
  sendValidationCode(channel: $ch, address: $a, purpose: $p) { resendInSeconds } }`;
export const LOGIN = `mutation($ch: AccountChannel!, $a: String!, $c: String, $p: String) {
  smsLogin(channel: $ch, address: $a, code: $c, password: $p) { token isNew user { ${USER} } } }`;
export const VERIFY = `mutation($ch: AccountChannel!, $a: String!, $c: String!, $p: CodePurpose!) {
  verifyValidationCode(channel: $ch, address: $a, code: $c, purpose: $p) { token resetWindowSeconds user { ${USER} } } }`;
export const SET_PASSWORD = `mutation($n: String!, $o: String) { setPassword(newPassword: $n, oldPassword: $o) { ${USER} } }`;
export const REGISTER = `mutation($i: RegisterInput!) { register(input: $i) { ${USER} } }`;
export const UPDATE_PROFILE = `mutation($i: ProfileInput!) { updateProfile(input: $i) { ${USER} } }`;
export const ME = `{ me { ${USER} } }`;

export const send = (t: Pick<TestApp, 'gql'>, a: string, p = 'LOGIN', ch = 'EMAIL', ip = freshIp()) =>
  t.gql(SEND, { ch, a, p }, undefined, ip);
export const passwordLogin = (t: Pick<TestApp, 'gql'>, a: string, p: string, ch = 'EMAIL', ip = freshIp()) =>
  t.gql(LOGIN, { ch, a, p }, undefined, ip);

export type Account = { email: string; token: string; userId: string; ip: string };

/** A new account by e-mail code; with `password`, also sets it (that session stays the only one). */
export async function newAccount(t: TestApp, password?: string): Promise<Account> {
  const email = freshEmail();
  const ip = freshIp();
  const { token, userId } = await t.signIn(email, ip);
  if (password) {
    const set = await t.gql(SET_PASSWORD, { n: pw(password) }, token, ip);
    expect(set.errors).toBeUndefined();
  }
  return { email, token, userId, ip };
}

/** Forgot password: a RESET_PASSWORD code, checked, gives a session in its reset window. */
export async function resetSession(t: TestApp, email: string, ip = freshIp()): Promise<{ token: string; resetWindowSeconds: number }> {
  t.clock.advance(61_000);
  const sent = await send(t, email, 'RESET_PASSWORD', 'EMAIL', ip);
  expect(sent.errors).toBeUndefined();
  const res = await t.gql(VERIFY, { ch: 'EMAIL', a: email, c: await t.lastCode(email), p: 'RESET_PASSWORD' }, undefined, ip);
  expect(res.errors).toBeUndefined();
  return res.data!['verifyValidationCode'] as { token: string; resetWindowSeconds: number };
}

export const isSignedIn = async (t: Pick<TestApp, 'gql'>, token: string) => (await t.gql('{ me { id } }', {}, token)).errors === undefined;

/**
 * `owner`'s grant of `sections` (and the interpretation) to `coach`, sent by mail and accepted as the coach does from
 * the invitation's link: the grant's id.
 */
export async function acceptedGrant(t: TestApp, owner: Account, coach: Account, sections: string[]): Promise<string> {
  const grant = await t.gql(
    'mutation($i: GrantInput!) { createGrant(input: $i) { id } }',
    { i: { email: coach.email, sections, interpretation: true } },
    owner.token,
  );
  expect(grant.errors).toBeUndefined();
  const mail = (await (await t.request(`/api/dev/outbox?to=${encodeURIComponent(coach.email)}`)).json()) as Array<{ body: string }>;
  // The outbox lists the newest first.
  const invitation = mail.map((m) => /\/shared\/accept\?token=([A-Za-z0-9_-]{43})/.exec(m.body)?.[1]).find(Boolean)!;
  const accepted = await t.gql('mutation($t: String!) { acceptGrant(token: $t) { grantId } }', { t: invitation }, coach.token);
  expect(accepted.errors).toBeUndefined();
  return (accepted.data!['acceptGrant'] as { grantId: string }).grantId;
}

/** A share link's token for `reportId`, made by its owner. */
export async function shareToken(t: TestApp, owner: Account, reportId: string): Promise<string> {
  const link = await t.gql('mutation($r: ID!) { createShareLink(reportId: $r) { url } }', { r: reportId }, owner.token);
  expect(link.errors).toBeUndefined();
  return new URL((link.data!['createShareLink'] as { url: string }).url).pathname.split('/').pop()!;
}
