import { expect, it } from 'vitest';
import { SECTION_TABS } from './index.tsx';
import { SECTION_TAB_KEYS } from './tab-keys.ts';

it('the routes know every tab of the report, in its order', () => {
  expect(SECTION_TABS.map((entry) => entry.tab)).toEqual([...SECTION_TAB_KEYS]);
});
