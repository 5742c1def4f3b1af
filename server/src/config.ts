// Reads and validates the environment once at start, so a typo fails loudly instead of at first use.
import * as v from 'valibot';
import type { AiConfig } from './domain/interpretation/ai.ts';
import { parseFileStore, type FileStoreConfig } from './domain/file-store.ts';
import { parseTrustProxy, type TrustProxy } from './http/client-ip.ts';
import { SCANNER_VERTICES } from './scan/glb.ts';

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
  DATABASE_DIRECT_URL: optionalText,
  PUBLIC_URL: v.pipe(
    optionalText,
    v.check((s) => s === '' || URL.canParse(s), 'must be an absolute URL'),
  ),
  NODE_ENV: v.optional(v.string(), 'development'),
  SMTP_URL: optionalText,
  /** DKIM signing of outgoing mail (all three, or none): the signing domain, its selector, and the PEM private key. */
  DKIM_DOMAIN: optionalText,
  DKIM_SELECTOR: optionalText,
  DKIM_PRIVATE_KEY: optionalText,
  MAIL_FROM: v.optional(v.string(), 'Contour <no-reply@contour.local>'),
  SMS_WEBHOOK_URL: optionalText,
  SEND_TIMEOUT_MS: intFrom(45_000, 1000, 120_000),
  SHARE_LINK_HOURS: intFrom(168, 1, 24 * 365),
  REPORT_FILE_HOST: v.pipe(
    optionalText,
    v.check((s) => s === '' || URL.canParse(s), 'must be an absolute URL such as https://files.example.com'),
  ),
  // Parsed here so a wrong value (or `true`, which would trust every client) stops the start with the reason.
  TRUST_PROXY: v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return parseTrustProxy(dataset.value);
      } catch (err) {
        addIssue({ message: err instanceof Error ? err.message : String(err) });
        return NEVER;
      }
    }),
  ),
  DIST_DIR: v.optional(v.string(), './dist'),
  LOG_LEVEL: v.optional(v.picklist(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']), 'info'),
  CONTOUR_SECRET: optionalText,
  DEVICE_SCANS_PER_MINUTE: intFrom(120, 1, 10_000_000),
  /** The demo data's meshes (development only): a real scanner's density unless told (tests keep them light). */
  DEMO_MESH_VERTICES: intFrom(SCANNER_VERTICES, 1000, 1_000_000),
  WEB_CONCURRENCY: intFrom(0, 0, 256),
  DATABASE_POOL_SIZE: intFrom(10, 1, 1000),
  FILE_STORE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => parseFileStore(s) !== null, 'database, or s3://bucket/prefix'),
    ),
    '',
  ),
  FILE_STORE_ENDPOINT: optionalText,
  FILE_STORE_REGION: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), 'us-east-1'),
  FILE_STORE_ACCESS_KEY_ID: optionalText,
  FILE_STORE_SECRET_ACCESS_KEY: optionalText,
  DRAIN_SECONDS: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{0,3}$/)), ''),
  CODE_IP_SENDS_PER_HOUR: intFrom(20, 1, 1_000_000),
  CODE_IP_CHECKS_PER_HOUR: intFrom(60, 1, 1_000_000),
  SOCIAL_A_ISSUER: v.pipe(
    optionalText,
    v.check((s) => s === '' || URL.canParse(s), 'must be an absolute URL (the OpenID issuer)'),
  ),
  SOCIAL_A_CLIENT_ID: optionalText,
  SOCIAL_A_CLIENT_SECRET: optionalText,
  SOCIAL_A_NAME: optionalText,
  SOCIAL_B_ISSUER: v.pipe(
    optionalText,
    v.check((s) => s === '' || URL.canParse(s), 'must be an absolute URL (the OpenID issuer)'),
  ),
  SOCIAL_B_CLIENT_ID: optionalText,
  SOCIAL_B_CLIENT_SECRET: optionalText,
  SOCIAL_B_NAME: optionalText,
  SOCIAL_B_ENABLED: v.optional(v.picklist(['', '0', '1', 'true', 'false']), ''),
  AI_BASE_URL: v.pipe(
    optionalText,
    v.check((s) => s === '' || URL.canParse(s), 'must be an absolute URL such as https://api.example.com/v1'),
  ),
  AI_API_KEY: optionalText,
  AI_MODEL: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), 'gpt-4o-mini'),
  AI_TIMEOUT_MS: intFrom(8000, 500, 120_000),
  CHROMIUM_PATH: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), '/usr/bin/chromium'),
  CONTACT_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('must be an e-mail address')), 'privacy@contour.example'),
  // Six digits at least: with the global limit of wrong PINs (limits.ts) that is at most 0.072 % a day to guess.
  KIOSK_PIN: v.pipe(
    optionalText,
    v.check((s) => s === '' || /^\d{6,12}$/.test(s), 'must be 6 to 12 digits'),
  ),
  CONTACT_ADDRESS: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1)),
    'Contour Data Protection\\n17 Sample Street\\n10115 Berlin\\nGermany',
  ),
});

