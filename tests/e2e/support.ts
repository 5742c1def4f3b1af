// Helpers that act as the outside world: the scanner (simulator, device API) and the mailbox (dev outbox).
import { spawn } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { createInterface } from 'node:readline';
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_M30_DEVICE_KEY, DEMO_S30_DEVICE_KEY } from '#server/device/demo-devices.ts';
import { generateMeasurements, seededRng } from '#server/device/generate.ts';
import { baseURL } from '../../playwright.config.ts';

const SCAN_URL = /^http:\/\/.+\/\?scanId=[A-Za-z0-9_-]+&deviceType=(M30|S30)$/;

/**
 * Runs `npm run scan` against the test server and returns the scan URL as soon as it is printed; the
 * simulator goes on in the background and uploads the 3D model after its delay, as a scanner would.
 */
export async function simulateScan(model: 'M30' | 'S30', extra: string[] = []): Promise<string> {
  const child = spawn('node', ['--import', 'tsx', 'server/src/device/simulator.ts', '--model', model, ...extra], {
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

/** The first match of `pattern` in the latest message to an address, read from the dev outbox once it has arrived. */
async function fromLatestMessage(request: APIRequestContext, address: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(address)}`);
      const messages = (await response.json()) as Array<{ body: string }>;
      found = messages[0]?.body.match(pattern)?.[1];
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** The latest code sent to an address: the message's first 4-digit word (the sign-in link after it holds a port). */
export const latestCode = (request: APIRequestContext, address: string) => fromLatestMessage(request, address, /\b(\d{4})\b/);

/** The sign-in link of the latest login message to an address (its token is after /linkLogin#). */
export const latestSignInLink = (request: APIRequestContext, address: string) =>
  fromLatestMessage(request, address, /(https?:\/\/\S+\/linkLogin#[A-Za-z0-9_-]{43})/);

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
 * Posts a complete scan (M30, or S30 as `model` says) through the device API, with KNOWN_COMPOSITION as its body composition and the
 * other sections generated to match it; with `email` the scanner binds it to that account.
 */
export async function postScan(
  request: APIRequestContext,
  options: { email?: string; measuredAt?: Date; model?: 'M30' | 'S30' } = {},
): Promise<string> {
  const scanId = randomBytes(18).toString('base64url');
  const subject = { sex: 'male', heightCm: 178, age: 34 } as const;
  const model = options.model ?? 'M30';
  const response = await request.post('/api/device/scans', {
    headers: { Authorization: `Bearer ${model === 'S30' ? DEMO_S30_DEVICE_KEY : DEMO_M30_DEVICE_KEY}` },
    data: {
      scanId,
      measuredAt: (options.measuredAt ?? new Date()).toISOString(),
      timezone: 'Europe/Berlin',
      subject,
      ...generateMeasurements(subject, model, seededRng(1), { bodyComposition: KNOWN_COMPOSITION }),
      ...(options.email ? { account: { email: options.email } } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return scanId;
}

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

/** Waits until the service worker controls the page (reloading once if it activated after this page loaded). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** axe-core on the page as it is: no serious or critical violation (issue 5's accessibility bar). */
export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A screenshot of the canvas once two in a row are the same (the turn animation has ended). */
export async function settledShot(page: Page, target: Locator): Promise<Buffer> {
  let previous = await target.screenshot();
  for (let attempt = 0; attempt < 30; attempt++) {
    await page.waitForTimeout(120);
    const next = await target.screenshot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('the picture did not stop moving');
}

/** The share of pixels (0..1) that differ clearly between two PNG screenshots of the same size, decoded in the page. */
export async function difference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(first), decode(second)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        const delta = Math.max(
          Math.abs(x.data[i]! - y.data[i]!),
          Math.abs(x.data[i + 1]! - y.data[i + 1]!),
          Math.abs(x.data[i + 2]! - y.data[i + 2]!),
        );
        if (delta > 24) differing += 1;
      }
      return differing / (x.width * x.height);
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}
