// The contact that the privacy policy and the rules name: configuration, not copy, so it is not in any catalog.
import type { GqlContext } from './context.ts';
import type { QueryResolvers } from './schema-types.ts';

export type LegalContactView = { email: string; postalAddress: string[] };

export const legalQueries = {
  /** Public: the policy must be readable before anyone signs in. */
  legalContact: (_: unknown, __: unknown, ctx: GqlContext): LegalContactView => {
    const { email, postalAddress } = ctx.deps.config.contact;
    return { email, postalAddress };
  },
} satisfies QueryResolvers;
