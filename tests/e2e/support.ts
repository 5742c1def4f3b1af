// Helpers that act as the outside world: the scanner (simulator, device API; the mailbox is in mailbox.ts); and the two
// ways a test starts with a person: signInAs (a member signed in) and ownerOnReport (a member looking at their report).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_M30_DEVICE_KEY, DEMO_S30_DEVICE_KEY } from '#server/demo/demo-devices.ts';
import { generateMeasurements, randomSubject, seededRng } from '#server/simulator/generate.ts';
import { buildBodyGlb, type MeshOptions } from '#server/simulator/mesh.ts';
import type { Subject } from '#server/scan/sections.ts';
import { baseURL } from '../../playwright.config.ts';
import { latestCode } from './mailbox.ts';
import { GRAPHQL_PATH, GRAPHQL_READ_PATH } from '#shared/graphql-paths.ts';
import { LoginPage } from './pages/login-page.ts';
import { ReportPage } from './pages/report-page.ts';

/** Both GraphQL addresses (queries go to the read one), for page.route: what a test cuts or shapes, it cuts on both. */
export const GRAPHQL_ROUTES = (url: URL) => url.pathname === GRAPHQL_PATH || url.pathname === GRAPHQL_READ_PATH;

const SCAN_URL = /^http:\/\/.+\/\?scanId=[A-Za-z0-9_-]+&deviceType=(M30|S30)$/;

/**
 * Runs `npm run scan` against the test server and returns the scan URL as soon as it is printed; the
 * simulator goes on in the background and uploads the 3D model after its delay, as a scanner would.
 */
export async function simulateScan(model: 'M30' | 'S30', extra: string[] = []): Promise<string> {
  const child = spawn('node', ['--import', 'tsx', 'server/src/simulator/simulator.ts', '--model', model, ...extra], {
    env: { ...process.env, CONTOUR_URL: baseURL },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => SCAN_URL.test(line.trim()) && resolve(line.trim()));
    child.on('exit', (code) => reject(new Error(`simulator exited with ${code} before printing a scan URL`)));
  });
  expect(url).toMatch(SCAN_URL);
  return url;
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

export async function graphqlAs<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/api/graphql', { data: { query, variables }, headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The person on the scanner of every posted scan (postScan). */
export const SCANNED_PERSON = { sex: 'male', heightCm: 178, age: 34 } as const;

/** A consistent body composition, as an M30 would measure it (FFM + BFM = WT, PBF = BFM / WT). */
export const KNOWN_COMPOSITION = {
  WT: 77.3,
  FFM: 61.5,
  BFM: 15.8,
  LM: 58.3,
  TBW: 44.9,
  SM: 33.1,
  PROTEIN: 12.4,
  TM: 3.2,
  BMR: 1698,
  WHR: 0.86,
  BMI: 24.4,
  PBF: 20.4,
  VFG: 7,
  ICW: 27.8,
  ECW: 17.1,
  METABOLIC_AGE: 31,
  SCORE: 81,
};

/**
 * Posts a complete scan (M30, or S30 as `model` says) through the device API, with KNOWN_COMPOSITION (with `composition`'s
 * values instead, where given) as its body composition and the other sections generated to match it; with `email` the
 * scanner binds it to that account.
 */
