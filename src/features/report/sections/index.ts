// The report's sections in display order: the tab each one gets, the server section it shows, its title.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ResultOf } from '../../../graphql/graphql.ts';
import type { ReportScreenQuery } from '../documents.ts';

export type ReportSectionKey = NonNullable<ResultOf<typeof ReportScreenQuery>['report']>['sections'][number];

export const SECTION_TABS = [
  { tab: 'composition', section: 'BODY_COMPOSITION', title: msg`Body composition` },
  { tab: 'segments', section: 'SEGMENTS', title: msg`Segments` },
  { tab: 'posture', section: 'POSTURE', title: msg`Posture` },
  { tab: 'shoulder', section: 'SHOULDER', title: msg`Shoulder function` },
  { tab: 'girths', section: 'GIRTHS', title: msg`Girths` },
  { tab: 'waist', section: 'WAIST', title: msg`Waist and abdomen` },
  { tab: 'pelvis', section: 'PELVIS', title: msg`Pelvis` },
  { tab: 'hip', section: 'HIP', title: msg`Hip shape` },
  { tab: 'spine', section: 'SPINE', title: msg`Spine` },
  { tab: 'pain', section: 'PAIN_RISK', title: msg`Pain risk` },
  { tab: 'youth', section: 'YOUTH_SPINE', title: msg`Youth spine` },
] as const satisfies ReadonlyArray<{ tab: string; section: ReportSectionKey; title: MessageDescriptor }>;

export type SectionTab = (typeof SECTION_TABS)[number]['tab'];
export const SECTION_TAB_KEYS = SECTION_TABS.map((entry) => entry.tab) as unknown as readonly [SectionTab, ...SectionTab[]]; // a non-empty tuple for valibot's picklist

/** The tabs a report has, in display order. */
export function tabsOf(sections: readonly ReportSectionKey[]) {
  return SECTION_TABS.filter((entry) => sections.includes(entry.section));
}
