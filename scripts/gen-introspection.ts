// Writes the minified introspection of server/schema.graphql that graphcache needs for partial results offline.
import { readFileSync, writeFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { getIntrospectedSchema, minifyIntrospectionQuery } from '@urql/introspection';

const schema = buildSchema(readFileSync('server/schema.graphql', 'utf8'));
const minified = minifyIntrospectionQuery(getIntrospectedSchema(schema), {
  includeScalars: true,
  includeEnums: false,
  includeInputs: false,
});
writeFileSync('src/graphql/schema.json', JSON.stringify(minified) + '\n');
