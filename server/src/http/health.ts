// The load balancer's two questions. /healthz: is this process alive (it answers at all)? /readyz: should it get
// traffic — the database answers, its schema is this build's, and the copy is not draining (docs/deploy.md).
import { ping, schemaCurrent, type Db } from '../db/client.ts';
import { json } from './respond.ts';

/** Whether this copy is on its way out: set at SIGTERM (serve.ts), after which /readyz answers 503. */
export type Lifecycle = { draining: boolean };

export function healthRoute(path: '/healthz' | '/readyz', db: Db, lifecycle: Lifecycle): Promise<Response> | Response {
  if (path === '/healthz') return json(200, { ok: true });
  return readiness(db, lifecycle);
}

async function readiness(db: Db, lifecycle: Lifecycle): Promise<Response> {
  const database = await ping(db);
  const migrations = database && (await schemaCurrent(db));
  const ready = database && migrations && !lifecycle.draining;
  return json(ready ? 200 : 503, { ok: ready, database, migrations, draining: lifecycle.draining });
}
