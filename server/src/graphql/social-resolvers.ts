// Social sign-in resolvers: authorization URL, sign-in with the result, link and unlink (issue 3). Thin: parse,
// check the session (link and unlink act on the caller's own account only), call domain/social.ts.
import type { Channel, SocialProvider, UserRow } from '../db/schema.ts';
import { getUser } from '../domain/accounts.ts';
import { AppError } from '../domain/errors.ts';
import { createAuthorizationUrl, linkSocial, linksOf, thirdLogin, unlinkSocial, type SocialIntent } from '../domain/social.ts';
import { requireUser, type GqlContext } from './context.ts';
import type { MutationResolvers, UserResolvers } from './schema-types.ts';

type ProviderArg = 'A' | 'B';
type ChannelArg = 'EMAIL' | 'PHONE' | 'email' | 'phone';

// The schema's enum values are upper case; the database stores 'a' / 'b'. Accept either spelling so an enum
// value map added to resolvers.ts later keeps working.
const provider = (value: ProviderArg | string): SocialProvider => {
  const lower = String(value).toLowerCase();
  if (lower !== 'a' && lower !== 'b') throw new AppError('BAD_INPUT', 'Unknown provider');
  return lower;
};
const channel = (value: ChannelArg | null | undefined): Channel | null => (value ? (value.toLowerCase() as Channel) : null);
const intent = (value: string | null | undefined): SocialIntent => (String(value ?? 'LOGIN').toLowerCase() === 'link' ? 'link' : 'login');

async function currentUser(ctx: GqlContext, userId: string): Promise<UserRow> {
  const row = await getUser(ctx.deps.db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', 'Unauthorized', { status: 401 });
  return row;
}

export const socialMutations = {
  getThirdLoginUrl: async (_: unknown, args, ctx: GqlContext) => ({
    url: await createAuthorizationUrl(ctx.deps, provider(args.provider), intent(args.intent), ctx.now),
  }),
  thirdLogin: async (_: unknown, args, ctx: GqlContext) => {
    const result = await thirdLogin(
      { ...ctx.deps, secret: await ctx.deps.secret() },
      {
        provider: provider(args.provider),
        accessToken: args.accessToken,
        channel: channel(args.channel),
        address: args.address ?? null,
        code: args.code ?? null,
        createAccount: args.createAccount ?? false,
        ip: ctx.ip,
        now: ctx.now,
      },
    );
    if (result.status === 'no_account') return { status: 'NO_ACCOUNT', token: null, user: null, isNew: false, nickname: result.nickname };
    return { status: 'SIGNED_IN', token: result.token, user: result.user, isNew: result.isNew, nickname: result.nickname };
  },
  linkSocial: async (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    await linkSocial(ctx.deps, userId, provider(args.provider), args.accessToken, ctx.now);
    return currentUser(ctx, userId);
  },
  unlinkSocial: async (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    await unlinkSocial(ctx.deps.db, userId, provider(args.provider));
    return currentUser(ctx, userId);
  },
} satisfies MutationResolvers;

export const socialUserResolvers = {
  // A User object is only ever the caller's own (me, sign-in answers), so its links are theirs to see.
  socialLinks: async (parent: { id: string }, _: unknown, ctx: GqlContext) => {
    const rows = await linksOf(ctx.deps.db, parent.id);
    return rows.map((row) => ({
      provider: row.provider.toUpperCase(),
      nickname: row.nickname,
      createdAccount: row.createdAccount,
      linkedAt: row.linkedAt,
    }));
  },
} satisfies UserResolvers;
