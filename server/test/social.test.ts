// Social sign-in against a real OpenID provider (oidc-provider in-process): authorization, callback, sign-in,
// binding and registering by code, linking, unlinking, and every refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCode } from '../src/domain/codes.ts';
import { socialStates } from '../src/db/schema.ts';
import { startTestProvider, type TestAccount, type TestProvider } from '../../tests/oidc/provider.ts';
import { createTestApp, type GqlResult, type TestApp } from './harness.ts';

const PUBLIC_URL = 'http://contour.test';
let t: TestApp;
let idp: TestProvider;

beforeAll(async () => {
  idp = await startTestProvider({ redirectUris: [`${PUBLIC_URL}/api/social/callback/a`, `${PUBLIC_URL}/api/social/callback/b`] });
  t = await createTestApp({
    PUBLIC_URL,
    SOCIAL_A_ISSUER: idp.issuer,
    SOCIAL_A_CLIENT_ID: idp.clientId,
    SOCIAL_A_CLIENT_SECRET: idp.clientSecret,
    SOCIAL_A_NAME: 'Test ID',
    // Configured but not switched on: provider B must stay disabled.
    SOCIAL_B_ISSUER: idp.issuer,
    SOCIAL_B_CLIENT_ID: idp.clientId,
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const GET_URL = 'mutation($p: SocialProvider!, $i: SocialIntent!) { getThirdLoginUrl(provider: $p, intent: $i) { url } }';
const THIRD_LOGIN = `mutation($p: SocialProvider!, $t: String!, $ch: AccountChannel, $a: String, $c: String, $create: Boolean) {
  thirdLogin(provider: $p, accessToken: $t, channel: $ch, address: $a, code: $c, createAccount: $create) {
    status token isNew nickname user { id email socialLinks { provider nickname createdAccount linkedAt } }
  }
}`;
const LINKS = '{ me { id socialLinks { provider nickname createdAccount } } }';
const LINK =
  'mutation($p: SocialProvider!, $t: String!) { linkSocial(provider: $p, accessToken: $t) { id socialLinks { provider nickname createdAccount } } }';
const UNLINK = 'mutation($p: SocialProvider!) { unlinkSocial(provider: $p) { id socialLinks { provider } } }';

const code = (r: GqlResult) => r.errors?.[0]?.extensions?.['code'];
let n = 0;
const fresh = (tag: string) => `${tag}${++n}-${Date.now()}@example.com`;

type Payload = {
  status: string;
  token: string | null;
  isNew: boolean;
  nickname: string | null;
  user: { id: string; email: string; socialLinks: Array<Record<string, unknown>> } | null;
};
const payload = (r: GqlResult) => r.data?.['thirdLogin'] as Payload;

/** Follows the provider's redirects with a cookie jar until it sends the browser back to the app. */
async function throughProvider(start: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 10; hop++) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${res.status}: ${(await res.text()).slice(0, 300)}`);
    const next = new URL(location, url);
    if (next.origin === PUBLIC_URL) return next;
    url = next.href;
  }
  throw new Error('too many redirects at the provider');
}

type Fragment = { path: string; params: URLSearchParams; state?: { appType: number; intent: string } };

/** The app's callback answer: where it sends the browser and what the fragment carries. */
async function callback(url: URL): Promise<{ res: Response; fragment: Fragment }> {
  const res = await t.request(url.pathname + url.search);
  expect(res.status).toBe(302);
  const location = res.headers.get('location')!;
  const [path, hash = ''] = location.split('#');
  const params = new URLSearchParams(hash);
  const state = params.get('state');
  return {
    res,
    fragment: {
      path: path!,
      params,
      ...(state ? { state: JSON.parse(Buffer.from(state, 'base64url').toString()) as Fragment['state'] } : {}),
    },
  };
}

/** A whole round trip: authorization URL, log-in at the provider as `account`, callback; returns the ticket. */
async function authorize(account: TestAccount, intent: 'LOGIN' | 'LINK' = 'LOGIN'): Promise<string> {
  const started = await t.gql(GET_URL, { p: 'A', i: intent });
  expect(started.errors).toBeUndefined();
  idp.loginAs(account);
  const { fragment } = await callback(await throughProvider((started.data?.['getThirdLoginUrl'] as { url: string }).url));
  expect(fragment.path).toBe(intent === 'LINK' ? '/accountSecurity' : '/login');
  return fragment.params.get('access_token')!;
}

async function bindCode(address: string): Promise<string> {
  t.clock.advance(61_000);
  const deps = t.app.deps;
  await sendCode(
    { ...deps, secret: await deps.secret(), logCodes: false, publicUrl: deps.config.publicUrl },
    { channel: 'email', address, purpose: 'bind', ip: '', locale: 'en-US', now: deps.clock.now() },
  );
  return t.lastCode(address);
}

const thirdLogin = (ticket: string, extra: Record<string, unknown> = {}) => t.gql(THIRD_LOGIN, { p: 'A', t: ticket, ...extra });
const bind = async (ticket: string, address: string, create: boolean) =>
  thirdLogin(ticket, { ch: 'EMAIL', a: address, c: await bindCode(address), create });

describe('authorization request and callback', () => {
  it('builds an authorization-code URL with PKCE S256, state and nonce, and stores only the state hash', async () => {
    const res = await t.gql(GET_URL, { p: 'A', i: 'LOGIN' });
    const url = new URL((res.data?.['getThirdLoginUrl'] as { url: string }).url);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/social/callback/a`);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const state = url.searchParams.get('state')!;
    const rows = await t.db.select().from(socialStates);
    expect(rows.some((r) => r.stateHash === state)).toBe(false);
    expect(rows.some((r) => r.intent === 'login' && r.expiresAt.getTime() - r.createdAt.getTime() === 600_000)).toBe(true);
  });

  it('hands the result to /login in the fragment, with the app type in a base64url state', async () => {
    const started = await t.gql(GET_URL, { p: 'A', i: 'LOGIN' });
    idp.loginAs({ sub: 'frag-1', name: 'Fay' });
    const { res, fragment } = await callback(await throughProvider((started.data?.['getThirdLoginUrl'] as { url: string }).url));
    expect(fragment.path).toBe('/login');
    expect(fragment.params.get('token_type')).toBe('Bearer');
    expect(fragment.params.get('expires_in')).toBe('600');
    expect(fragment.params.get('scope')).toBe('openid');
    expect(fragment.params.get('access_token')).toMatch(/^[\w-]{40,}$/);
    expect(fragment.state).toEqual({ appType: 1, intent: 'LOGIN' });
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a bad, reused or refused state with /bindFailed#error=auth_failed', async () => {
    const bad = await t.request('/api/social/callback/a?code=abc&state=not-a-state');
    expect(bad.headers.get('location')).toBe('/bindFailed#error=auth_failed');
    const started = await t.gql(GET_URL, { p: 'A', i: 'LOGIN' });
    idp.loginAs({ sub: 'reuse-1' });
    const back = await throughProvider((started.data?.['getThirdLoginUrl'] as { url: string }).url);
    expect((await callback(back)).fragment.path).toBe('/login');
    expect((await t.request(back.pathname + back.search)).headers.get('location')).toBe('/bindFailed#error=auth_failed');
    // The provider refused (the person cancelled): the state is valid but there is no code.
    const cancelled = await t.gql(GET_URL, { p: 'A', i: 'LOGIN' });
    const state = new URL((cancelled.data?.['getThirdLoginUrl'] as { url: string }).url).searchParams.get('state')!;
    const refused = await t.request(`/api/social/callback/a?error=access_denied&state=${state}`);
    expect(refused.headers.get('location')).toBe('/bindFailed#error=auth_failed');
  });

  it('refuses a state older than 10 minutes', async () => {
    const started = await t.gql(GET_URL, { p: 'A', i: 'LOGIN' });
    idp.loginAs({ sub: 'late-1' });
    const back = await throughProvider((started.data?.['getThirdLoginUrl'] as { url: string }).url);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await t.request(back.pathname + back.search)).headers.get('location')).toBe('/bindFailed#error=auth_failed');
  });

  it('keeps provider B switched off unless its flag is on', async () => {
    expect(code(await t.gql(GET_URL, { p: 'B', i: 'LOGIN' }))).toBe('PROVIDER_DISABLED');
    expect(code(await t.gql(THIRD_LOGIN, { p: 'B', t: 'x'.repeat(43) }))).toBe('PROVIDER_DISABLED');
    expect((await t.request('/api/social/callback/b?code=x&state=y')).headers.get('location')).toBe('/bindFailed#error=auth_failed');
    expect((await t.request('/api/social/callback/c')).status).toBe(404);
  });
});

