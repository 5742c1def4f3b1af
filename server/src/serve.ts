// One HTTP server over the app: used by the single process (PGlite, or WEB_CONCURRENCY=1) and by each cluster worker.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerAdapter, type ServerAdapterNodeContext } from '@whatwg-node/server';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import type { OpenDb } from './db/client.ts';
import type { Log } from './log.ts';
import { scheduleReminders } from './domain/reminders.ts';

/** `port`: the bound port (PORT=0 picks a free one, as tests do). */
export type Serving = { port: number; stop(): Promise<void> };

export async function serve(store: OpenDb, config: Config, log: Log): Promise<Serving> {
  let port = config.port;
  const app = createApp({ db: store.db, config, log, selfUrl: () => `http://127.0.0.1:${port}` });
  const adapter = createServerAdapter<ServerAdapterNodeContext>((request, ctx) =>
    app.fetch(request, { ip: ctx.req.socket?.remoteAddress ?? '' }),
  );
  const server = createServer(adapter);
  await new Promise<void>((done) => server.listen(config.port, done));
  port = (server.address() as AddressInfo).port;
  // Rescan reminders, every few minutes, in every serving process: copies on one PostgreSQL each claim other due
  // reminders (domain/reminders.ts), and a restart loses nothing (the state is in the database).
  const stopReminders = scheduleReminders(app.deps);
  return {
    port,
    async stop() {
      const { lifecycle, pdf } = app.deps;
      stopReminders();
      // 1. Draining: /readyz answers 503 at once and every answer closes its connection, while the copy goes on
      //    serving for DRAIN_SECONDS, so the load balancer has moved its traffic before anything is refused.
      lifecycle.draining = true;
      log.info({ seconds: config.drainSeconds }, 'draining');
      await sleep(config.drainSeconds * 1000);
      // 2. The PDFs in progress finish: their printer loads the print view from this copy, which still listens.
      await Promise.race([pdf.idle(), sleep(IN_FLIGHT_LIMIT_MS)]);
      // 3. Stop accepting; the requests in flight finish (their connections close after the answer), idle
      //    keep-alive sockets go at once, and whatever is left after the limit is cut.
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), IN_FLIGHT_LIMIT_MS);
      force.unref();
      await closed;
      clearTimeout(force);
      await pdf.close();
      await app.deps.meshJobs.close();
      await store.close();
    },
  };
}

/** The longest a draining copy waits for its PDFs, and then for its requests in flight, before it cuts them. */
const IN_FLIGHT_LIMIT_MS = 30_000;

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
