// `npm run cluster`: the deployment in small on this machine (scripts/lib/cluster.ts): PostgreSQL, PgBouncer, an
// S3-protocol server, three copies and nginx before them, on loopback. Prints the address; Ctrl-C stops it all and
// removes its data. `--copies N` for another number of copies.
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { CLUSTER_BUCKET, startCluster } from './lib/cluster.ts';
import { DEMO } from './lib/demo-api.ts';

const { values } = parseArgs({ options: { copies: { type: 'string', default: '3' } } });
const copies = Number(values.copies);
if (!Number.isInteger(copies) || copies < 1 || copies > 16) {
  process.stderr.write('--copies must be a whole number from 1 to 16\n');
  process.exit(2);
}
if (!existsSync('dist/index.html')) {
  process.stderr.write('No build in dist/: run `npm run build` first (npm run cluster does).\n');
  process.exit(2);
}

const started = performance.now();
const cluster = await startCluster({ copies, logLevel: 'info' });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(
  [
    ``,
    `Contour is running at ${cluster.url}  (nginx before ${copies} copies; started in ${seconds} s)`,
    ``,
    `  copies       ${cluster.copies.map((copy) => copy.baseUrl).join('  ')}`,
    `  PostgreSQL   ${cluster.directUrl}  (the copies reach it through PgBouncer, transaction mode)`,
    `  meshes       s3://${CLUSTER_BUCKET}/meshes on an S3-protocol server in this process`,
    `  sign in      ${DEMO} (the code is in ${cluster.url}/api/dev/outbox?to=${DEMO})`,
    ``,
    `Everything is thrown away when this stops (Ctrl-C).`,
    ``,
  ].join('\n'),
);
// Copies that exit on their own (a crash) are told, not restarted: this is a tool to look at, not a supervisor.
cluster.copies.forEach((copy, i) =>
  copy.child.once('exit', (code, signal) => process.stderr.write(`copy ${i + 1} exited (${signal ?? code})\n${copy.output()}\n`)),
);
await new Promise<never>(() => undefined);
