import { expect, it } from 'vitest';
import { SECTION_TABS, tabsOf } from './index.tsx';
import { SECTION_TAB_KEYS } from './tab-keys.ts';

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
