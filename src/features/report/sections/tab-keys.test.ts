import { expect, it } from 'vitest';
import { SECTION_TABS, tabsOf } from './index.tsx';
import { SECTION_TAB_KEYS } from './tab-keys.ts';
import { SECTION_TITLES } from './section-titles.ts';

it('the routes know every tab of the report, in its order', () => {
  expect(SECTION_TABS.map((entry) => entry.tab)).toEqual([...SECTION_TAB_KEYS]);
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
  // SECTION_TITLES has one title per ReportSection value of the schema (a Record: `tsc` holds it to the enum).
  expect(new Set(SECTION_TABS.flatMap((entry) => (entry.section ? [entry.section] : [])))).toEqual(new Set(Object.keys(SECTION_TITLES)));
});
