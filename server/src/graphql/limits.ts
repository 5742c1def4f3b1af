// Query-shape limits: depth and alias caps so one request can't fan out into thousands of resolver calls.
import type { ASTVisitor, SelectionSetNode, ValidationContext } from 'graphql';
import { GraphQLError, Kind } from './graphql-lib.ts';

export const MAX_DEPTH = 12;
export const MAX_ALIASES = 15;

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
  return {
    Field(node) {
      if (node.alias && ++aliases === MAX_ALIASES + 1) {
        ctx.reportError(new GraphQLError(`Too many aliases (max ${MAX_ALIASES})`, { nodes: [node], extensions: { code: 'BAD_INPUT' } }));
      }
    },
    OperationDefinition(node) {
      if (depthOf(ctx, node.selectionSet, new Set()) > MAX_DEPTH) {
        ctx.reportError(new GraphQLError(`Query is too deep (max ${MAX_DEPTH})`, { nodes: [node], extensions: { code: 'BAD_INPUT' } }));
      }
    },
  };
}