/** One social sign-in provider (OpenID Connect); null when it is not configured or switched off. */
export type SocialProviderConfig = { issuer: string; clientId: string; clientSecret: string; name: string };

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl: string;
  publicUrl: string;
  production: boolean;
  nodeEnv: string;
  smtpUrl: string;
  mailFrom: string;
  /** DKIM signing of mail (RFC 6376; RFC 8058 asks for one over the List-Unsubscribe headers); null: unsigned. */
  dkim: DkimConfig | null;
  smsWebhookUrl: string;
  /** How many vertices the demo data's meshes have (development only). */
  demoMeshVertices: number;
  /** The longest one mail or SMS may take to send, connection included (domain/senders.ts); then it has failed. */
  sendTimeoutMs: number;
  shareLinkHours: number;
  /** Origin of report files without trailing slash; '' means this server. */
  reportFileHost: string;
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY): their addresses or ranges, or a hop count; `{ hops: 0 }`
   * trusts none. createApp compiles it once (http/client-ip.ts); the header of any other peer is ignored.
   */
  trustProxy: TrustProxy;
  distDir: string;
  logLevel: string;
  /** Overrides the secret stored in the database when non-empty. */
  secret: string;
  /** Scans one device may post per minute (the device API answers 429 beyond it). */
  deviceScansPerMinute: number;
  /** Server processes with PostgreSQL (node:cluster); 0 means one per core. PGlite always runs in one process. */
  webConcurrency: number;
  /**
   * After SIGTERM, how long the copy goes on serving with /readyz at 503, so the load balancer moves its traffic away;
   * then it finishes what is in flight (PDFs included) and exits. Default 10 in production, 0 elsewhere.
   */
  drainSeconds: number;
  /** Where meshes are kept (domain/file-store.ts): the database, or an S3-compatible bucket. */
  fileStore: FileStoreConfig;
  /** PostgreSQL connections per server process (docs/deploy.md: the connection budget). */
  databasePoolSize: number;
  /**
   * PostgreSQL itself, for migrations, when DATABASE_URL goes through a transaction pooler (PgBouncer); set, it also
   * turns named prepared statements off (db/client.ts). '': DATABASE_URL is PostgreSQL's own.
   */
  databaseDirectUrl: string;
  /** Per-IP limits on sending and checking codes and passwords, per hour (docs/security.md: 20 and 60). */
  ipSendsPerHour: number;
  ipChecksPerHour: number;
  /** Provider A (app type 1) and B (app type 2, off unless SOCIAL_B_ENABLED); null when not usable. */
  social: { a: SocialProviderConfig | null; b: SocialProviderConfig | null };
  /** The OpenAI-compatible endpoint that words the interpretation; null: the rule engine's points alone. */
  ai: AiConfig | null;
  /** The headless Chromium that prints report PDFs (server/src/pdf/renderer.ts). */
  chromiumPath: string;
  /** Who to write to about privacy and the rules (the policy and rules pages show it); the address one entry per line. */
  contact: { email: string; postalAddress: string[] };
  /** The staff PIN that turns kiosk mode on or off on a gym tablet; '' when kiosk mode can't be switched from a device. */
  kioskPin: string;
};

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const lines = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.output;
  const stripSlash = (s: string) => s.replace(/\/+$/, '');
  // Links in mail (sign-in, unsubscribe: RFC 8058 asks for HTTPS), cookies marked Secure and HSTS all take the public
  // address: a production server is reached over HTTPS, except on this machine (a production build tried locally).
  if (e.NODE_ENV === 'production' && e.PUBLIC_URL && !isHttpsOrLoopback(e.PUBLIC_URL)) {
    throw new Error('Invalid environment:\nPUBLIC_URL: must be an https:// address in production (or a loopback one)');
  }
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: stripSlash(e.PUBLIC_URL || `http://localhost:${e.PORT}`),
    production: e.NODE_ENV === 'production',
    nodeEnv: e.NODE_ENV,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    dkim: dkimOf(e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY),
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    sendTimeoutMs: e.SEND_TIMEOUT_MS,
    shareLinkHours: e.SHARE_LINK_HOURS,
    reportFileHost: stripSlash(e.REPORT_FILE_HOST),
    trustProxy: e.TRUST_PROXY,
    demoMeshVertices: e.DEMO_MESH_VERTICES,
    distDir: e.DIST_DIR,
    logLevel: e.LOG_LEVEL,
    secret: e.CONTOUR_SECRET,
    deviceScansPerMinute: e.DEVICE_SCANS_PER_MINUTE,
    webConcurrency: e.WEB_CONCURRENCY,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    fileStore: fileStoreOf(e),
    drainSeconds: e.DRAIN_SECONDS === '' ? (e.NODE_ENV === 'production' ? 10 : 0) : Number(e.DRAIN_SECONDS),
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    ipSendsPerHour: e.CODE_IP_SENDS_PER_HOUR,
    ipChecksPerHour: e.CODE_IP_CHECKS_PER_HOUR,
    social: {
      a: socialProvider(e.SOCIAL_A_ISSUER, e.SOCIAL_A_CLIENT_ID, e.SOCIAL_A_CLIENT_SECRET, e.SOCIAL_A_NAME, true),
      b: socialProvider(
        e.SOCIAL_B_ISSUER,
        e.SOCIAL_B_CLIENT_ID,
        e.SOCIAL_B_CLIENT_SECRET,
        e.SOCIAL_B_NAME,
        e.SOCIAL_B_ENABLED === '1' || e.SOCIAL_B_ENABLED === 'true',
      ),
    },
    ai: e.AI_BASE_URL ? { baseUrl: stripSlash(e.AI_BASE_URL), apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS } : null,
    chromiumPath: e.CHROMIUM_PATH,
    // A line break in an environment variable is awkward to write, so a literal \n separates lines as well.
    kioskPin: e.KIOSK_PIN,
    contact: {
      email: e.CONTACT_EMAIL,
      postalAddress: e.CONTACT_ADDRESS.split(/\r?\n|\\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    },
  };
}

