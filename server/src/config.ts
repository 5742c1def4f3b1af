// Reads and validates the environment once at start, so a typo fails loudly instead of at first use.
import * as v from 'valibot';

const optionalText = v.optional(v.pipe(v.string(), v.trim()), '');
const intFrom = (fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => (s.trim() === '' ? fallback : Number(s))),
    v.number(),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

const EnvSchema = v.object({
  PORT: intFrom(8080, 0, 65535),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: optionalText,
  PUBLIC_URL: v.pipe(optionalText, v.check((s) => s === '' || URL.canParse(s), 'must be an absolute URL')),
  NODE_ENV: v.optional(v.string(), 'development'),
  SMTP_URL: optionalText,
  MAIL_FROM: v.optional(v.string(), 'Contour <no-reply@contour.local>'),
  SMS_WEBHOOK_URL: optionalText,
  SHARE_LINK_HOURS: intFrom(168, 1, 24 * 365),
  REPORT_FILE_HOST: v.pipe(optionalText, v.check((s) => s === '' || URL.canParse(s), 'must be an absolute URL such as https://files.example.com')),
  TRUST_PROXY: v.optional(v.picklist(['', '0', '1', 'true', 'false']), ''),
  DIST_DIR: v.optional(v.string(), './dist'),
  LOG_LEVEL: v.optional(v.picklist(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']), 'info'),
  CONTOUR_SECRET: optionalText,
  DEVICE_SCANS_PER_MINUTE: intFrom(120, 1, 10_000_000),
  WEB_CONCURRENCY: intFrom(0, 0, 256),
});

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl: string;
  publicUrl: string;
  production: boolean;
  nodeEnv: string;
  smtpUrl: string;
  mailFrom: string;
  smsWebhookUrl: string;
  shareLinkHours: number;
  /** Origin of report files without trailing slash; '' means this server. */
  reportFileHost: string;
  trustProxy: boolean;
  distDir: string;
  logLevel: string;
  /** Overrides the secret stored in the database when non-empty. */
  secret: string;
  /** Scans one device may post per minute (the device API answers 429 beyond it). */
  deviceScansPerMinute: number;
  /** Server processes with PostgreSQL (node:cluster); 0 means one per core. PGlite always runs in one process. */
  webConcurrency: number;
};

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const lines = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.output;
  const stripSlash = (s: string) => s.replace(/\/+$/, '');
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: stripSlash(e.PUBLIC_URL || `http://localhost:${e.PORT}`),
    production: e.NODE_ENV === 'production',
    nodeEnv: e.NODE_ENV,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    shareLinkHours: e.SHARE_LINK_HOURS,
    reportFileHost: stripSlash(e.REPORT_FILE_HOST),
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    distDir: e.DIST_DIR,
    logLevel: e.LOG_LEVEL,
    secret: e.CONTOUR_SECRET,
    deviceScansPerMinute: e.DEVICE_SCANS_PER_MINUTE,
    webConcurrency: e.WEB_CONCURRENCY,
  };
}
