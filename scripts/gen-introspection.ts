// Writes what the client takes from server/schema.graphql at run time: the minified introspection that graphcache needs
// for partial results offline, and the enums' values.
import { readFileSync, writeFileSync } from 'node:fs';
import { buildSchema, isEnumType, type GraphQLEnumType } from 'graphql';
import { getIntrospectedSchema, minifyIntrospectionQuery } from '@urql/introspection';

const schema = buildSchema(readFileSync('server/schema.graphql', 'utf8'));
const minified = minifyIntrospectionQuery(getIntrospectedSchema(schema), {
  includeScalars: true,
  includeEnums: false,
  includeInputs: false,
});
writeFileSync('src/graphql/schema.json', JSON.stringify(minified) + '\n');

// …and the values of its enums for the client's code that needs them at run time (the report's tabs: one per
// ReportSection), each its own export so that a chunk carries only the ones it uses. Their types are gql.tada's.
const enums = Object.values(schema.getTypeMap())
  .filter((type): type is GraphQLEnumType => isEnumType(type) && !type.name.startsWith('__'))
  .map((type) => `export const ${type.name} = ${JSON.stringify(type.getValues().map((value) => value.name))} as const;`);
writeFileSync(
  'src/graphql/schema-enums.ts',
  ['// Generated from server/schema.graphql by scripts/gen-introspection.ts (npm run gql:generate): do not edit.', ...enums, ''].join('\n'),
);
