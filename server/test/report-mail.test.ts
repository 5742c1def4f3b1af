// A report by e-mail and as a PDF: a real SMTP server in the test receives the mail, the PDF is printed by the
// server's own headless Chromium from the production build (./dist: `npm test` builds it before these tests),
// and its text is read back with pdf.js to check the report's values and each script's glyphs.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerAdapter } from '@whatwg-node/server';
import { and, eq } from 'drizzle-orm';
import PostalMime, { type Email } from 'postal-mime';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareLinks } from '../src/db/schema.ts';
import { createPdfRenderer } from '../src/pdf/renderer.ts';
import { postScan, scanBody } from './fixtures.ts';
import { createTestApp, type GqlResult, type TestApp } from './harness.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';

const DIST = './dist';
if (!existsSync(`${DIST}/index.html`)) throw new Error('report-mail.test.ts prints the production build: run `npm run build` first');

const SEND = 'mutation($r: ID!, $e: String!) { sendReport(reportId: $r, email: $e) { sentTo link { id url expiresAt } } }';
const SHARED = 'query($t: String!) { sharedReport(token: $t) { status report { id } } }';

const inbox: Email[] = [];
let refuse = false;

let t: TestApp;
let smtp: SmtpInbox;
let http: Server;
let alice: { token: string; userId: string; reportId: string };
let bob: { token: string; reportId: string };

const code = (r: GqlResult) => r.errors?.[0]?.extensions?.['code'];

/** Binds a fresh scan to the signed-in person; its weight is what the mail and the PDF must show. */
async function reportOf(token: string, seed: number) {
  const body = scanBody({}, seed);
  expect((await postScan(t, body)).status).toBe(201);
  const bound = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
  return (bound.data!['bindScan'] as { report: { id: string } }).report.id;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  // CJK fonts map some ideographs to their Kangxi-radical code points; NFKC folds them back. Chinese text carries a
  // zero-width space between words (src/i18n/phrasing.ts), where the printer ends a text run: the runs are joined again.
  return pages
    .join('\n')
    .normalize('NFKC')
    .replace(/\u200b/g, '')
    .replace(/(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu, '');
}

async function weightOf(reportId: string, token: string): Promise<number> {
  const res = await t.gql('query($id: ID!) { report(id: $id) { bodyComposition { metrics { key value } } } }', { id: reportId }, token);
  const metrics = (res.data!['report'] as { bodyComposition: { metrics: Array<{ key: string; value: number }> } }).bodyComposition.metrics;
  return metrics.find((m) => m.key === 'WT')!.value;
}

async function renderLinks(): Promise<number> {
  return (
    await t.db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.userId, alice.userId), eq(shareLinks.purpose, 'render')))
  ).length;
}

const send = (reportId: string, email: string, token: string, language = 'en-US') =>
  t.app
    .fetch(
      new Request('http://contour.test/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': language },
        body: JSON.stringify({ query: SEND, variables: { r: reportId, e: email } }),
      }),
    )
    .then(async (res) => (await res.json()) as GqlResult);

