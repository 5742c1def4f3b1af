// Every section of the registry (server/src/scan/report-sections.ts) reaches the FHIR export and the interpretation,
// or is written down as left out with a reason: a section added to the registry and forgotten there fails here (the
// client's tab list is held to the schema's sections in src/features/report/sections/tab-keys.test.ts).
import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../src/db/schema.ts';
import { factsOf, NOT_EXPORTED } from '../src/domain/exports/fhir.ts';
import { RULES } from '../src/domain/interpretation/rules.ts';
import { SECTIONS_WITHOUT_RULES } from '../src/domain/interpretation/vocabulary.ts';
import { MEASURED_SECTIONS, SECTION_IDS } from '../src/scan/report-sections.ts';
import { generateAllSections, randomSubject, seededRng } from '../src/simulator/generate.ts';

describe('every section of the registry', () => {
  it('is in the FHIR export: a report holding only that section exports its values beside the height', () => {
    const rng = seededRng(36);
    const subject = randomSubject(rng, { youth: true });
    const all = generateAllSections(subject, rng);
    const exported: string[] = [];
    for (const { id, field } of MEASURED_SECTIONS) {
      const row = { subject, model: 'M30', measurements: { [field]: all[field] } } as unknown as ReportRow;
      if (factsOf(row).length > 1) exported.push(id);
    }
    const computed = Object.keys(NOT_EXPORTED);
    expect(exported.length + computed.length).toBe(SECTION_IDS.length);
    expect(new Set([...exported, ...computed])).toEqual(new Set(SECTION_IDS));
  });

  it('is read by a rule of the interpretation, or written down as read by none', () => {
    const read = new Set<string>(RULES.map((rule) => rule.section));
    for (const id of SECTION_IDS) {
      expect(read.has(id) || id in SECTIONS_WITHOUT_RULES, id).toBe(true);
      // An exclusion is a section no rule reads.
      if (id in SECTIONS_WITHOUT_RULES) expect(read.has(id), id).toBe(false);
    }
  });
});
