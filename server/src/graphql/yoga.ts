// The GraphQL endpoint: yoga over the contract in server/schema.graphql, with errors masked to ErrorCode values.
import { readFileSync } from 'node:fs';
import type { ExecutionArgs } from 'graphql';
import { GRAPHQL_PATH, GRAPHQL_READ_PATH } from '#shared/graphql-paths.ts';
import { GraphQLError, Kind, NoSchemaIntrospectionCustomRule, getOperationAST } from './graphql-lib.ts';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../domain/errors.ts';
import { buildContext, type GqlContext } from './context.ts';
import { maxTokensPlugin, queryLimitsRule } from './limits.ts';
import { resolvers } from './resolvers.ts';

const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

/** `readOnly`: the request came to the read address (GRAPHQL_READ_PATH), where only queries run. */
export type ServerContext = { ip?: string; readOnly?: boolean };

/**
 * The read address runs queries only: a load balancer may send what it got there to a second copy when the first dies
 * mid-answer, which is harmless for a read and would apply a mutation twice. Checked before execution, on the
 * operation the request names.
 */
const readsOnly: Plugin<ServerContext> = {
  onExecute({ args, setResultAndStopExecution }) {
    const context = args.contextValue as ServerContext;
    if (!context.readOnly) return;
    const operation = getOperationAST(args.document, args.operationName);
    if (operation?.operation === 'query') return;
    setResultAndStopExecution({
      errors: [
        new GraphQLError('Only queries are answered at this address.', { extensions: { code: 'BAD_INPUT', http: { status: 405 } } }),
      ],
    });
  },
};

function maskError(deps: AppDeps, error: unknown): Error {
  const graphqlError = error instanceof GraphQLError ? error : null;
  const original = graphqlError?.originalError ?? error;
  const where = graphqlError
    ? { nodes: graphqlError.nodes, source: graphqlError.source, positions: graphqlError.positions, path: graphqlError.path }
    : {};
  if (original instanceof AppError) {
    return new GraphQLError(original.message, { ...where, extensions: { code: original.code, ...original.extra } });
  }
  // Errors graphql itself raised (parse, validation, argument coercion) or that resolvers raised on purpose.
  if (original instanceof GraphQLError) {
    if (original === graphqlError) {
      // Keep yoga's extensions.http (it sets the 4xx status) but speak the schema's ErrorCode vocabulary.
      return new GraphQLError(original.message, { ...where, extensions: { ...original.extensions, code: 'BAD_INPUT' } });
    }
    return new GraphQLError(original.message, { ...where, extensions: original.extensions });
  }
  if (graphqlError && !graphqlError.originalError) {
    return new GraphQLError(graphqlError.message, { ...where, extensions: { ...graphqlError.extensions, code: 'BAD_INPUT' } });
  }
  deps.log.error({ err: original, path: graphqlError?.path }, 'graphql resolver failed');
  return new GraphQLError('Internal error', { ...where, extensions: { code: 'INTERNAL' } });
}

/**
 * graphql words its refusals of unknown names with the names it has: ` Did you mean "x"?`, ` Did you mean "x" or "y"?`,
 * ` Did you mean the enum value "X"?`, ` Did you mean to use an inline fragment on "T"?` (graphql/jsutils/didYouMean,
 * always the message's end). In production that maps the schema for anyone, introspection off or not: the sentence
 * goes, and the rest of the message stays.
 */
function withoutSuggestion(message: string): string {
  const at = message.lastIndexOf(' Did you mean ');
  return at !== -1 && message.endsWith('?') ? message.slice(0, at) : message;
}

/** Errors of execution (variable and argument values) pass through maskError... */
function withoutSuggestions(error: Error): Error {
  const message = withoutSuggestion(error.message);
  if (message === error.message) return error;
  if (!(error instanceof GraphQLError)) return new Error(message);
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: error.extensions,
  });
}

/** ...while yoga answers validation's errors as they are: their messages are cut where they are made (and cached). */
const noValidationSuggestions: Plugin = {
  onValidate:
    () =>
    ({ result }) => {
      for (const error of result) error.message = withoutSuggestion(error.message);
    },
};

// graphql's own validation errors (an unknown field, a value of the wrong type, a fragment cycle) are bad input in the
// schema's ErrorCode vocabulary, like every other refusal; yoga would call them GRAPHQL_VALIDATION_FAILED (and keeps a
// code that is already there, whichever of the two hooks runs first).
const validationErrorCodes: Plugin = {
  onValidate:
    () =>
    ({ valid, result }) => {
      if (!valid) for (const error of result) Object.assign(error.extensions, { code: 'BAD_INPUT' });
    },
};

/**
 * graphql-jit (0.8.7 to 0.8.9) reads variable defaults wrongly: it refuses a non-null variable with a default that was
 * left out (the spec uses the default), and writes a nullable one's default into its code as JSON, so a DateTime
 * default reaches the resolver as a string. A document with any variable default runs on graphql's own executor;
 * the app's documents have none.
 */
function jitReadsVariablesRight({ document }: ExecutionArgs): boolean {
  return !document.definitions.some(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.variableDefinitions?.some((v) => v.defaultValue),
  );
}

export function createGraphql(deps: AppDeps) {
  const production = deps.config.production;
  const limits: Plugin = {
    onValidate({ addValidationRule }) {
      addValidationRule(queryLimitsRule);
      if (production) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
  return createYoga<ServerContext, GqlContext>({
    schema: createSchema<GqlContext & ServerContext>({ typeDefs, resolvers }),
    // Both addresses (a URLPattern); which one was asked is in the server context (`readOnly`).
    graphqlEndpoint: `${GRAPHQL_PATH}{${GRAPHQL_READ_PATH.slice(GRAPHQL_PATH.length)}}?`,
    context: ({ request, ip }) => buildContext(deps, request, ip ?? ''),
    maskedErrors: { maskError: (error) => (production ? withoutSuggestions(maskError(deps, error)) : maskError(deps, error)) },
    graphiql: !production,
    landingPage: false,
    batching: false,
    cors: false,
    logging: false,
    // Compiles each document once (cached per parsed document, which yoga's parser cache keeps) into a plain
    // function: the report screen selects ~200 fields, and graphql's interpreter walked them on every request.
    plugins: [
      readsOnly,
      maxTokensPlugin,
      limits,
      validationErrorCodes,
      ...(production ? [noValidationSuggestions] : []),
      useGraphQlJit(
        {},
        {
          enableIf: jitReadsVariablesRight,
          onError: (result) => deps.log.warn({ errors: result.errors }, 'graphql-jit could not compile a document'),
        },
      ),
    ],
  });
}
