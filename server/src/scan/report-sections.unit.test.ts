// The section registry against the two things it must agree with: the GraphQL schema, and the spec's table of what
// each model measures (docs/decisions.md, "Sections per model") and what a failed part takes with it. The table is
// written out here on purpose: it is the assertion.
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isEnumType, isObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { expectedSections, MEASURED_SECTIONS, modelSections, REPORT_SECTIONS, SECTION_IDS, servedAs } from './report-sections.ts';
import { OUTCOMES } from './sections.ts';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

describe('the section registry', () => {
  it('is the schema’s ReportSection enum, in its order', () => {
    const enumType = schema.getType('ReportSection');
    if (!isEnumType(enumType)) throw new Error('ReportSection is not an enum');
    expect(enumType.getValues().map((v) => v.name)).toEqual(SECTION_IDS.map((id) => id.toUpperCase()));
  });

  it('names a Report field (or a field below one) that serves each section', () => {
    for (const section of REPORT_SECTIONS) {
      let type: GraphQLObjectType = schema.getType('Report') as GraphQLObjectType;
      for (const name of servedAs(section).split('.')) {
        const field = type.getFields()[name];
        expect(field, `${section.id}: ${servedAs(section)}`).toBeDefined();
        const named = getNamedType(field!.type);
        if (isObjectType(named)) type = named;
      }
    }
  });

  it('gives every measured section a field of its own and a schema', () => {
    const fields = MEASURED_SECTIONS.map((s) => s.field);
    expect(new Set(fields).size).toBe(fields.length);
    for (const s of REPORT_SECTIONS) expect(s.field === null || s.schema !== null, s.id).toBe(true);
  });

  it('has the models’ sections of the spec', () => {
    expect(modelSections('M30')).toEqual([...SECTION_IDS]);
    expect(modelSections('S30')).toEqual(['body_composition', 'segments', 'girths', 'posture', 'pelvis', 'hip', 'shape_prediction']);
  });

  it('loses the sections of a failed part, shows the youth spine for ages 10–17 only and the prediction for adults only', () => {
    const composition = ['body_composition', 'segments', 'shape_prediction'];
    const shape = ['girths', 'waist', 'hip'];
    const posture = ['posture', 'shoulder', 'pelvis', 'spine', 'pain_risk', 'youth_spine'];
    const lost: Record<(typeof OUTCOMES)[number], readonly string[]> = {
      complete: [],
      body_composition_failed: composition,
      posture_failed: posture,
      body_assessment_failed: [...shape, ...posture],
      failed: [...composition, ...shape, ...posture],
    };
    for (const outcome of OUTCOMES) {
      for (const age of [9, 10, 17, 18]) {
        const youth = age >= 10 && age <= 17;
        const want = SECTION_IDS.filter(
          (id) => !lost[outcome].includes(id) && (id !== 'youth_spine' || youth) && (id !== 'shape_prediction' || age >= 18),
        );
        expect(expectedSections('M30', outcome, age), `${outcome} ${age}`).toEqual(want);
      }
    }
  });
});
