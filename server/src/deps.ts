import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Limits } from './domain/limits.ts';
import type { Sender } from './domain/senders.ts';
import type { Log } from './log.ts';
import type { PdfRenderer } from './pdf/renderer.ts';
import type { Lifecycle } from './http/health.ts';
import type { FileStore } from './domain/file-store.ts';
import type { MeshJobs } from './domain/body-change/jobs.ts';

/** Everything a request handler needs; built once by createApp. */
export type AppDeps = {
  db: Db;
  config: Config;
  log: Log;
  clock: Clock;
  send: Sender;
  /** Every rate limit and guess budget (domain/limits.ts), the per-IP ones from the configuration. */
  limits: Limits;
  /** Memoized: the secret is read from (or first written to) the database on first use. */
  secret: () => Promise<string>;
  /** Prints report PDFs with a headless Chromium, started on first use and kept. */
  pdf: PdfRenderer;
  /** Where meshes are kept: PostgreSQL (default) or object storage (FILE_STORE; domain/file-store.ts). */
  files: FileStore;
  /** Makes the 3D files derived from scans (changes, bodies for the phone) off the serving thread, one at a time (body-change/jobs.ts). */
  meshJobs: MeshJobs;
  /** Draining (SIGTERM): /readyz answers 503 and every answer closes its connection (serve.ts). */
  lifecycle: Lifecycle;
};