beforeAll(async () => {
  smtp = await startSmtpInbox(inbox, (raw) => PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' }), { refuse: () => refuse });
  // The printer's browser opens this process's own pages, so the app listens on a real port here.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  t = await createTestApp({
    SMTP_URL: smtp.url,
    DIST_DIR: DIST,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  http = createServer(createServerAdapter((request: Request) => t.app.fetch(request, { ip: '127.0.0.1' })));
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  // Codes go to the SMTP server too; sign in by reading them from the inbox.
  const signIn = async (email: string) => {
    await t.gql('mutation($a: String!) { sendValidationCode(channel: EMAIL, address: $a) { resendInSeconds } }', { a: email });
    const mail = inbox.findLast((m) => JSON.stringify(m.to).includes(email))!;
    const digits = /\b(\d{4})\b/.exec(mail.text ?? '')![1]!;
    const res = await t.gql(
      'mutation($a: String!, $c: String!) { smsLogin(channel: EMAIL, address: $a, code: $c) { token user { id } } }',
      { a: email, c: digits },
    );
    const login = res.data!['smsLogin'] as { token: string; user: { id: string } };
    t.clock.advance(61_000);
    return { token: login.token, userId: login.user.id };
  };
  const a = await signIn('alice-mail@example.com');
  alice = { ...a, reportId: await reportOf(a.token, 11) };
  const b = await signIn('bob-mail@example.com');
  bob = { token: b.token, reportId: await reportOf(b.token, 12) };
}, 120_000);

afterAll(async () => {
  await t?.app.deps.pdf.close();
  await new Promise<void>((resolve) => (http ? http.close(() => resolve()) : resolve()));
  await t?.close();
  await smtp.close();
});

describe('sending a report by e-mail', () => {
  it('delivers a summary, a working share link and the PDF of the report to the address', async () => {
    const before = inbox.length;
    const res = await send(alice.reportId, '  Friend@Example.com ', alice.token);
    expect(res.errors).toBeUndefined();
    const sent = res.data!['sendReport'] as { sentTo: string; link: { id: string; url: string; expiresAt: string } };
    expect(sent.sentTo).toBe('friend@example.com');
    expect(inbox.length).toBe(before + 1);
    const mail = inbox.at(-1)!;
    expect(JSON.stringify(mail.to)).toContain('friend@example.com');
    expect(mail.subject).toMatch(/^Contour body report of /);
    const weight = await weightOf(alice.reportId, alice.token);
    const shown = weight.toFixed(1);
    expect(mail.text).toContain(`Weight: ${shown} kg`);
    expect(mail.text).toContain(sent.link.url);

    // The link in the mail opens the report read-only, and it is listed (revocable) with the report's links.
    const token = new URL(sent.link.url).pathname.replace('/s/', '');
    const opened = await t.gql(SHARED, { t: token });
    expect(opened.data!['sharedReport']).toEqual({ status: 'VALID', report: { id: alice.reportId } });
    const listed = await t.gql('query($id: ID!) { report(id: $id) { shareLinks { id } } }', { id: alice.reportId }, alice.token);
    expect((listed.data!['report'] as { shareLinks: Array<{ id: string }> }).shareLinks.map((l) => l.id)).toContain(sent.link.id);

    // The attachment is the report: a PDF with its sections and values.
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf!.mimeType).toBe('application/pdf');
    expect(pdf!.filename).toMatch(/^contour-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfText(new Uint8Array(pdf!.content as ArrayBuffer));
    expect(text).toContain('Contour body report');
    expect(text).toContain('Body composition');
    expect(text).toContain('Posture');
    expect(text).toContain(shown);
    expect(await renderLinks()).toBe(0);
  });

  it('writes the mail and the PDF in the sender’s language (Chinese)', async () => {
    const res = await send(alice.reportId, 'friend@example.com', alice.token, 'zh-CN');
    expect(res.errors).toBeUndefined();
    const mail = inbox.at(-1)!;
    expect(mail.subject).toMatch(/体测报告|身体报告|报告/);
    const text = await pdfText(new Uint8Array(mail.attachments[0]!.content as ArrayBuffer));
    expect(text).toContain('体成分');
    expect(text).toContain('体态评估');
    expect(text).not.toContain('Body composition');
  });

  it('refuses a missing or malformed address, someone else’s report and a made-up id, and sends nothing', async () => {
    const before = inbox.length;
    expect(code(await send(alice.reportId, '', alice.token))).toBe('INVALID_EMAIL');
    expect(code(await send(alice.reportId, 'not-an-address', alice.token))).toBe('INVALID_EMAIL');
    expect(code(await send(bob.reportId, 'friend@example.com', alice.token))).toBe('NOT_FOUND');
    expect(code(await send('00000000-0000-4000-8000-000000000000', 'friend@example.com', alice.token))).toBe('NOT_FOUND');
    expect(code(await send('nonsense', 'friend@example.com', alice.token))).toBe('NOT_FOUND');
    const anonymous = await t.gql(SEND, { r: alice.reportId, e: 'friend@example.com' });
    expect(code(anonymous)).toBe('UNAUTHORIZED');
    expect(inbox.length).toBe(before);
  });

  it('says SEND_FAILED when the mail server refuses, and withdraws the link it made', async () => {
    refuse = true;
    try {
      const res = await send(alice.reportId, 'friend@example.com', alice.token);
      expect(code(res)).toBe('SEND_FAILED');
    } finally {
      refuse = false;
    }
    const live = await t.db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.userId, alice.userId), eq(shareLinks.purpose, 'share')));
    const withdrawn = live.filter((l) => l.revokedAt !== null);
    expect(withdrawn).toHaveLength(1);
  });
});

describe('downloading a report as a PDF', () => {
  const download = (reportId: string, token: string | null, query = '') =>
    t.app.fetch(
      new Request(`http://contour.test/api/reports/${reportId}/pdf${query}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    );

  it('prints the report in Arabic, right to left, with Arabic glyphs, and leaves no render link behind', async () => {
    const res = await download(alice.reportId, alice.token, '?lang=ar');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="contour-report-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toMatch(/[\u0600-\u06FF]{3,}/);
    expect(text).not.toContain('Body composition');
    expect(await renderLinks()).toBe(0);
  });

  it('prints imperial units when asked', async () => {
    const res = await download(alice.reportId, alice.token, '?lang=en-US&unit=imperial');
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    const pounds = ((await weightOf(alice.reportId, alice.token)) / 0.45359237).toFixed(1);
    expect(text).toContain(pounds);
    expect(text).toContain('lb');
  });

  it('refuses a PDF at once, with Retry-After, when more are waiting in this process than it takes; the others are made', async () => {
    // This process's printer with room for one waiting PDF (8 in production): 2 print, 1 waits, the 4th is refused.
    const own = t.app.deps.pdf;
    const small = createPdfRenderer({
      chromiumPath: t.config.chromiumPath,
      baseUrl: () => t.config.publicUrl,
      log: t.app.deps.log,
      maxWaiting: 1,
    });
    t.app.deps.pdf = small;
    try {
      const started = performance.now();
      const answers = Array.from({ length: 4 }, () => download(alice.reportId, alice.token, '?lang=en-US'));
      const refused = await Promise.race(
        answers.map((answer) => answer.then((res) => (res.status === 503 ? res : new Promise<never>(() => {})))),
      );
      // Refused before any PDF could have been printed, not after a wait.
      expect(performance.now() - started).toBeLessThan(1000);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(await refused.json()).toEqual({ error: 'PDF_FAILED' });
      const statuses = await Promise.all(answers.map(async (answer) => (await answer).status));
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(await renderLinks()).toBe(0);
    } finally {
      t.app.deps.pdf = own;
      await small.close();
    }
  });

  it('answers 401 without a session, 404 for someone else’s report, 400 for a bad unit', async () => {
    expect((await download(alice.reportId, null)).status).toBe(401);
    expect((await download(bob.reportId, alice.token)).status).toBe(404);
    expect((await download(alice.reportId, alice.token, '?unit=furlongs')).status).toBe(400);
  });
});
