// Social sign-in: authorization requests (state, PKCE, nonce stored hashed), the callback that turns a provider's
// answer into a short-lived single-use ticket, and sign-in, binding, linking and unlinking with that ticket.
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Config, SocialProviderConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { socialLinks, socialStates, socialTickets, users, type Channel, type SocialProvider, type UserRow } from '../db/schema.ts';
import type { Log } from '../log.ts';
import { verifyCode } from './codes.ts';
import { AppError } from './errors.ts';
import { createSession } from './sessions.ts';
import { randomToken, sha256Hex } from './secrets.ts';
import { authorizationRequest, exchangeCode, type OidcClaims } from './social-oidc.ts';
import type { Limits } from './limits.ts';

export const STATE_TTL_MS = 10 * 60_000;
export const TICKET_TTL_MS = 10 * 60_000;

export type SocialIntent = 'login' | 'link';
export type SocialDeps = { db: Db; config: Config; log: Log };

/** Provider A is app type 1, provider B app type 2 (docs/decisions.md). */
export const APP_TYPE: Record<SocialProvider, 1 | 2> = { a: 1, b: 2 };

export function providerConfig(config: Config, provider: SocialProvider): SocialProviderConfig {
  const found = config.social[provider];
  if (!found) throw new AppError('PROVIDER_DISABLED', 'This sign-in provider is switched off');
  return found;
}

export const redirectUri = (config: Config, provider: SocialProvider) => `${config.publicUrl}/api/social/callback/${provider}`;

/** http issuers (a local provider) are accepted outside production only. */
const allowHttp = (config: Config) => !config.production;