export async function postScan(
  request: APIRequestContext,
  options: { email?: string; measuredAt?: Date; model?: 'M30' | 'S30'; composition?: Partial<typeof KNOWN_COMPOSITION> } = {},
): Promise<string> {
  const scanId = randomBytes(18).toString('base64url');
  const subject = SCANNED_PERSON;
  const model = options.model ?? 'M30';
  const response = await request.post('/api/device/scans', {
    headers: { Authorization: `Bearer ${model === 'S30' ? DEMO_S30_DEVICE_KEY : DEMO_M30_DEVICE_KEY}` },
    data: {
      scanId,
      measuredAt: (options.measuredAt ?? new Date()).toISOString(),
      timezone: 'Europe/Berlin',
      subject,
      ...generateMeasurements(subject, model, seededRng(1), { bodyComposition: { ...KNOWN_COMPOSITION, ...options.composition } }),
      ...(options.email ? { account: { email: options.email } } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return scanId;
}

/** Sends a scan's 3D mesh as its scanner does (a built body, at about `vertices`, a fresh topology from `seed`). */
export async function putMesh(request: APIRequestContext, scanId: string, seed: number, options: MeshOptions = {}): Promise<void> {
  const glb = buildBodyGlb(SCANNED_PERSON, MESH_GIRTHS, { vertices: 6000, topology: seededRng(seed), ...options });
  const response = await request.put(`/api/device/scans/${scanId}/model`, {
    headers: { Authorization: `Bearer ${DEMO_M30_DEVICE_KEY}`, 'content-type': 'model/gltf-binary' },
    data: glb,
  });
  expect(response.status(), await response.text()).toBe(200);
}
const MESH_GIRTHS = { chest: 100, waist: 86, hip: 99, thigh: 57, calf: 38, upperArm: 32, neck: 39 };

/** Signs in by code through the API (the outbox gives the code) and returns the session token. */
export async function signInByApi(request: APIRequestContext, email: string): Promise<string> {
  const sent = await request.post('/api/graphql', {
    data: {
      query: 'mutation($a: String!) { sendValidationCode(channel: EMAIL, address: $a) { resendInSeconds } }',
      variables: { a: email },
    },
  });
  expect(((await sent.json()) as { errors?: unknown }).errors).toBeUndefined();
  const code = await latestCode(request, email);
  const response = await request.post('/api/graphql', {
    data: {
      query: 'mutation($a: String!, $c: String!) { smsLogin(channel: EMAIL, address: $a, code: $c) { token } }',
      variables: { a: email, c: code },
    },
  });
  const body = (await response.json()) as { data?: { smsLogin: { token: string } } };
  expect(body.data?.smsLogin.token).toBeTruthy();
  return body.data!.smsLogin.token;
}

type Model = 'M30' | 'S30';

/** Someone signed in: their address and session token. */
export type Member = { email: string; token: string };

export type SignInOptions = {
  /** The tag of a new address (uniqueEmail); `email` uses an address as it is instead. */
  tag?: string;
  email?: string;
  /**
   * 'api' (default): a code through the API, and the token put into the browser as the app keeps it; 'ui': the
   * sign-in form, as a person fills it (the registration form too, for a new account), with "Remember me" on.
   */
  via?: 'api' | 'ui';
  /** false: no profile yet, so the registration form is next. By default the member is registered (female, 168 cm, 35). */
  register?: boolean;
  /** The profile's name (api). */
  name?: string;
  /** api: a remembered sign-in (the token in local storage, set once on /healthz) instead of one for this tab only. */
  remember?: boolean;
  /** ui: where the person starts (default /login); a guarded address sends them to the form and back after it. */
  from?: string;
};

/** The registration the form makes with RegisterPage.fillValid, through the API. */
const REGISTER = `mutation($name: String) {
  register(input: { name: $name, sex: FEMALE, heightCm: 168, age: 35, unitSystem: METRIC, agreed: true }) { id }
}`;

/**
 * Signs a person in, a new registered member unless the options say otherwise. Through the API the token goes into
 * the page's browser context (session storage at each start, as the app keeps it for a tab); with `page` null only the
 * account is made (a second person, or a beforeAll). Through the UI the page ends where the sign-in leads (`/`).
 */
export async function signInAs(page: Page | null, request: APIRequestContext, options: SignInOptions = {}): Promise<Member> {
  const email = options.email ?? uniqueEmail(options.tag ?? 'member');
  if (options.via === 'ui') {
    if (!page) throw new Error('signing in through the form needs a page');
    await page.goto(options.from ?? '/login');
    const login = new LoginPage(page, request);
    await login.signIn(email, { register: options.register });
    return { email, token: await login.token() };
  }
  const token = await signInByApi(request, email);
  if (options.register !== false) await graphqlAs(request, token, REGISTER, { name: options.name ?? null });
  if (page && options.remember) {
    await page.goto('/healthz');
    await page.evaluate((t) => localStorage.setItem('token', t), token);
  } else if (page) {
    await page.context().addInitScript((t) => sessionStorage.setItem('token', t), token);
  }
  return { email, token };
}

export type OwnerOptions = SignInOptions & {
  /** Scans posted through the device API (KNOWN_COMPOSITION), in this order; by default one scan, now. */
  scans?: Array<{ measuredAt?: Date; model?: Model; composition?: Partial<typeof KNOWN_COMPOSITION> }>;
  /** One scan from the simulator instead (sections, outcomes and seeds vary): its arguments after `--model-delay 0`. */
  simulate?: string[];
  /** The model of the scans that do not name theirs, and of the simulated one (default M30). */
  model?: Model;
  /** With `simulate`: wait until the scanner's 3D model has arrived too. */
  withModel?: boolean;
  /**
   * 'account' (default): the scanner binds the scans to the address; 'link': the person opens the scanner's link of
   * one scan and lands on its model screen (/modeling?reportId=…); with `via: 'ui'` the link leads through the form.
   */
  bind?: 'account' | 'link';
  /**
   * 'latest' (default): /report, where the app opens the latest report; 'last': the last scan's report by its address;
   * false: nothing is opened (the caller goes to another screen). `section` opens the last scan's report at it.
   */
  open?: 'latest' | 'last' | false;
  section?: string;
  /** 'scanner': the member's profile is the person the posted scans measure (SCANNED_PERSON), not the default one. */
  profile?: 'scanner';
  /** The heading the opened report shows, in the page's language: by default "Body composition" for posted scans; false: none checked. */
  heading?: string | false;
};

/** The person the simulator measures with `--seed` (its first draw, as server/src/simulator/simulator.ts makes it). */
function simulatedPerson(args: readonly string[]): Subject | null {
  const at = args.indexOf('--seed');
  return at < 0 ? null : randomSubject(seededRng(Number(args[at + 1])), { youth: args.includes('--youth') });
}

const PROFILE = `mutation($sex: Sex, $h: Int, $a: Int) { updateProfile(input: { sex: $sex, heightCm: $h, age: $a }) { id } }`;

/** An owner and their reports: the one opened (or the last), every report and scan in the order made, the page model. */
export type Owner = Member & { reportId: string; reportIds: string[]; scanIds: string[]; report: ReportPage };

const reportOfScan = async (request: APIRequestContext, token: string, scanId: string) =>
  (await graphqlAs<{ reportByScan: { id: string } }>(request, token, 'query($s: ID!) { reportByScan(scanId: $s) { id } }', { s: scanId }))
    .reportByScan.id;

/** The latest report of a model once it is there (with `withModel`, once its 3D model is there too). */
async function latestReportOnceThere(request: APIRequestContext, token: string, model: Model, withModel = false): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const { latestReport } = await graphqlAs<{ latestReport: { id: string; meshUrl: string | null } | null }>(
        request,
        token,
        'query($m: ProductModel) { latestReport(model: $m) { id meshUrl } }',
        { m: model },
      );
      id = latestReport && (!withModel || latestReport.meshUrl) ? latestReport.id : undefined;
      return id;
    })
    .toBeTruthy();
  return id!;
}

/**
 * An owner looking at their own report: signs a new member in (signInAs's options), gives them scans (posted, or
 * one from the simulator), bound to them, and opens the report as `open`, `section` and `bind` say. With `page` null
 * (and `open: false`) only the account and its reports are made.
 */
export async function ownerOnReport(page: Page, request: APIRequestContext, options?: OwnerOptions): Promise<Owner>;
export async function ownerOnReport(
  page: null,
  request: APIRequestContext,
  options: OwnerOptions & { open: false },
): Promise<Omit<Owner, 'report'>>;
export async function ownerOnReport(
  page: Page | null,
  request: APIRequestContext,
  options: OwnerOptions = {},
): Promise<Omit<Owner, 'report'> & { report?: ReportPage }> {
  const model = options.model ?? 'M30';
  const simulated = options.simulate ? ['--model-delay', '0', ...options.simulate] : null;
  /** Posts or simulates one scan (bound to `email` when given); its id and the scanner's link. */
  const scan = async (email?: string, measuredAt?: Date, scanModel = model, composition?: Partial<typeof KNOWN_COMPOSITION>) => {
    if (simulated) {
      const url = await simulateScan(scanModel, [...(email ? ['--email', email] : []), ...simulated]);
      return { scanId: new URL(url).searchParams.get('scanId')!, url };
    }
    const scanId = await postScan(request, { email, measuredAt, model: scanModel, composition });
    return { scanId, url: `/?scanId=${scanId}&deviceType=${scanModel}` };
  };

  if (options.bind === 'link') {
    if (!page) throw new Error('opening a scanner link needs a page');
    // The scanner's link opened on the phone; signed out, the sign-in form comes first and leads back to it.
    let member: Member;
    let scanned: { scanId: string; url: string };
    if (options.via === 'ui') {
      scanned = await scan();
      member = await signInAs(page, request, { ...options, from: scanned.url });
    } else {
      member = await signInAs(page, request, options);
      scanned = await scan();
      await page.goto(scanned.url);
    }
    await expect(page).toHaveURL(/\/modeling\?reportId=/);
    const reportId = new URL(page.url()).searchParams.get('reportId')!;
    return { ...member, reportId, reportIds: [reportId], scanIds: [scanned.scanId], report: new ReportPage(page) };
  }

  const member = await signInAs(page, request, options);
  // The member is the person the scanner measures: a report is rated with the profile (issue 19), so a seeded scan's
  // member has that person's sex, height and age, as a real person's profile would.
  const person =
    options.register === false ? null : simulated ? simulatedPerson(simulated) : options.profile === 'scanner' ? SCANNED_PERSON : null;
  if (person) await graphqlAs(request, member.token, PROFILE, { sex: person.sex.toUpperCase(), h: person.heightCm, a: person.age });
  // A new person's home says there is no report yet; then the scan arrives.
  if (page && options.via === 'ui') await expect(page.getByText("You don't have any report yet")).toBeVisible();
  const scanIds: string[] = [];
  const reportIds: string[] = [];
  if (simulated) {
    scanIds.push((await scan(member.email)).scanId);
    reportIds.push(await latestReportOnceThere(request, member.token, model, options.withModel));
  } else {
    for (const posted of options.scans ?? [{}]) {
      const { scanId } = await scan(member.email, posted.measuredAt, posted.model, posted.composition);
      scanIds.push(scanId);
      reportIds.push(await reportOfScan(request, member.token, scanId));
    }
  }
  const owned = { ...member, reportId: reportIds.at(-1)!, reportIds, scanIds };
  const open = options.section ? 'last' : (options.open ?? 'latest');
  if (!page) return owned;
  if (open === false) return { ...owned, report: new ReportPage(page) };

  if (open === 'latest') {
    await page.goto('/report');
    await expect(page).toHaveURL(/\/report\?id=/);
    owned.reportId = new URL(page.url()).searchParams.get('id')!;
  } else {
    await page.goto(`/report?id=${owned.reportId}${options.section ? `&section=${options.section}` : ''}`);
  }
  const heading = options.heading ?? (simulated || options.section ? false : 'Body composition');
  if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  return { ...owned, report: new ReportPage(page) };
}

/** Waits until the service worker controls the page (reloading once if it activated after this page loaded). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // A reload may be answered with the page's last drawing: the app has taken it over once the root is its own.
  await expect(page.locator('#root[data-drawn]')).toHaveCount(0);
}

/**
 * The keys (path and search) of the pages' last drawings kept on this device (src/lib/page-snapshot.ts); opening a
 * database that is not there would make it, so it is asked for first.
 */
export const keptDrawings = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'contour-pages')) return [];
    const open = indexedDB.open('contour-pages');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    if (!db.objectStoreNames.contains('pages')) return [];
    const keys = db.transaction('pages').objectStore('pages').getAllKeys();
    return new Promise<string[]>((resolve) => (keys.onsuccess = () => resolve(keys.result.map(String))));
  });

/** Every value this page's origin keeps in IndexedDB, by `database/store` (the offline cache, drawings, files). */
export function indexedDbStores(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(async () => {
    const out: Record<string, unknown[]> = {};
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        out[`${info.name}/${store}`] = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
      }
      db.close();
    }
    return out;
  });
}
