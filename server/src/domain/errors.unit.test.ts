import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Kind, parse } from '../graphql/graphql-lib.ts';
import { ERROR_CODES } from './errors.ts';

const schema = parse(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

function enumValues(name: string): string[] {
  for (const definition of schema.definitions) {
    if (definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === name)
      return (definition.values ?? []).map((v) => v.name.value);
  }
  throw new Error(`no enum ${name} in the schema`);
}

describe('the server speaks the schema', () => {
  it('has exactly the ErrorCode values of server/schema.graphql', () => {
    expect([...ERROR_CODES].sort()).toEqual(enumValues('ErrorCode').sort());
  });
});