export async function createAuthorizationUrl(deps: SocialDeps, provider: SocialProvider, intent: SocialIntent, now: Date): Promise<string> {
  const settings = providerConfig(deps.config, provider);
  let request;
  try {
    request = await authorizationRequest(settings, allowHttp(deps.config), redirectUri(deps.config, provider));
  } catch (err) {
    deps.log.error({ err, provider }, 'social provider discovery failed');
    throw new AppError('AUTH_FAILED', 'The sign-in provider cannot be reached');
  }
  // Abandoned requests are swept here, so the table stays small without a timer.
  await deps.db.delete(socialStates).where(lt(socialStates.expiresAt, now));
  await deps.db.insert(socialStates).values({
    stateHash: sha256Hex(request.state),
    provider,
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
    intent,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return request.url;
}

export type CallbackOutcome =
  | { ok: true; ticket: string; intent: SocialIntent; appType: 1 | 2; expiresInSeconds: number }
  | { ok: false; error: 'auth_failed' | 'account_info' };

/** The provider sent the person back: check state, exchange the code, keep who they are as a ticket. */
export async function finishAuthorization(deps: SocialDeps, provider: SocialProvider, url: URL, now: Date): Promise<CallbackOutcome> {
  const settings = deps.config.social[provider];
  const state = url.searchParams.get('state');
  if (!settings || !state || state.length > 200) return { ok: false, error: 'auth_failed' };
  // Deleting the row is what makes the state single use, even with two callbacks racing.
  const [pending] = await deps.db
    .delete(socialStates)
    .where(and(eq(socialStates.stateHash, sha256Hex(state)), eq(socialStates.provider, provider)))
    .returning();
  if (!pending || pending.expiresAt <= now) return { ok: false, error: 'auth_failed' };
  if (url.searchParams.has('error')) {
    deps.log.info({ provider, error: url.searchParams.get('error') }, 'social provider refused');
    return { ok: false, error: 'auth_failed' };
  }
  // The exchange must name the registered redirect URI, whatever host the request came in on (proxies).
  const callbackUrl = new URL(redirectUri(deps.config, provider));
  callbackUrl.search = url.search;
  let claims: OidcClaims | null;
  try {
    claims = await exchangeCode(settings, allowHttp(deps.config), callbackUrl, {
      codeVerifier: pending.codeVerifier,
      state,
      nonce: pending.nonce,
    });
  } catch (err) {
    deps.log.warn({ err, provider }, 'social code exchange failed');
    return { ok: false, error: 'auth_failed' };
  }
  if (!claims) return { ok: false, error: 'account_info' };
  await deps.db.delete(socialTickets).where(lt(socialTickets.expiresAt, new Date(now.getTime() - TICKET_TTL_MS)));
  const ticket = randomToken(32);
  await deps.db.insert(socialTickets).values({
    tokenHash: sha256Hex(ticket),
    provider,
    subject: claims.subject,
    nickname: claims.nickname,
    email: claims.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
  });
  return { ok: true, ticket, intent: pending.intent, appType: APP_TYPE[provider], expiresInSeconds: TICKET_TTL_MS / 1000 };
}

type Ticket = typeof socialTickets.$inferSelect;

async function liveTicket(db: Db, provider: SocialProvider, accessToken: string, now: Date): Promise<Ticket> {
  if (!accessToken || accessToken.length > 200) throw expired();
  const [ticket] = await db
    .select()
    .from(socialTickets)
    .where(
      and(
        eq(socialTickets.tokenHash, sha256Hex(accessToken)),
        eq(socialTickets.provider, provider),
        isNull(socialTickets.consumedAt),
        gt(socialTickets.expiresAt, now),
      ),
    );
  if (!ticket) throw expired();
  return ticket;
}

const expired = () => new AppError('SOCIAL_EXPIRED', 'The social sign-in result has expired or was already used');

/** Marks the ticket used inside the caller's transaction; a concurrent use loses and rolls back. */
async function consumeTicket(tx: Db, ticket: Ticket, now: Date): Promise<void> {
  const [used] = await tx
    .update(socialTickets)
    .set({ consumedAt: now })
    .where(and(eq(socialTickets.tokenHash, ticket.tokenHash), isNull(socialTickets.consumedAt), gt(socialTickets.expiresAt, now)))
    .returning({ tokenHash: socialTickets.tokenHash });
  if (!used) throw expired();
}

const providerEnum = (provider: SocialProvider) => provider.toUpperCase() as 'A' | 'B';

function alreadyLinked(config: Config, provider: SocialProvider, nickname: string | null): AppError {
  return new AppError('ALREADY_LINKED', 'This social account or this provider is already linked', {
    provider: providerEnum(provider),
    providerName: config.social[provider]?.name || null,
    nickname,
  });
}

/** Links the ticket's identity to the user, refusing a second link for the provider or an identity linked elsewhere. */
async function insertLink(tx: Db, config: Config, userId: string, ticket: Ticket, createdAccount: boolean, now: Date): Promise<void> {
  const provider = ticket.provider;
  const [own] = await tx
    .select()
    .from(socialLinks)
    .where(and(eq(socialLinks.userId, userId), eq(socialLinks.provider, provider)));
  if (own) throw alreadyLinked(config, provider, own.nickname);
  const [elsewhere] = await tx
    .select()
    .from(socialLinks)
    .where(and(eq(socialLinks.provider, provider), eq(socialLinks.subject, ticket.subject)));
  if (elsewhere) throw alreadyLinked(config, provider, elsewhere.nickname ?? ticket.nickname);
  const [inserted] = await tx
    .insert(socialLinks)
    .values({ userId, provider, subject: ticket.subject, nickname: ticket.nickname, createdAccount, linkedAt: now })
    .onConflictDoNothing()
    .returning({ id: socialLinks.id });
  // Lost a race with another link of the same identity or provider.
  if (!inserted) throw alreadyLinked(config, provider, ticket.nickname);
}

export type ThirdLoginResult =
  | { status: 'signed_in'; token: string; user: UserRow; isNew: boolean; nickname: string | null }
  | { status: 'no_account'; nickname: string | null };

export type ThirdLoginInput = {
  provider: SocialProvider;
  accessToken: string;
  /** With address and code: bind an existing account (createAccount false) or create one (true). */
  channel?: Channel | null;
  address?: string | null;
  code?: string | null;
  createAccount?: boolean | null;
  ip: string;
  now: Date;
};

export async function thirdLogin(deps: SocialDeps & { secret: string; limits: Limits }, input: ThirdLoginInput): Promise<ThirdLoginResult> {
  const { provider, now } = input;
  providerConfig(deps.config, provider);
  const ticket = await liveTicket(deps.db, provider, input.accessToken, now);

  if (!input.channel && !input.address && !input.code) {
    const [link] = await deps.db
      .select()
      .from(socialLinks)
      .where(and(eq(socialLinks.provider, provider), eq(socialLinks.subject, ticket.subject)));
    // No match: the ticket stays usable for /bindMember or /registerAccount.
    if (!link) return { status: 'no_account', nickname: ticket.nickname };
    return deps.db.transaction(async (tx) => {
      await consumeTicket(tx, ticket, now);
      const [user] = await tx.select().from(users).where(eq(users.id, link.userId));
      if (!user) throw expired();
      // The provider may have renamed the person since linking.
      if (ticket.nickname && ticket.nickname !== link.nickname) {
        await tx.update(socialLinks).set({ nickname: ticket.nickname }).where(eq(socialLinks.id, link.id));
      }
      const token = await createSession(tx, user.id, now);
      return { status: 'signed_in' as const, token, user, isNew: false, nickname: ticket.nickname };
    });
  }

  if (!input.channel || !input.address || !input.code) {
    throw new AppError('BAD_INPUT', 'channel, address and code go together');
  }
  const channel = input.channel;
  const createAccount = input.createAccount === true;
  return verifyCode(
    { db: deps.db, secret: deps.secret, limits: deps.limits },
    { purpose: 'bind', channel, address: input.address, code: input.code, ip: input.ip, now },
    async (tx, address) => {
      await consumeTicket(tx, ticket, now);
      const column = channel === 'email' ? users.email : users.phone;
      const [existing] = await tx.select().from(users).where(eq(column, address));
      let user: UserRow;
      if (createAccount) {
        if (existing)
          throw new AppError('ACCOUNT_EXISTS', 'An account with this address already exists', { channel: channel.toUpperCase() });
        const [created] = await tx
          .insert(users)
          .values(channel === 'email' ? { email: address, createdAt: now } : { phone: address, createdAt: now })
          .onConflictDoNothing()
          .returning();
        if (!created)
          throw new AppError('ACCOUNT_EXISTS', 'An account with this address already exists', { channel: channel.toUpperCase() });
        user = created;
      } else {
        if (!existing) throw new AppError('ACCOUNT_NOT_FOUND', 'Account does not exist, please link a registered account');
        user = existing;
      }
      await insertLink(tx, deps.config, user.id, ticket, createAccount, now);
      const token = await createSession(tx, user.id, now);
      return { status: 'signed_in' as const, token, user, isNew: createAccount, nickname: ticket.nickname };
    },
  );
}

/** Account and security: link the ticket's identity to the signed-in user. */
export async function linkSocial(
  deps: SocialDeps,
  userId: string,
  provider: SocialProvider,
  accessToken: string,
  now: Date,
): Promise<void> {
  providerConfig(deps.config, provider);
  const ticket = await liveTicket(deps.db, provider, accessToken, now);
  await deps.db.transaction(async (tx) => {
    await consumeTicket(tx, ticket, now);
    await insertLink(tx, deps.config, userId, ticket, false, now);
  });
}

/** Unlinks the caller's own link; an account created through that authorization keeps it. */
export async function unlinkSocial(db: Db, userId: string, provider: SocialProvider): Promise<void> {
  const [link] = await db
    .select()
    .from(socialLinks)
    .where(and(eq(socialLinks.userId, userId), eq(socialLinks.provider, provider)));
  if (!link) throw new AppError('NOT_LINKED', 'Nothing is linked for this provider');
  if (link.createdAccount) {
    throw new AppError('UNLINK_NOT_SUPPORTED', 'Authorized and registered as an account, unlinking is not supported');
  }
  await db.delete(socialLinks).where(and(eq(socialLinks.id, link.id), eq(socialLinks.userId, userId)));
}

export async function linksOf(db: Db, userId: string) {
  return db.select().from(socialLinks).where(eq(socialLinks.userId, userId)).orderBy(asc(socialLinks.provider));
}
