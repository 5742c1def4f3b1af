// One HTTP server over the app: used by the single process (PGlite, or WEB_CONCURRENCY=1) and by each cluster worker.
import { createServer } from 'node:http';
import { createServerAdapter, type ServerAdapterNodeContext } from '@whatwg-node/server';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import type { OpenDb } from './db/client.ts';
import type { Log } from './log.ts';

export type Serving = { stop(): Promise<void> };

export async function serve(store: OpenDb, config: Config, log: Log): Promise<Serving> {
  const app = createApp({ db: store.db, config, log });
  const adapter = createServerAdapter<ServerAdapterNodeContext>((request, ctx) =>
    app.fetch(request, { ip: ctx.req.socket?.remoteAddress ?? '' }),
  );
  const server = createServer(adapter);
  await new Promise<void>((done) => server.listen(config.port, done));
  return {
    async stop() {
      // Stop accepting, let in-flight requests finish briefly, then drop idle keep-alive sockets.
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 5000);
      force.unref();
      await closed;
      await store.close();
    },
  };
}
