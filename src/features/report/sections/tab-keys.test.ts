import { expect, it } from 'vitest';
import { SECTION_TABS, tabsOf } from './index.tsx';
import { SECTION_TAB_KEYS, tabOfSection } from './tab-keys.ts';
import { ReportSection } from '#src/graphql/schema-enums.ts';

it('the routes know every tab of the report, each once', () => {
  expect(new Set(SECTION_TABS.map((entry) => entry.tab))).toEqual(new Set(SECTION_TAB_KEYS));
  expect(SECTION_TABS).toHaveLength(SECTION_TAB_KEYS.length);
});

it('keys a section by its name in lower case, but for the short keys of addresses already shared', () => {
  expect(tabOfSection('GIRTHS')).toBe('girths');
  expect(tabOfSection('PAIN_RISK')).toBe('pain');
  expect(SECTION_TAB_KEYS).toEqual(expect.arrayContaining(['composition', 'segments', 'girths', 'youth', 'prediction', 'interpretation']));
});

it('shows only the tabs a report has, a young person’s spine right after the first', () => {
  const tabs = (sections: Parameters<typeof tabsOf>[0]) => tabsOf(sections).map((entry) => entry.tab);
  expect(tabs(['BODY_COMPOSITION', 'SEGMENTS', 'POSTURE', 'SPINE', 'YOUTH_SPINE'])).toEqual([
    'composition',
    'youth',
    'segments',
    'posture',
    'spine',
    'interpretation',
  ]);
  expect(tabs(['POSTURE', 'PELVIS', 'YOUTH_SPINE'])).toEqual(['posture', 'youth', 'pelvis', 'interpretation']);
  expect(tabs(['BODY_COMPOSITION', 'SHAPE_PREDICTION'])).toEqual(['composition', 'prediction', 'interpretation']);
  expect(tabs([])).toEqual([]);
});

it('has a tab for every section of the schema (server/test/section-coverage.unit.test.ts holds the export and the rules)', () => {
  expect(SECTION_TABS.flatMap((entry) => (entry.section ? [entry.section] : [])).sort()).toEqual([...ReportSection].sort());
});
