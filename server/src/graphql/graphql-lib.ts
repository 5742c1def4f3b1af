import { createRequire } from 'node:module';

/**
 * The one graphql instance the server uses. graphql 16 ships both CJS and ESM builds; yoga's dependencies
 * load the CJS one under Node, while a bundler-style resolver (vitest) would hand our own imports the ESM
 * one, and classes from two copies fail graphql's instanceof checks ("from another module or realm").
 * Requiring it gives every caller the same copy.
 */
const lib: typeof import('graphql') = createRequire(import.meta.url)('graphql');

export const { GraphQLError, GraphQLScalarType, Kind, NoSchemaIntrospectionCustomRule, getOperationAST, parse } = lib;
