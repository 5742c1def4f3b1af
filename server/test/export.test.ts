// Download of all my data: JSON and CSV of exactly the caller's account, checked against what is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reports } from '../src/db/schema.ts';
import { csvColumns, exportCsv, type AccountExport } from '../src/domain/account-data.ts';
import { GIRTH_KEYS, METRIC_KEYS } from '../src/scan/sections.ts';
import { EXPORT_FORMAT_IDS, EXPORT_FORMATS, exportUrl } from '#shared/export-formats.ts';
import { DEMO_M30_DEVICE_KEY, DEMO_S30_DEVICE_KEY, postScan, scanBody } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { REGISTER, newAccount, type Account } from './account-fixtures.ts';

let t: TestApp;
let alice: Account;
let bob: Account;
const aliceReports: string[] = [];
let bobReport = '';
let deletedReport = '';
let partialReport = '';

async function bound(token: string, body: ReturnType<typeof scanBody>, key = DEMO_M30_DEVICE_KEY) {
  expect((await postScan(t, body, key)).status).toBe(201);
  const r = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
  return (r.data!['bindScan'] as { report: { id: string } }).report.id;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await newAccount(t, 'Alice123');
  bob = await newAccount(t);
  await t.gql(
    REGISTER,
    { i: { name: 'Alice, "A" Example', sex: 'FEMALE', heightCm: 166, age: 41, unitSystem: 'METRIC', agreed: true } },
    alice.token,
  );
  aliceReports.push(await bound(alice.token, scanBody({ measuredAt: '2026-03-01T08:00:00.000Z', timezone: 'Asia/Shanghai' }, 1)));
  aliceReports.push(await bound(alice.token, scanBody({ measuredAt: '2026-03-02T08:00:00.000Z' }, 2, 'S30'), DEMO_S30_DEVICE_KEY));
  partialReport = await bound(
    alice.token,
    scanBody({ measuredAt: '2026-03-03T08:00:00.000Z' }, 3, 'M30', { outcome: 'body_composition_failed' }),
  );
  aliceReports.push(partialReport);
  const doomed = scanBody({ measuredAt: '2026-03-04T08:00:00.000Z' }, 4);
  deletedReport = await bound(alice.token, doomed);
  await t.request(`/api/device/scans/${doomed.scanId}`, { method: 'DELETE', headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}` } });
  bobReport = await bound(bob.token, scanBody({ measuredAt: '2026-03-01T09:00:00.000Z' }, 5));
});
afterAll(() => t.close());

const download = (format: string | null, token?: string, method = 'GET') =>
  t.request(`/api/account/export${format === null ? '' : `?format=${format}`}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** RFC 4180: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

describe('GET /api/account/export', () => {
  it('answers every format of the list with its media type and file name, one report where the list says it has one', async () => {
    const headers = { authorization: `Bearer ${alice.token}` };
    const day = t.clock.now().toISOString().slice(0, 10);
    for (const format of EXPORT_FORMAT_IDS) {
      const { mediaType, extension, report } = EXPORT_FORMATS[format];
      const whole = await t.request(exportUrl(format), { headers });
      expect(whole.status, format).toBe(200);
      expect(whole.headers.get('content-type')).toBe(mediaType);
      expect(whole.headers.get('content-disposition')).toBe(`attachment; filename="contour-data-${day}.${extension}"`);
      // Alice's first report was measured on 1 March 2026 at 16:00 in Shanghai.
      const one = await t.request(exportUrl(format, { reportId: aliceReports[0]! }), { headers });
      expect(one.status, format).toBe(report ? 200 : 400);
      if (report) expect(one.headers.get('content-disposition')).toBe(`attachment; filename="contour-report-2026-03-01.${extension}"`);
      else expect(await one.json()).toEqual({ error: 'bad_report', formats: EXPORT_FORMAT_IDS.filter((f) => EXPORT_FORMATS[f].report) });
      await whole.arrayBuffer();
    }
  });

  it('answers 401 JSON without a valid session, 400 for another format, 405 for another method', async () => {
    for (const token of [undefined, 'garbage']) {
      const res = await download('json', token);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ error: 'unauthorized' });
    }
    expect((await download('xml', alice.token)).status).toBe(400);
    expect((await download('JSON', alice.token)).status).toBe(400);
    expect((await download('json', alice.token, 'POST')).status).toBe(405);
    expect((await t.request('/api/account/other', { headers: { authorization: `Bearer ${alice.token}` } })).status).toBe(404);
  });

  it('JSON: the account without secrets, and every report with its stored sections', async () => {
    const res = await download('json', alice.token);
    expect(res.status).toBe(200);
    const day = t.clock.now().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="contour-data-${day}.json"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    expect(text).not.toMatch(/scrypt|password_?hash|token_?hash/i);
    const data = JSON.parse(text) as AccountExport;
    expect(data.account).toMatchObject({
      id: alice.userId,
      email: alice.email,
      name: 'Alice, "A" Example',
      sex: 'female',
      heightCm: 166,
      age: 41,
      passwordSet: true,
    });
    expect(data.account.policyAgreedAt).toEqual(expect.any(String));
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.reports.map((r) => r.id).sort()).toEqual([...aliceReports, deletedReport].sort());
    expect(text).not.toContain(bobReport);
    for (const id of aliceReports) {
      const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
      const exported = data.reports.find((r) => r.id === id)!;
      const stored: Record<string, unknown> = { ...row!.measurements };
      delete stored['schemaVersion'];
      expect(exported).toMatchObject({
        scanId: row!.scanId,
        model: row!.model,
        measuredAt: row!.measuredAt.toISOString(),
        timezone: row!.timezone,
        outcome: row!.outcome,
        deleted: false,
      });
      expect(exported.sections).toEqual(stored);
    }
    expect(data.reports.find((r) => r.id === aliceReports[0])).toMatchObject({
      timezone: 'Asia/Shanghai',
      measuredAt: '2026-03-01T08:00:00.000Z',
    });
    // A report the administrator deleted is listed without its data (it may have been someone else's scan).
    const stub = data.reports.find((r) => r.id === deletedReport)!;
    expect(stub).toMatchObject({ deleted: true, deletedAt: expect.any(String) });
    expect(stub.sections).toBeUndefined();
  });

  it('CSV: one row per report, every metric and girth as a column, values as stored', async () => {
    const res = await download('csv', alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="contour-data-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(await res.text());
    // Every metric, then every girth, in the scan model's order, each named with its unit.
    expect(header).toEqual(csvColumns());
    expect(header).toHaveLength(5 + METRIC_KEYS.length + GIRTH_KEYS.length);
    expect(rows.map((r) => r[0]).sort()).toEqual([...aliceReports].sort());
    for (const row of rows) {
      const [stored] = await t.db.select().from(reports).where(eq(reports.id, row[0]!));
      const m = stored!.measurements;
      expect(row.slice(1, 5)).toEqual([stored!.model, stored!.measuredAt.toISOString(), stored!.timezone, stored!.outcome]);
      METRIC_KEYS.forEach((k, i) => {
        const cell = row[5 + i]!;
        expect(cell === '' ? undefined : Number(cell)).toEqual(m.bodyComposition?.[k]);
      });
      GIRTH_KEYS.forEach((k, i) => {
        const cell = row[5 + METRIC_KEYS.length + i]!;
        expect(cell === '' ? undefined : Number(cell)).toEqual(m.girths?.[k]);
      });
    }
    // Body composition failed: its metrics are empty, its girths are there.
    const partial = rows.find((r) => r[0] === partialReport)!;
    expect(partial.slice(5, 5 + METRIC_KEYS.length).every((c) => c === '')).toBe(true);
    expect(partial[5 + METRIC_KEYS.length]).not.toBe('');
  });

  it('CSV in imperial units when asked: pounds and inches in the values and the columns’ names, the rest as stored', async () => {
    const res = await t.request(exportUrl('csv', { unit: 'imperial' }), { headers: { authorization: `Bearer ${alice.token}` } });
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual(csvColumns('imperial'));
    expect(header).toContain('weight_lb');
    expect(header).toContain('waist_girth_in');
    expect(header).toContain('body_fat_percentage_pct');
    expect(header).not.toContain('weight_kg');
    const column = (name: string) => header!.indexOf(name);
    for (const row of rows.filter((r) => r[0] !== partialReport)) {
      const [stored] = await t.db.select().from(reports).where(eq(reports.id, row[0]!));
      const bc = stored!.measurements.bodyComposition!;
      expect(Number(row[column('weight_lb')])).toBe(Math.round((bc.WT / 0.45359237) * 10) / 10);
      expect(Number(row[column('body_fat_percentage_pct')])).toBe(bc.PBF);
      expect(Number(row[column('waist_girth_in')])).toBe(Math.round((stored!.measurements.girths!.waistGirth / 2.54) * 10) / 10);
    }
    // A unit the export does not know, or one asked of a format that has no unit choice, changes nothing: 400.
    for (const [format, unit] of [
      ['csv', 'stone'],
      ['json', 'imperial'],
      ['fhir', 'imperial'],
    ] as const) {
      const bad = await t.request(`/api/account/export?format=${format}&unit=${unit}`, {
        headers: { authorization: `Bearer ${alice.token}` },
      });
      expect(bad.status, `${format} ${unit}`).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toBe('bad_unit');
    }
  });

  it('quotes CSV cells and defuses formulas', () => {
    const data = {
      reports: [
        {
          id: 'r1',
          scanId: 's',
          model: 'M30',
          measuredAt: '2026-01-01T00:00:00.000Z',
          timezone: 'Odd, "zone"\nx',
          outcome: '=HYPERLINK("x")',
          deleted: false,
          sections: { bodyComposition: { WT: -1.5 } },
        },
      ],
    } as unknown as AccountExport;
    const [header, row] = parseCsv(exportCsv(data));
    expect(header).toEqual(csvColumns());
    // Each value's unit in its column's name.
    expect(header!.slice(0, 7)).toEqual(['id', 'model', 'measured_at', 'timezone', 'outcome', 'weight_kg', 'fat_free_mass_kg']);
    expect(header).toEqual(expect.arrayContaining(['body_fat_percentage_pct', 'basal_metabolic_rate_kcal_per_day', 'waist_girth_cm']));
    expect(row!.slice(0, 6)).toEqual(['r1', 'M30', '2026-01-01T00:00:00.000Z', 'Odd, "zone"\nx', `'=HYPERLINK("x")`, '-1.5']);
  });

  it('an account without reports exports an empty list and a header-only CSV; a deleted account gets 401', async () => {
    const carol = await newAccount(t);
    const json = (await (await download(null, carol.token)).json()) as AccountExport;
    expect(json.reports).toEqual([]);
    expect(json.account.passwordSet).toBe(false);
    expect(parseCsv(await (await download('csv', carol.token)).text())).toHaveLength(1);
    await t.gql('mutation { deleteAccount(confirm: "DELETE") }', {}, carol.token);
    expect((await download('json', carol.token)).status).toBe(401);
  });
});
