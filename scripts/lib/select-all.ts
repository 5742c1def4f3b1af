// GraphQL selections written out from server/schema.graphql, so that the tests and benches that ask for "every
// section of a report in full" ask for a new section (or a new field of one) without being edited.
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { REPORT_SECTIONS, servedAs } from '../../server/src/scan/report-sections.ts';

const schema = buildSchema(readFileSync(new URL('../../server/schema.graphql', import.meta.url), 'utf8'));

/**
 * Every field of `type` without required arguments, object fields with all of theirs in turn; a type already on the
 * path (Report.previous is a Report) is left out, so the selection is finite.
 */
export function selectAll(type: GraphQLObjectType, path: readonly string[] = []): string {
  const fields = Object.values(type.getFields()).flatMap((f) => {
    if (f.args.some((a) => a.type.toString().endsWith('!') && a.defaultValue === undefined)) return [];
    const named = getNamedType(f.type);
    if (!isObjectType(named)) return [f.name];
    if (path.includes(named.name)) return [];
    return [`${f.name} { ${selectAll(named, [...path, type.name])} }`];
  });
  return fields.join(' ');
}

const reportType = schema.getType('Report') as GraphQLObjectType;

/** The Report fields that serve the report's sections (REPORT_SECTIONS), each with every field below it. */
export const SECTION_SELECTION = [...new Set(REPORT_SECTIONS.map((s) => servedAs(s).split('.')[0]!))]
  .map((name) => {
    const named = getNamedType(reportType.getFields()[name]!.type);
    return isObjectType(named) ? `${name} { ${selectAll(named, ['Report'])} }` : name;
  })
  .join('\n  ');
