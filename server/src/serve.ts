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
      stopReminders();
      // Stop accepting, let in-flight requests finish briefly, then drop idle keep-alive sockets.
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 5000);
      force.unref();
      await closed;
      await app.deps.pdf.close();
      await store.close();
    },
  };
}
