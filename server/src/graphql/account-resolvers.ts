// Account resolvers: sending and checking codes, the sign-in link, password sign-in and reset, registration, profile,
// password change and deletion. The limits they answer to are in domain/limits.ts.
import type { UserRow } from '../db/schema.ts';
import { deleteAccount, reportCount } from '../domain/account-data.ts';
import { sweepFiles } from '../domain/file-store.ts';
import { loginWithCode, loginWithLink, sendCode } from '../domain/codes.ts';
import { AppError } from '../domain/errors.ts';
import { loginWithPassword, openResetSession, setPassword } from '../domain/passwords.ts';
import { register, updateProfile } from '../domain/profile.ts';
import { getUser } from '../domain/accounts.ts';
import { REMINDER_WEEKS, setReminder } from '../domain/reminders.ts';
import { requireUser, type GqlContext } from './context.ts';
import type { MutationResolvers, UserResolvers } from './schema-types.ts';

/** The User object handed to GraphQL: never the password hash, only whether there is one. */
export const userView = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  phone: u.phone,
  name: u.name,
  sex: u.sex,
  heightCm: u.heightCm,
  age: u.age,
  unitSystem: u.unitSystem,
  language: u.language,
  passwordSet: u.passwordHash !== null,
  reminderWeeks: u.reminderWeeks,
});

/** A User parent: a userView, or a whole UserRow (GraphQL then exposes only the schema's fields, never the hash). */
type UserParent = Pick<UserRow, 'id' | 'sex' | 'heightCm' | 'age'> & ({ passwordSet: boolean } | Pick<UserRow, 'passwordHash'>);

export const accountMutations = {
  sendValidationCode: async (_: unknown, args, ctx: GqlContext) =>
    sendCode(
      { ...ctx.deps, secret: await ctx.deps.secret(), logCodes: !ctx.deps.config.production, publicUrl: ctx.deps.config.publicUrl },
      { channel: args.channel, address: args.address, purpose: args.purpose, ip: ctx.ip, locale: ctx.language, now: ctx.now },
    ),
  smsLogin: async (_: unknown, args, ctx: GqlContext) => {
    const hasCode = args.code != null;
    if (hasCode === (args.password != null)) throw new AppError('BAD_INPUT', 'Give exactly one of code and password');
    const input = { channel: args.channel, address: args.address, ip: ctx.ip, now: ctx.now };
    const result = hasCode
      ? await loginWithCode({ ...ctx.deps, secret: await ctx.deps.secret() }, { ...input, code: args.code! })
      : await loginWithPassword(ctx.deps.db, ctx.deps.limits, { ...input, password: args.password! });
    return { token: result.token, isNew: result.isNew, user: userView(result.user) };
  },
  linkLogin: async (_: unknown, args, ctx: GqlContext) => {
    const result = await loginWithLink(ctx.deps.db, { token: args.token, now: ctx.now });
    return { token: result.token, isNew: result.isNew, user: userView(result.user) };
  },
  verifyValidationCode: async (_: unknown, args, ctx: GqlContext) => {
    if (args.purpose !== 'reset_password') throw new AppError('BAD_INPUT', 'Only RESET_PASSWORD codes are checked here');
    const result = await openResetSession(
      { ...ctx.deps, secret: await ctx.deps.secret() },
      { channel: args.channel, address: args.address, code: args.code, ip: ctx.ip, now: ctx.now },
    );
    return { token: result.token, user: userView(result.user), resetWindowSeconds: result.resetWindowSeconds };
  },
  register: async (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    return userView(await register(ctx.deps.db, userId, args.input, ctx.now));
  },
  updateProfile: async (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    return userView(await updateProfile(ctx.deps.db, userId, args.input));
  },
  setPassword: async (_: unknown, args, ctx: GqlContext) => {
    const { userId, sessionId } = requireUser(ctx);
    const input = { userId, sessionId, newPassword: args.newPassword, oldPassword: args.oldPassword ?? null, ip: ctx.ip, now: ctx.now };
    return userView(await setPassword(ctx.deps.db, ctx.deps.limits, input));
  },
  setReminder: async (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    const weeks = args.weeks ?? null;
    if (weeks !== null && !(REMINDER_WEEKS as readonly number[]).includes(weeks))
      throw new AppError('BAD_INPUT', 'weeks must be 2, 4 or 8');
    await setReminder(ctx.deps, userId, weeks);
    const row = await getUser(ctx.deps.db, userId);
    if (!row) throw new AppError('UNAUTHORIZED', 'Unauthorized', { status: 401 });
    return userView(row);
  },
  deleteAccount: async (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    if (args.confirm !== 'DELETE') throw new AppError('BAD_INPUT', 'confirm must be the word DELETE');
    await deleteAccount(ctx.deps.db, userId);
    // The account's files in object storage go now, in the background (the hourly sweep retries what fails).
    sweepFiles(ctx.deps);
    return true;
  },
} satisfies MutationResolvers;

export const userResolvers = {
  profileComplete: (u: UserParent) => u.sex !== null && u.heightCm !== null && u.age !== null,
  passwordSet: (u: UserParent) => ('passwordSet' in u ? u.passwordSet : u.passwordHash !== null),
  reportCount: (u: UserParent, _: unknown, ctx: GqlContext) => reportCount(ctx.deps.db, u.id),
} satisfies UserResolvers;
