import { defineConfig } from '@playwright/test';

const PORT = Number(process.env['E2E_PORT'] ?? 8191);
export const baseURL = `http://127.0.0.1:${PORT}`;
// Per-port data (and DIST_DIR passed through) so two suites can run side by side on one machine.
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
const DIST_DIR = process.env['DIST_DIR'] ?? './dist';
// The test OpenID provider (social sign-in, provider A), started by the global setup on a port beside the app's.
export const OIDC_PORT = Number(process.env['E2E_OIDC_PORT'] ?? PORT + 1000);
export const OIDC_CLIENT_ID = 'contour-e2e';
export const OIDC_CLIENT_SECRET = 'contour-e2e-secret-0123456789abcdef';
// The staff PIN that switches kiosk mode (tests/e2e/kiosk.spec.ts).
export const KIOSK_PIN = '246813';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on a second try is a defect to find, not to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `.tmp/test-results-${PORT}`,
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
        '--enable-unsafe-swiftshader',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx server/src/main.ts`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      DIST_DIR,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'test',
      // The demo's meshes light, for a quick seed (docs/decisions.md, Body change); the change tests send their own.
      DEMO_MESH_VERTICES: '2000',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1: the per-IP limits (tested in server/test/brute-force.test.ts) are raised.
      CODE_IP_SENDS_PER_HOUR: '100000',
      CODE_IP_CHECKS_PER_HOUR: '100000',
      KIOSK_PIN,
      SOCIAL_A_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
      SOCIAL_A_CLIENT_ID: OIDC_CLIENT_ID,
      SOCIAL_A_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    },
  },
});
