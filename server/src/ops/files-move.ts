// npm run files:move -- --to store|database: moves the stored meshes from PostgreSQL to the object store that
// FILE_STORE names, or back (docs/deploy.md). A file at a time, each checked before its row changes; stopped at any
// point, it loses nothing, and run again it goes on where it stopped. Move back before setting FILE_STORE=database.
import { parseArgs } from 'node:util';
import { parseConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { createFileStore } from '../domain/file-store.ts';
import { moveFiles } from '../domain/files-move.ts';
import { createLog } from '../log.ts';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (values.to !== 'store' && values.to !== 'database') {
  process.stderr.write('usage: npm run files:move -- --to store|database\n');
  process.exit(2);
}
const config = parseConfig();
const log = createLog(config.logLevel);
const db = openDb(config);
try {
  const store = createFileStore(config.fileStore, log);
  const moved = await moveFiles(
    { db: db.db, files: store, log },
    values.to === 'store' ? 'to-store' : 'to-database',
    ({ moved: n, left }) => {
      if (n % 100 === 0 || left === 0) process.stdout.write(`moved ${n}, ${left} left\n`);
    },
  );
  process.stdout.write(`done: ${moved} file(s) moved to the ${values.to === 'store' ? 'object store' : 'database'}\n`);
} finally {
  await db.close();
}
