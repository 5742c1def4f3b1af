import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Sender } from './domain/senders.ts';
import type { Log } from './log.ts';

/** Everything a request handler needs; built once by createApp. */
export type AppDeps = {
  db: Db;
  config: Config;
  log: Log;
  clock: Clock;
  send: Sender;
  /** Memoized: the secret is read from (or first written to) the database on first use. */
  secret: () => Promise<string>;
};
