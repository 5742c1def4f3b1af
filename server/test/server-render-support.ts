// What the server-render tests share (server-render.test.ts, server-pages.test.ts, document-session.test.ts): an app on
// the real build (`npm run build` makes dist/ and dist-ssr/ first; scripts/test.sh does), people with a report, and the
// cookies of a remembered session.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { postScan, scanBody } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

export const DIST = resolve('dist');

/** A test app serving the build, or a clear error where there is none. */
export async function appOnTheBuild(): Promise<TestApp> {
  if (!existsSync(resolve('dist-ssr', 'entry-server.js')) || !existsSync(resolve(DIST, 'index.html'))) {
    throw new Error('The server render tests need the build: run `npm run build` first (scripts/test.sh does).');
  }
  return createTestApp({ DIST_DIR: DIST });
}

/** A person signed in with one bound report of a simulated scan. */
export async function personWithReport(app: TestApp, email: string, seed: number) {
  const { token } = await app.signIn(email);
  const body = scanBody({}, seed);
  expect((await postScan(app, body)).status).toBe(201);
  const bound = await app.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
  expect(bound.errors).toBeUndefined();
  return { token, reportId: (bound.data!['bindScan'] as { report: { id: string } }).report.id };
}

export const markOf = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 16);
/** The cookies of a remembered session: the server's, and the app's with the session's mark (and the product model). */
export const cookies = (token: string, ui = 'en-US|metric', model = '') =>
  `contour_session=${token}; contour_ui=${ui}|${markOf(token)}${model && `|${model}`}`;
/** The Set-Cookie headers of an answer that clears the document cookie: the cookie, and its first version's path. */
export const CLEARED = [
  'contour_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
  'contour_session=; Max-Age=0; Path=/report; HttpOnly; SameSite=Strict',
];
export const isServerRendered = (html: string) => html.includes('id="server-data"');
