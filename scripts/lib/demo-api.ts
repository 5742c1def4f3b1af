// The benches' GraphQL calls against a running server, and the demo account's sign-in through the dev outbox.
export const DEMO = 'demo@contour.test';

export async function gql<T>(base: string, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Signs the demo account in by e-mail code (read from the dev outbox); returns the session token. */
export function signInDemo(base: string): Promise<string> {
  return signInByCode(base, DEMO);
}

/** Signs in (a new address: signs up) by e-mail code, read from the dev outbox; returns the session token. */
export async function signInByCode(base: string, email: string): Promise<string> {
  await gql(base, 'mutation($a: String!) { sendValidationCode(channel: EMAIL, address: $a) { resendInSeconds } }', { a: email });
  const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ body: string }>;
  const code = /\b(\d{4})\b/.exec(outbox[0]?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the dev outbox');
  const data = await gql<{ smsLogin: { token: string } }>(
    base,
    'mutation($a: String!, $c: String!) { smsLogin(channel: EMAIL, address: $a, code: $c) { token } }',
    { a: email, c: code },
  );
  return data.smsLogin.token;
}
