// Accounts and sign-in: people, their sessions, codes and the guards on them, social links, the mail outbox.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz, oneOf } from '../columns.ts';
import type { Sex } from '../../scan/sections.ts';

export type Channel = 'email' | 'phone';

export type CodePurpose = 'login' | 'reset_password' | 'bind';

/** Social sign-in slots: provider A is app type 1, provider B app type 2 (docs/decisions.md). */
export type SocialProvider = 'a' | 'b';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').unique(),
    phone: text('phone').unique(),
    name: text('name'),
    sex: text('sex').$type<Sex>(),
    heightCm: integer('height_cm'),
    age: integer('age'),
    unitSystem: text('unit_system').$type<'metric' | 'imperial'>().notNull().default('metric'),
    language: text('language').notNull().default('en-US'),
    /** scrypt of the client's SHA-256 password value (see domain/passwords.ts); null until one is set. */
    passwordHash: text('password_hash'),
    passwordChangedAt: tstz('password_changed_at'),
    /** When the privacy policy and rules were agreed at registration. */
    policyAgreedAt: tstz('policy_agreed_at'),
    /** Weeks after the last scan at which a rescan reminder goes out (2, 4 or 8); null: none (domain/reminders.ts). */
    reminderWeeks: integer('reminder_weeks'),
    /** When the last rescan reminder went out: one per scan, never again before a newer scan. */
    remindedAt: tstz('reminded_at'),
    /**
     * No server copy takes this person's due reminder before this time: a lease while one copy sends it, a wait after
     * a failed send (domain/reminders.ts). Null: free.
     */
    reminderNotBefore: tstz('reminder_not_before'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('users_sex_check', sql`sex is null or ${oneOf('sex', ['male', 'female'])}`),
    check('users_unit_system_check', oneOf('unit_system', ['metric', 'imperial'])),
    check('users_reminder_weeks_check', sql`reminder_weeks is null or reminder_weeks in (2, 4, 8)`),
    // The reminder job reads the people who asked for reminders, not every account (domain/reminders.ts).
    index('users_reminders_idx')
      .on(t.reminderNotBefore)
      .where(sql`reminder_weeks is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: tstz('created_at').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    /** A session opened by a reset-password code may set a new password without the old one until then. */
    passwordResetUntil: tstz('password_reset_until'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<Channel>().notNull(),
    address: text('address').notNull(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: tstz('consumed_at'),
    /** The code alone is dead (replaced, or too many wrong tries); the message's sign-in link may still work. */
    deadAt: tstz('dead_at'),
    /** SHA-256 of the 256-bit single-use sign-in link sent with a login code (docs/security.md); no lock applies to it. */
    linkHash: text('link_hash').unique(),
    linkExpiresAt: tstz('link_expires_at'),
  },
  (t) => [
    index('verification_codes_address_idx').on(t.channel, t.address, t.createdAt),
    check('verification_codes_channel_check', oneOf('channel', ['email', 'phone'])),
  ],
);

/** One row per address (and per IP, channel 'ip'): the row lock serializes every check of that address. */
export const codeGuards = pgTable(
  'code_guards',
  {
    channel: text('channel').notNull(),
    address: text('address').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.address] })],
);

export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    at: tstz('at').notNull(),
  },
  (t) => [index('rate_events_kind_key_at_idx').on(t.kind, t.key, t.at)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** A person's account at a social provider, linked to one Contour account (one per provider). */
export const socialLinks = pgTable(
  'social_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<SocialProvider>().notNull(),
    /** The provider's stable subject identifier (OIDC `sub`). */
    subject: text('subject').notNull(),
    nickname: text('nickname'),
    /** True when the Contour account was created through this authorization: it can't be unlinked. */
    createdAccount: boolean('created_account').notNull().default(false),
    linkedAt: tstz('linked_at').notNull(),
  },
  (t) => [
    uniqueIndex('social_links_provider_subject_idx').on(t.provider, t.subject),
    uniqueIndex('social_links_user_provider_idx').on(t.userId, t.provider),
    check('social_links_provider_check', oneOf('provider', ['a', 'b'])),
  ],
);

/** An authorization request in flight (state, PKCE verifier, nonce), single use, short-lived. */
export const socialStates = pgTable('social_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').$type<SocialProvider>().notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** Where the person goes back to: 'login' (sign in) or 'link' (account and security). */
  intent: text('intent').$type<'login' | 'link'>().notNull(),
  createdAt: tstz('created_at').notNull(),
  expiresAt: tstz('expires_at').notNull(),
});

/**
 * The result of a finished authorization, handed to the app in the URL fragment as its access token:
 * who the provider says the person is. Stored hashed, single use, short-lived.
 */
export const socialTickets = pgTable('social_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  provider: text('provider').$type<SocialProvider>().notNull(),
  subject: text('subject').notNull(),
  nickname: text('nickname'),
  email: text('email'),
  createdAt: tstz('created_at').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  consumedAt: tstz('consumed_at'),
});

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<Channel>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
