// Database tables (drizzle), by what they hold: accounts, reports, sharing (db/tables/). Personal health data lives in
// reports/report_files; secrets and codes are stored hashed. drizzle-kit reads this file (drizzle.config.ts).
export type { Model, Outcome, Sex, Subject } from '../scan/sections.ts';
export * from './tables/accounts.ts';
export * from './tables/reports.ts';
export * from './tables/sharing.ts';
