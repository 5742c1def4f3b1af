// Operator command for scanner keys: add (prints a fresh key once), list (never keys), revoke. Security-relevant:
// this is how production gets device keys at all, since it refuses the demo ones.
//   npm run device:add -- --serial S --model M30
//   npm run device:list
//   npm run device:revoke -- --serial S
// It opens the database as main.ts does (DATABASE_URL, else PGlite in DATA_DIR) and migrates first. With PGlite one
// process owns ./data, so stop the server while this runs; with PostgreSQL it can run next to the server.
import { parseArgs } from 'node:util';
import { parseConfig } from '../config.ts';
import { openDb, type Db } from '../db/client.ts';
import type { Model } from '../db/schema.ts';
import { createDevice, isModel, listDevices, revokeDevice, SERIAL_PATTERN } from '../domain/devices.ts';

const USAGE = `usage:
  npm run device:add -- --serial <serial> --model <S30|M30>
  npm run device:list
  npm run device:revoke -- --serial <serial>
a serial is 1 to 64 characters of A-Z a-z 0-9 . _ -`;

class UsageError extends Error {}

const out = (line: string) => process.stdout.write(`${line}\n`);

function serialOf(value: string | undefined): string {
  if (value === undefined) throw new UsageError('--serial is required');
  if (!SERIAL_PATTERN.test(value))
    throw new UsageError(`invalid --serial ${JSON.stringify(value)}: 1 to 64 characters of A-Z a-z 0-9 . _ -`);
  return value;
}

type Command = { name: 'add'; serial: string; model: Model } | { name: 'list' } | { name: 'revoke'; serial: string };

/** Checks the arguments before the database is opened, so a typo fails at once (and never waits for PGlite). */
function commandOf(argv: string[]): Command | 'help' {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { serial: { type: 'string' }, model: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return 'help';
  const [name, ...extra] = positionals;
  if (extra.length) throw new UsageError(`unexpected argument ${JSON.stringify(extra[0])}`);
  if (name === 'list') return { name };
  if (name === 'revoke') return { name, serial: serialOf(values.serial) };
  if (name === 'add') {
    const serial = serialOf(values.serial);
    const model = values.model;
    if (model === undefined || !isModel(model))
      throw new UsageError(`--model must be S30 or M30${model === undefined ? '' : `, not ${JSON.stringify(model)}`}`);
    return { name, serial, model };
  }
  throw new UsageError(name === undefined ? 'a command is required: add, list or revoke' : `unknown command ${JSON.stringify(name)}`);
}

async function add(db: Db, serial: string, model: Model): Promise<number> {
  const created = await createDevice(db, serial, model);
  if (!created.ok) {
    process.stderr.write(`device:add: a device with serial ${serial} exists already (revoked ones keep their serial); nothing changed\n`);
    return 1;
  }
  out(
    `Registered ${model} ${serial}. Its key follows; put it in the scanner's settings now (it is stored only as a hash and is not shown again):`,
  );
  out(created.key);
  return 0;
}

async function list(db: Db): Promise<number> {
  const rows = await listDevices(db);
  if (rows.length === 0) {
    out('No devices registered.');
    return 0;
  }
  const table = [
    ['SERIAL', 'MODEL', 'CREATED', 'REVOKED'],
    ...rows.map((d) => [d.serial, d.model, d.createdAt.toISOString(), d.revokedAt?.toISOString() ?? '-']),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  for (const row of table)
    out(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  return 0;
}

async function revoke(db: Db, serial: string): Promise<number> {
  const result = await revokeDevice(db, serial, new Date());
  if (result.status === 'unknown') {
    process.stderr.write(`device:revoke: no device with serial ${serial}\n`);
    return 1;
  }
  out(
    result.status === 'revoked'
      ? `Revoked ${serial}: its key is refused from now on.`
      : `${serial} was already revoked (${result.revokedAt.toISOString()}); nothing changed.`,
  );
  return 0;
}

async function main(): Promise<number> {
  const command = commandOf(process.argv.slice(2));
  if (command === 'help') {
    out(USAGE);
    return 0;
  }
  const store = openDb(parseConfig());
  try {
    await store.migrate();
    if (command.name === 'add') return await add(store.db, command.serial, command.model);
    if (command.name === 'revoke') return await revoke(store.db, command.serial);
    return await list(store.db);
  } finally {
    await store.close();
  }
}

try {
  process.exitCode = await main();
} catch (err) {
  if (err instanceof UsageError || (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))) {
    process.stderr.write(`device: ${err.message}\n${USAGE}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`device: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  }
}