describe('sign-in, registering and binding with the result', () => {
  let createdEmail: string;
  let createdId: string;

  it('new account: NO_ACCOUNT, then /registerAccount creates it by code (isNew, createdAccount link)', async () => {
    const ticket = await authorize({ sub: 'new-1', name: 'Nadia' });
    const first = payload(await thirdLogin(ticket));
    expect(first).toMatchObject({ status: 'NO_ACCOUNT', token: null, user: null, isNew: false, nickname: 'Nadia' });
    createdEmail = fresh('new');
    const made = payload(await bind(ticket, createdEmail, true));
    expect(made).toMatchObject({ status: 'SIGNED_IN', isNew: true, nickname: 'Nadia', user: { email: createdEmail } });
    expect(made.user!.socialLinks).toEqual([{ provider: 'A', nickname: 'Nadia', createdAccount: true, linkedAt: expect.any(String) }]);
    createdId = made.user!.id;
    const me = await t.gql(LINKS, {}, made.token!);
    expect(me.data?.['me']).toMatchObject({ id: createdId });
    // The ticket was used.
    expect(code(await thirdLogin(ticket))).toBe('SOCIAL_EXPIRED');
  });

  it('a linked account signs in again directly', async () => {
    const ticket = await authorize({ sub: 'new-1', name: 'Nadia R.' });
    const again = payload(await thirdLogin(ticket));
    expect(again).toMatchObject({ status: 'SIGNED_IN', isNew: false, user: { id: createdId } });
    expect(again.token).toBeTruthy();
    // The provider's newer display name is kept.
    expect(again.user!.socialLinks[0]).toMatchObject({ nickname: 'Nadia R.' });
    expect(code(await thirdLogin(ticket))).toBe('SOCIAL_EXPIRED');
  });

  it('binds an existing account by code (/bindMember)', async () => {
    const email = fresh('member');
    const member = await t.signIn(email);
    const ticket = await authorize({ sub: 'member-1', name: 'Bea' });
    expect(payload(await thirdLogin(ticket)).status).toBe('NO_ACCOUNT');
    const bound = payload(await bind(ticket, email, false));
    expect(bound).toMatchObject({ status: 'SIGNED_IN', isNew: false, user: { id: member.userId } });
    expect(bound.user!.socialLinks).toEqual([expect.objectContaining({ provider: 'A', nickname: 'Bea', createdAccount: false })]);
    const next = payload(await thirdLogin(await authorize({ sub: 'member-1', name: 'Bea' })));
    expect(next).toMatchObject({ status: 'SIGNED_IN', user: { id: member.userId } });
  });

  it('refuses binding to a missing account, registering an existing one, and an account already linked', async () => {
    const member = fresh('linked');
    await t.signIn(member);
    await bind(await authorize({ sub: 'linked-1', name: 'Lena' }), member, false);

    const ticket = await authorize({ sub: 'other-1', name: 'Otto' });
    const missing = await bind(ticket, fresh('nobody'), false);
    expect(code(missing)).toBe('ACCOUNT_NOT_FOUND');
    expect(missing.errors?.[0]?.message).toBe('Account does not exist, please link a registered account');

    const exists = await bind(ticket, member, true);
    expect(code(exists)).toBe('ACCOUNT_EXISTS');
    expect(exists.errors?.[0]?.extensions).toMatchObject({ channel: 'EMAIL' });

    const linked = await bind(ticket, member, false);
    expect(code(linked)).toBe('ALREADY_LINKED');
    expect(linked.errors?.[0]?.extensions).toMatchObject({ provider: 'A', nickname: 'Lena', providerName: 'Test ID' });

    // None of the refusals used the ticket.
    expect(payload(await thirdLogin(ticket)).status).toBe('NO_ACCOUNT');
  });

  it('refuses a wrong bind code, a sign-in code and a half-given address', async () => {
    const ticket = await authorize({ sub: 'code-1' });
    const email = fresh('code');
    await t.signIn(email);
    const right = await bindCode(email);
    const wrong = await thirdLogin(ticket, { ch: 'EMAIL', a: email, c: right === '0000' ? '1111' : '0000', create: false });
    expect(code(wrong)).toBe('WRONG_CODE');
    // A LOGIN code does not unlock binding.
    t.clock.advance(61_000);
    await t.gql('mutation($a: String!) { sendValidationCode(channel: EMAIL, address: $a) { resendInSeconds } }', { a: email });
    const loginCode = await t.lastCode(email);
    expect(code(await thirdLogin(ticket, { ch: 'EMAIL', a: email, c: loginCode, create: false }))).toBe('WRONG_CODE');
    expect(code(await thirdLogin(ticket, { a: email }))).toBe('BAD_INPUT');
    expect(payload(await thirdLogin(ticket)).status).toBe('NO_ACCOUNT');
  });

  it('refuses an expired or unknown ticket', async () => {
    const ticket = await authorize({ sub: 'expired-1' });
    t.clock.advance(10 * 60_000 + 1000);
    expect(code(await thirdLogin(ticket))).toBe('SOCIAL_EXPIRED');
    expect(code(await thirdLogin('unknown-ticket-unknown-ticket-unknown-ticket'))).toBe('SOCIAL_EXPIRED');
    // A provider A ticket is not a provider B ticket either (B is off here, so that answer comes first).
    expect(code(await t.gql(THIRD_LOGIN, { p: 'B', t: ticket }))).toBe('PROVIDER_DISABLED');
  });
});

