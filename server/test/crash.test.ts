// Crash safety: the real server process is killed (SIGKILL) during a burst of ingestions and restarted on the
// same database; every scan it acknowledged (201/200) must still be there.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_M30_DEVICE_KEY, scanBody } from './fixtures.ts';

const usePostgres = process.env['CONTOUR_TEST_DB'] === 'postgres';
const dataDir = mkdtempSync(join(tmpdir(), 'contour-crash-'));
const children: ChildProcess[] = [];
let dropDatabase = async () => {};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function databaseUrl(): Promise<string> {
  if (!usePostgres) return '';
  const adminUrl = inject('pgUrl');
  const name = `crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

/** Starts server/src/main.ts as its own process and resolves once it listens. */
function startServer(port: number, dbUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl,
      DIST_DIR: '/nonexistent-dist',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEVICE_SCANS_PER_MINUTE: '1000000',
      CONTOUR_SECRET: 'crash-test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a crash kills the primary and every cluster worker at once, like power loss.
    detached: true,
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('Contour is listening') && resolve(child));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
}

afterAll(async () => {
  for (const c of children) {
    if (c.exitCode === null && c.signalCode === null && c.pid) {
      try {
        process.kill(-c.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('keeps every acknowledged scan when the server is killed mid-burst', async () => {
    const port = await freePort();
    const dbUrl = await databaseUrl();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer(port, dbUrl);
    const exited = new Promise((done) => server.once('exit', done));

    const acknowledged: string[] = [];
    let sent = 0;
    const post = async (): Promise<void> => {
      const body = scanBody({ measuredAt: new Date().toISOString() }, sent++);
      try {
        const res = await fetch(`${base}/api/device/scans`, {
          method: 'POST',
          headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (res.status === 201 || res.status === 200) acknowledged.push(body.scanId);
        else expect(res.status).toBe(201);
      } catch {
        // The connection died with the server: this scan was never acknowledged.
      }
    };
    // 16 scanners posting back to back; the server is killed once 60 scans are acknowledged.
    let killed = false;
    const workers = Array.from({ length: 16 }, async () => {
      while (!killed && sent < 2000) {
        await post();
        if (acknowledged.length >= 60 && !killed) {
          killed = true;
          process.kill(-server.pid!, 'SIGKILL');
        }
      }
    });
    await Promise.all(workers);
    await exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(sent).toBeGreaterThan(acknowledged.length); // posts were in flight when the server died

    await startServer(port, dbUrl);
    const missing: string[] = [];
    for (const scanId of acknowledged) {
      const res = await fetch(`${base}/api/device/scans/${scanId}`, { headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}` } });
      if (res.status !== 200) missing.push(scanId);
    }
    expect(missing).toEqual([]);
  }, 60_000);
});
