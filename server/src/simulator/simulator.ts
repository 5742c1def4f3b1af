// Scanner simulator: posts a realistic scan through the device API, prints the scan URL, then uploads the mesh.
import { parseArgs } from 'node:util';
import { demoKeyFor } from '../demo/demo-devices.ts';
import { deviceTimezone, generateAllSections, newScanId, pickSections, randomSubject, seededRng } from './generate.ts';
import { meshGirths } from './generate-shape.ts';
import { buildBodyGlb, scannerMesh } from './mesh.ts';
import { SCANNER_VERTICES } from '../scan/glb.ts';

const FAILS = ['model', 'failed', 'body_assessment_failed', 'body_composition_failed', 'posture_failed'] as const;
type Fail = (typeof FAILS)[number];

function fail(message: string): never {
  process.stderr.write(`scan: ${message}\n`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    model: { type: 'string', default: 'M30' },
    email: { type: 'string' },
    'model-delay': { type: 'string', default: '4' },
    fail: { type: 'string' },
    seed: { type: 'string' },
    youth: { type: 'boolean', default: false },
    /** Measured this many minutes ago (a scan found later, e.g. a model that never came). */
    ago: { type: 'string', default: '0' },
    /** The mesh's density (a real scanner's: 50,000–300,000 vertices). */
    vertices: { type: 'string', default: String(SCANNER_VERTICES) },
    /** Never upload the mesh (a scanner that lost it). */
    'no-model': { type: 'boolean', default: false },
  },
});
const model = values.model === 'S30' || values.model === 'M30' ? values.model : fail('--model must be M30 or S30');
const delaySeconds = Number(values['model-delay']);
if (!Number.isFinite(delaySeconds) || delaySeconds < 0) fail('--model-delay must be a number of seconds ≥ 0');
const agoMinutes = Number(values.ago);
if (!Number.isFinite(agoMinutes) || agoMinutes < 0) fail('--ago must be a number of minutes ≥ 0');
const vertices = Number(values.vertices);
if (!Number.isInteger(vertices) || vertices < 1000 || vertices > 1_000_000) fail('--vertices must be a whole number from 1000 to 1000000');
const failMode: Fail | undefined =
  values.fail === undefined ? undefined : (FAILS.find((f) => f === values.fail) ?? fail(`--fail must be one of ${FAILS.join(', ')}`));

const base = (process.env['CONTOUR_URL'] || `http://localhost:${process.env['PORT'] || '8080'}`).replace(/\/+$/, '');
const key = process.env['CONTOUR_DEVICE_KEY'] || demoKeyFor(model);
const rng = seededRng(values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31));
const subject = randomSubject(rng, { youth: values.youth });
const outcome = failMode && failMode !== 'model' ? failMode : 'complete';
// The mesh comes from the same body as the report, even when a failed part keeps girths out of the report.
const body = generateAllSections(subject, rng);
const scanId = newScanId();

async function call(method: string, path: string, body: BodyInit | null, contentType: string): Promise<Response> {
  try {
    return await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': contentType },
      body,
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    return fail(
      `cannot reach the server at ${base}: ${err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)}`,
    );
  }
}

async function expectOk(res: Response, what: string): Promise<void> {
  if (!res.ok) fail(`${what} failed: HTTP ${res.status} ${await res.text()}`);
}

const res = await call(
  'POST',
  '/api/device/scans',
  JSON.stringify({
    scanId,
    measuredAt: new Date(Date.now() - agoMinutes * 60_000).toISOString(),
    timezone: deviceTimezone(),
    subject,
    ...pickSections(body, model, outcome, subject.age),
    ...(values.email ? { account: { email: values.email } } : {}),
  }),
  'application/json',
);
await expectOk(res, 'posting the scan');
process.stdout.write(`${base}/?scanId=${scanId}&deviceType=${model}\n`);

if (outcome !== 'failed' && !values['no-model']) {
  await new Promise((done) => setTimeout(done, delaySeconds * 1000));
  const path = `/api/device/scans/${scanId}`;
  if (failMode === 'model') {
    await expectOk(await call('POST', `${path}/model-failed`, null, 'application/json'), 'reporting the model failure');
  } else {
    // The stance from an RNG of its own: a seed gives the same measurements at any density.
    const glb = buildBodyGlb(subject, meshGirths(body.girths), scannerMesh(seededRng(rng() * 2 ** 31), vertices));
    await expectOk(await call('PUT', `${path}/model`, new Uint8Array(glb), 'model/gltf-binary'), 'uploading the mesh');
  }
}
