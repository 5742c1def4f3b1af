// npm run migrate: brings the database to this build's schema and exits, for deployments that migrate before they roll
// out the new copies (docs/deploy.md). Under the same advisory lock as a copy's own start (db/client.ts), so it
// can't race one; a database already current is left as it is.
import { parseConfig } from '../config.ts';
import { openDb } from '../db/client.ts';

const config = parseConfig();
const store = openDb(config);
try {
  await store.migrate();
  process.stdout.write(`migrated: ${store.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}\n`);
} finally {
  await store.close();
}
