// Column kinds the tables share (db/tables/).
import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PGlite returns Uint8Array and pg returns Buffer; callers get a Buffer either way. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

// CHECK constraints repeat the app's validation so a bug can never store a value the API can't serve.
export const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