describe('account and security', () => {
  it('links from /accountSecurity (intent LINK) and refuses a second link or an identity linked elsewhere', async () => {
    const me = await t.signIn(fresh('sec'));
    const ticket = await authorize({ sub: 'sec-1', name: 'Sami' }, 'LINK');
    expect(code(await t.gql(LINK, { p: 'A', t: ticket }))).toBe('UNAUTHORIZED');
    const linked = await t.gql(LINK, { p: 'A', t: ticket }, me.token);
    expect(linked.data?.['linkSocial']).toEqual({
      id: me.userId,
      socialLinks: [{ provider: 'A', nickname: 'Sami', createdAccount: false }],
    });
    expect(code(await t.gql(LINK, { p: 'A', t: ticket }, me.token))).toBe('SOCIAL_EXPIRED');

    const second = await authorize({ sub: 'sec-2', name: 'Sam Two' }, 'LINK');
    const again = await t.gql(LINK, { p: 'A', t: second }, me.token);
    expect(code(again)).toBe('ALREADY_LINKED');
    expect(again.errors?.[0]?.extensions).toMatchObject({ provider: 'A', nickname: 'Sami' });

    const someoneElse = await t.signIn(fresh('else'));
    const stolen = await t.gql(LINK, { p: 'A', t: await authorize({ sub: 'sec-1', name: 'Sami' }, 'LINK') }, someoneElse.token);
    expect(code(stolen)).toBe('ALREADY_LINKED');
    expect(stolen.errors?.[0]?.extensions).toMatchObject({ provider: 'A', nickname: 'Sami' });
    expect((await t.gql(LINKS, {}, someoneElse.token)).data?.['me']).toMatchObject({ socialLinks: [] });
  });

  it('unlinks, refuses unlinking an account created through the authorization, and never touches another account', async () => {
    const owner = await t.signIn(fresh('owner'));
    await t.gql(LINK, { p: 'A', t: await authorize({ sub: 'owner-1', name: 'Olga' }, 'LINK') }, owner.token);
    const other = await t.signIn(fresh('other'));

    expect(code(await t.gql(UNLINK, { p: 'A' }))).toBe('UNAUTHORIZED');
    expect(code(await t.gql(UNLINK, { p: 'A' }, other.token))).toBe('NOT_LINKED');
    expect((await t.gql(LINKS, {}, owner.token)).data?.['me']).toMatchObject({ socialLinks: [{ provider: 'A', nickname: 'Olga' }] });

    const unlinked = await t.gql(UNLINK, { p: 'A' }, owner.token);
    expect(unlinked.data?.['unlinkSocial']).toEqual({ id: owner.userId, socialLinks: [] });
    expect(code(await t.gql(UNLINK, { p: 'A' }, owner.token))).toBe('NOT_LINKED');
    // The identity is free again: signing in with it now finds no account.
    expect(payload(await thirdLogin(await authorize({ sub: 'owner-1' }))).status).toBe('NO_ACCOUNT');

    const created = payload(await bind(await authorize({ sub: 'made-1', name: 'Mia' }), fresh('made'), true));
    const refused = await t.gql(UNLINK, { p: 'A' }, created.token!);
    expect(code(refused)).toBe('UNLINK_NOT_SUPPORTED');
    expect((await t.gql(LINKS, {}, created.token!)).data?.['me']).toMatchObject({ socialLinks: [{ provider: 'A', createdAccount: true }] });
  });
});
