// npm run bench:pdf — a full report's PDF as a person gets it: GET /api/reports/<id>/pdf on the demo account's latest
// M30 report (every section), timed from the request to the last byte, on a server started for the bench with the
// production build (./dist, or DIST_DIR). The first PDF also starts the server's Chromium (reported apart); then
// 5 PDFs in each of en-US, zh-CN (CJK fonts), ar (right to left) and th, and the median and slowest of all.
// Budget: ≤ 2 s for a full report. Prints `pdf: 1234 ms` (the median).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup, runCleanup, startServer } from './lib/procs.ts';
import { gql, signInDemo } from './lib/demo-api.ts';

const PORT = 4752;
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const LOCALES = ['en-US', 'zh-CN', 'ar', 'th'] as const;
const BUDGET_MS = 2000;

const dataDir = mkdtempSync(join(tmpdir(), 'contour-bench-pdf-'));
onCleanup('data dir', () => rmSync(dataDir, { recursive: true, force: true }));
const server = await startServer(
  { DATA_DIR: dataDir, DIST_DIR: process.env['DIST_DIR'] ?? './dist', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
  PORT,
);
const base = server.baseUrl;
const token = await signInDemo(base);
const { latestReport } = await gql<{ latestReport: { id: string } }>(base, '{ latestReport(model: M30) { id } }', {}, token);

async function pdf(lang: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/reports/${latestReport.id}/pdf?lang=${lang}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`PDF in ${lang}: HTTP ${response.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
  return { ms: performance.now() - started, bytes: body.length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  console.log(
    `machine: ${cpus().length} cpus, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const cold = await pdf('en-US');
  console.log(`first PDF (starts Chromium): ${Math.round(cold.ms)} ms`);
  const all: number[] = [];
  for (const lang of LOCALES) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const run = await pdf(lang);
      times.push(run.ms);
      bytes = run.bytes;
    }
    all.push(...times);
    console.log(
      `  ${lang}: median ${Math.round(median(times))} ms, slowest ${Math.round(Math.max(...times))} ms, ${Math.round(bytes / 1024)} KB`,
    );
  }
  const mid = Math.round(median(all));
  console.log(`slowest: ${Math.round(Math.max(...all))} ms`);
  console.log(`pdf: ${mid} ms`);
  console.log(mid <= BUDGET_MS ? `within budget (≤ ${BUDGET_MS} ms)` : `OVER BUDGET (≤ ${BUDGET_MS} ms)`);
} finally {
  await server.stop();
  runCleanup();
}
