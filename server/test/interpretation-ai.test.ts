// The interpretation worded by an OpenAI-compatible endpoint: a real HTTP server in the test plays the endpoint.
// It gets the rules' findings and the person's language, its text comes back as paragraphs, and every way it can
// fail (error status, no text, too slow) leaves the rule engine's points standing.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { interpretationTexts } from '../src/db/schema.ts';
import { paragraphsOf } from '../src/domain/interpretation/ai.ts';
import { DEMO_M30_DEVICE_KEY, postScan, scanBody } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

type Call = { auth: string | undefined; body: { model: string; messages: Array<{ role: string; content: string }> } };
let mode: 'ok' | 'error' | 'no-text' | 'slow' = 'ok';
const calls: Call[] = [];
let endpoint: Server;
let t: TestApp;

const readJson = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Call['body'];
};

beforeAll(async () => {
  endpoint = createServer((req, res) => {
    void readJson(req).then((body) => {
      calls.push({ auth: req.headers.authorization, body });
      if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
      if (mode === 'error') return res.writeHead(503).end('{"error":"overloaded"}');
      const answer = (content: unknown) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      if (mode === 'no-text') return answer(null);
      if (mode === 'slow') return void setTimeout(() => answer('too late'), 1500);
      answer('## Your report\n\nFirst, **your posture** matters most.\nKeep at it.\n\n\nThen the plan: 10 weeks.');
    });
  });
  await new Promise<void>((done) => endpoint.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/v1/`;
  t = await createTestApp({ AI_BASE_URL: base, AI_API_KEY: 'sk-test', AI_MODEL: 'coach-1', AI_TIMEOUT_MS: '500' });
});
afterAll(async () => {
  await t.close();
  await new Promise((done) => endpoint.close(done));
});

const QUERY = 'query($id: ID!) { report(id: $id) { interpretation { source text points { rule severity } } } }';

async function newReport(email: string, seed: number) {
  const { token } = await t.signIn(email);
  const body = scanBody({}, seed, 'M30', { outcome: 'complete' });
  expect((await postScan(t, body, DEMO_M30_DEVICE_KEY)).status).toBe(201);
  const bound = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
  return { token, id: (bound.data!['bindScan'] as { report: { id: string } }).report.id };
}

async function interpretationIn(language: string, token: string, id: string, copy: Pick<TestApp, 'request'> = t) {
  const res = await copy.request('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': language },
    body: JSON.stringify({ query: QUERY, variables: { id } }),
  });
  const json = (await res.json()) as {
    data?: { report: { interpretation: { source: string; text: string[]; points: Array<{ rule: string }> } } };
    errors?: unknown;
  };
  expect(json.errors).toBeUndefined();
  return json.data!.report.interpretation;
}

describe('interpretation through an AI endpoint', () => {
  it('words the rules’ findings in the person’s language, once per report and language', async () => {
    mode = 'ok';
    calls.length = 0;
    const { token, id } = await newReport('ai-ok@example.com', 21);
    const got = await interpretationIn('ja', token, id);
    expect(got.source).toBe('AI');
    expect(got.text).toEqual(['Your report', 'First, your posture matters most. Keep at it.', 'Then the plan: 10 weeks.']);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.auth).toBe('Bearer sk-test');
    expect(call.body.model).toBe('coach-1');
    expect(call.body.messages[0]!.content).toContain('"ja"');
    // The endpoint is given the rules' findings in their order, and nothing identifying the person.
    const facts = JSON.parse(call.body.messages[1]!.content) as { findings: Array<{ ruleId: string }>; person: Record<string, unknown> };
    expect(facts.findings.map((f) => f.ruleId)).toEqual(got.points.map((p) => p.rule));
    expect(Object.keys(facts.person).sort()).toEqual(['age', 'heightCm', 'sex']);
    // Asked again in the same language: no second call. In another language: one more.
    expect((await interpretationIn('ja', token, id)).text).toEqual(got.text);
    expect(calls).toHaveLength(1);
    await interpretationIn('de-DE,de;q=0.9', token, id);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.messages[0]!.content).toContain('"de"');
  });

  for (const failure of ['error', 'no-text', 'slow'] as const) {
    it(`keeps the rules’ points when the endpoint ${failure === 'slow' ? 'takes longer than AI_TIMEOUT_MS' : failure === 'error' ? 'answers with an error' : 'sends no text'}`, async () => {
      mode = failure;
      const { token, id } = await newReport(`ai-${failure}@example.com`, 22);
      const started = Date.now();
      const got = await interpretationIn('en-US', token, id);
      expect(got.source).toBe('RULES');
      expect(got.text).toEqual([]);
      expect(got.points.length).toBeGreaterThan(0);
      if (failure === 'slow') expect(Date.now() - started).toBeLessThan(1400);
      // A failure is not remembered: the next request tries the endpoint again.
      mode = 'ok';
      expect((await interpretationIn('en-US', token, id)).source).toBe('AI');
    });
  }
});

describe('the written interpretation on several server copies', () => {
  it('is stored once for every copy: another copy, or this one after a restart, answers with the stored words', async () => {
    mode = 'ok';
    calls.length = 0;
    const { token, id } = await newReport('ai-copies@example.com', 23);
    const first = await interpretationIn('en-US', token, id);
    expect(first.source).toBe('AI');
    const rows = await t.db.select().from(interpretationTexts).where(eq(interpretationTexts.reportId, id));
    expect(rows.map((row) => [row.scope, row.language, row.paragraphs])).toEqual([['all', 'en-US', first.text]]);
    // Words another copy stored first (two copies that write at the same moment keep the first stored): every copy
    // now answers with them, and none asks the endpoint again.
    await t.db
      .update(interpretationTexts)
      .set({ paragraphs: ['Worded by the other copy.'] })
      .where(eq(interpretationTexts.reportId, id));
    const other = t.twin();
    expect((await interpretationIn('en-US', token, id, other)).text).toEqual(['Worded by the other copy.']);
    expect((await interpretationIn('en-US', token, id)).text).toEqual(['Worded by the other copy.']);
    expect(calls).toHaveLength(1);
  });
});

describe('the written interpretation through a coach’s grant', () => {
  it('is written from the granted sections alone, never the wording of the whole report', async () => {
    mode = 'ok';
    const owner = await newReport('ai-grant-owner@example.com', 41);
    expect((await interpretationIn('en-US', owner.token, owner.id)).source).toBe('AI');
    const whole = calls
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    const grant = await t.gql(
      'mutation($i: GrantInput!) { createGrant(input: $i) { id } }',
      { i: { email: 'ai-grant-coach@example.com', sections: ['POSTURE'], interpretation: true } },
      owner.token,
    );
    const grantId = (grant.data!['createGrant'] as { id: string }).id;
    const mail = (await (await t.request('/api/dev/outbox?to=ai-grant-coach%40example.com')).json()) as Array<{ body: string }>;
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail[0]!.body)![1]!;
    t.clock.advance(1000);
    const coach = await t.signIn('ai-grant-coach@example.com');
    expect((await t.gql('mutation($t: String!) { acceptGrant(token: $t) { grantId } }', { t: token }, coach.token)).errors).toBeUndefined();
    const before = calls.length;
    const opened = await t.gql(
      'query($g: ID!, $r: ID!) { grantedReport(grantId: $g, reportId: $r) { interpretation { source points { section } } } }',
      { g: grantId, r: owner.id },
      coach.token,
    );
    const interpretation = (opened.data!['grantedReport'] as { interpretation: { source: string; points: Array<{ section: string }> } })
      .interpretation;
    // A new wording was asked for, from posture findings only; the whole report's was not reused.
    expect(calls.length).toBe(before + 1);
    const granted = calls
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(granted).not.toBe(whole);
    // 'overall' is the summary of the granted findings ("nothing notable"), from them alone.
    for (const p of interpretation.points) expect(['posture', 'overall']).toContain(p.section);
    expect(interpretation.source).toBe(interpretation.points.length ? 'AI' : 'RULES');
  });
});

describe('paragraphsOf', () => {
  it('keeps plain paragraphs and refuses an empty answer', () => {
    expect(paragraphsOf('# Title\n\n**Bold** text\nwraps\n\n')).toEqual(['Title', 'Bold text wraps']);
    expect(paragraphsOf(' \n\n ')).toBeNull();
    expect(paragraphsOf(`${'a'.repeat(5000)}\n\n${'b'.repeat(2000)}`)).toEqual(['a'.repeat(5000)]);
  });
});
