// A new version reaches an open app only through the update prompt: two real builds, one server whose served
// directory is swapped from build A to build B while the page is open.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const E2E_PORT = Number(process.env['E2E_PORT'] ?? 8191);
// Its own server, away from the suite's (E2E_PORT) and its OpenID provider (E2E_PORT + 1000).
const PORT = Number(process.env['E2E_UPDATE_PORT'] ?? E2E_PORT + 600);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const WORK = resolve(`.tmp/update-e2e-${PORT}`);
const SERVED = join(WORK, 'served');
const DATA_DIR = join(WORK, 'data');
const BUILD_B = join(WORK, 'build-b');
const BUILD_A = resolve(process.env['DIST_DIR'] ?? './dist');
const BUILD_B_ID = `update-e2e-b-${Date.now().toString(36)}`;

let server: ChildProcess | null = null;

/** The `<meta name="contour-build">` of a build on disk (null: the build has none, as a plain `vite build`). */
function buildIdOf(dir: string): string | null {
  return /<meta name="contour-build" content="([^"]*)"/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))?.[1] ?? null;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}\n${stderr}`))));
  });
}

/** Empties the served directory and fills it with a build: what a deployment does under a running server. */
function deploy(build: string): void {
  mkdirSync(SERVED, { recursive: true });
  for (const entry of readdirSync(SERVED)) rmSync(join(SERVED, entry), { recursive: true, force: true });
  cpSync(build, SERVED, { recursive: true });
}

async function startServer(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR, DIST_DIR: SERVED, PUBLIC_URL: ORIGIN, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server = child;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the update test's server exited with ${child.exitCode}\n${stderr}`);
    const healthy = await fetch(`${ORIGIN}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the update test's server did not answer /healthz on ${ORIGIN}\n${stderr}`);
}

async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
}

const metaBuildId = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="contour-build"]')?.getAttribute('content') ?? null);

test.describe('a new version', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    expect(existsSync(join(BUILD_A, 'sw.js')), `build A (${BUILD_A}) must be a production build`).toBe(true);
    rmSync(WORK, { recursive: true, force: true });
    // Build B: the same sources, with a build id in index.html (vite.config.ts), so index.html and sw.js differ.
    await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', BUILD_B, '--emptyOutDir', '--logLevel', 'error'], {
      CONTOUR_BUILD_ID: BUILD_B_ID,
    });
    expect(buildIdOf(BUILD_B)).toBe(BUILD_B_ID);
    expect(buildIdOf(BUILD_A)).not.toBe(BUILD_B_ID);
    expect(readFileSync(join(BUILD_B, 'sw.js'), 'utf8')).not.toBe(readFileSync(join(BUILD_A, 'sw.js'), 'utf8'));
    deploy(BUILD_A);
    await startServer();
  });

  test.afterAll(async () => {
    await stopServer();
    rmSync(WORK, { recursive: true, force: true });
  });

  test('is offered with a prompt, and only Reload switches the open app to it', async ({ page }) => {
    test.setTimeout(90_000);
    const buildA = buildIdOf(BUILD_A);
    const prompt = page.getByRole('alertdialog', { name: 'Update available' });

    await page.goto(`${ORIGIN}/login`);
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first worker does not claim the page that installed it: the next load is the one it controls.
    await page.reload();
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await metaBuildId(page)).toBe(buildA);
    await expect(prompt).toBeHidden();

    // Deploy B under the running server (server/src/http/static.ts reads each file from disk per request), then
    // the update check a browser also makes on its own.
    deploy(BUILD_B);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toContainText('A new version of Contour is ready.');
    await expect(prompt.getByRole('button', { name: 'Later' })).toBeVisible();

    // Until Reload, the open page, and what the active worker answers, are still build A: no silent half-update.
    expect(await metaBuildId(page)).toBe(buildA);
    // The precached shell (precacheAndRoute answers /index.html from the worker's cache, never the network).
    const shell = await page.evaluate(async () => (await fetch('/index.html')).text());
    expect(shell).not.toContain(BUILD_B_ID);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    // Even a plain reload keeps A (the old worker still controls it) and offers B again.
    await page.reload();
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    expect(await metaBuildId(page)).toBe(buildA);
    await expect(prompt).toBeVisible({ timeout: 15_000 });

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="contour-build"]')).toHaveAttribute('content', BUILD_B_ID, { timeout: 15_000 });
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    await expect(prompt).toBeHidden();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), controlled: navigator.serviceWorker.controller !== null };
    });
    expect(after).toEqual({ waiting: false, controlled: true });
    // The new worker answers with B's shell too.
    expect(await page.evaluate(async () => (await fetch('/index.html')).text())).toContain(BUILD_B_ID);
  });
});
