// The report's tabs in display order: the tab each one gets, the server section it shows (null for a tab that
// shows no section of its own: the interpretation reads the whole report), its title.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ResultOf } from '#src/graphql/graphql.ts';
import type { ReportScreenQuery } from '../documents.ts';
import type { SectionTab } from './tab-keys.ts';

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
  // These two query the report again by its id (signed in as its owner), so a share link's page leaves them out.
  { tab: 'prediction', section: 'SHAPE_PREDICTION', title: msg`Body-shape prediction`, ownerOnly: true },
  { tab: 'interpretation', section: null, title: msg`Interpretation`, ownerOnly: true },
] as const satisfies ReadonlyArray<{ tab: SectionTab; section: ReportSectionKey | null; title: MessageDescriptor; ownerOnly?: true }>;

export type { SectionTab } from './tab-keys.ts';

/** The tabs a report has, in display order; a tab of the whole report (section null) once anything was measured. */
export function tabsOf(sections: readonly ReportSectionKey[]) {
  return SECTION_TABS.filter((entry) => (entry.section === null ? sections.length > 0 : sections.includes(entry.section)));
}
