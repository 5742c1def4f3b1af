// Query-shape limits: depth and alias caps so one request can't fan out into thousands of resolver calls, and one
// code or password check per request.
import type { ASTVisitor, SelectionSetNode, ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { GraphQLError, Kind, parse } from './graphql-lib.ts';

export const MAX_DEPTH = 12;
/** Tokens per document; the report screen's query, the largest the app sends, has about 1,100. */
export const MAX_TOKENS = 4000;

/** Stops parsing at MAX_TOKENS, before a huge document costs CPU and memory (parsing precedes validation). */
export const maxTokensPlugin: Plugin = {
  onParse({ setParseFn }) {
    setParseFn((source, options) => parse(source, { ...options, maxTokens: MAX_TOKENS }));
  },
};
export const MAX_ALIASES = 15;

/** Mutations that send or check a code or a password: one per request, so a document can't carry a list of guesses. */
export const CHECK_FIELDS: ReadonlySet<string> = new Set([
  'sendValidationCode',
  'smsLogin',
  'linkLogin',
  'verifyValidationCode',
  'thirdLogin',
  'setPassword',
  'checkKioskPin',
]);

function depthOf(ctx: ValidationContext, set: SelectionSetNode | undefined, seen: Set<string>): number {
  if (!set) return 0;
  let max = 0;
  for (const sel of set.selections) {
    let d = 0;
    if (sel.kind === Kind.FIELD) d = sel.selectionSet ? 1 + depthOf(ctx, sel.selectionSet, seen) : 1;
    else if (sel.kind === Kind.INLINE_FRAGMENT) d = depthOf(ctx, sel.selectionSet, seen);
    else if (!seen.has(sel.name.value)) {
      // Cycles are reported by graphql's own NoFragmentCycles rule; here they just stop the walk.
      const next = new Set(seen).add(sel.name.value);
      d = depthOf(ctx, ctx.getFragment(sel.name.value)?.selectionSet, next);
    }
    max = Math.max(max, d);
    if (max > MAX_DEPTH) return max;
  }
  return max;
}

export function queryLimitsRule(ctx: ValidationContext): ASTVisitor {
  let aliases = 0;
  let checks = 0;
  const mutationType = ctx.getSchema().getMutationType();
  return {
    Field(node) {
      if (node.alias && ++aliases === MAX_ALIASES + 1) {
        ctx.reportError(new GraphQLError(`Too many aliases (max ${MAX_ALIASES})`, { nodes: [node], extensions: { code: 'BAD_INPUT' } }));
      }
      // The parent type, not the nesting, decides: a fragment on Mutation spread at the root counts too.
      if (mutationType && ctx.getParentType() === mutationType && CHECK_FIELDS.has(node.name.value) && ++checks === 2) {
        ctx.reportError(
          new GraphQLError('One sign-in or code operation per request', { nodes: [node], extensions: { code: 'BAD_INPUT' } }),
        );
      }
    },
    OperationDefinition(node) {
      if (depthOf(ctx, node.selectionSet, new Set()) > MAX_DEPTH) {
        ctx.reportError(new GraphQLError(`Query is too deep (max ${MAX_DEPTH})`, { nodes: [node], extensions: { code: 'BAD_INPUT' } }));
      }
    },
  };
}