/** A provider is usable when its issuer and client id are set (and, for B, its flag is on). */
function socialProvider(
  issuer: string,
  clientId: string,
  clientSecret: string,
  name: string,
  enabled: boolean,
): SocialProviderConfig | null {
  if (!enabled || !issuer || !clientId) return null;
  return { issuer: issuer.replace(/\/+$/, ''), clientId, clientSecret, name };
}

/** An https:// address, or one on this machine (localhost, 127.0.0.0/8, ::1), where plain HTTP reaches no one else. */
function isHttpsOrLoopback(address: string): boolean {
  const url = new URL(address);
  return url.protocol === 'https:' || url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\./.test(url.hostname);
}

export type DkimConfig = { domainName: string; keySelector: string; privateKey: string };

/** All three DKIM settings, or none: a partial set would send unsigned mail while the operator thinks it signed. */
function dkimOf(domainName: string, keySelector: string, privateKey: string): DkimConfig | null {
  const given = [domainName, keySelector, privateKey].filter(Boolean).length;
  if (given === 0) return null;
  if (given < 3 || !privateKey.includes('PRIVATE KEY')) {
    throw new Error('Invalid environment:\nDKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY: set all three (the key in PEM), or none');
  }
  // A key given on one line, with its newlines written as \n (as many secret stores keep it).
  return { domainName, keySelector, privateKey: privateKey.replace(/\\n/g, '\n') };
}

/** FILE_STORE and its companions as the file store's configuration (the credentials: the SDK's own chain when unset). */
function fileStoreOf(e: {
  FILE_STORE: string;
  FILE_STORE_ENDPOINT: string;
  FILE_STORE_REGION: string;
  FILE_STORE_ACCESS_KEY_ID: string;
  FILE_STORE_SECRET_ACCESS_KEY: string;
}): FileStoreConfig {
  const parsed = parseFileStore(e.FILE_STORE);
  if (!parsed || parsed.kind === 'database') return { kind: 'database' };
  return {
    ...parsed,
    endpoint: e.FILE_STORE_ENDPOINT,
    region: e.FILE_STORE_REGION,
    accessKeyId: e.FILE_STORE_ACCESS_KEY_ID,
    secretAccessKey: e.FILE_STORE_SECRET_ACCESS_KEY,
  };
}
