// The report's sections on the client, declared once: the fragment that carries every section's data, and the table
// that gives each tab its server section (null for a tab of the whole report), title and view, in display order.
// Adding a section: docs/adding-a-section.md.
import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { SECTION_TITLES } from './section-titles.ts';
import type { MessageDescriptor } from '@lingui/core';
import { graphql, readFragment, type EnumOf, type FragmentOf, type ResultOf } from '#src/graphql/graphql.ts';
import { BodyCompositionSection, BodyCompositionSectionFragment } from './BodyCompositionSection.tsx';
import { SegmentsSection, SegmentsSectionFragment } from './SegmentsSection.tsx';
import { PostureSection, PostureSectionFragment } from './PostureSection.tsx';
import { PelvisSection, PelvisSectionFragment } from './PelvisSection.tsx';
import { HipSection, HipSectionFragment } from './HipSection.tsx';
import { SpineSection, SpineSectionFragment } from './SpineSection.tsx';
import { GirthsSection, GirthsSectionFragment } from './GirthsSection.tsx';
import { ShoulderSection, ShoulderSectionFragment } from './ShoulderSection.tsx';
import { WaistSection, WaistSectionFragment } from './WaistSection.tsx';
import { PainRiskSection, PainRiskSectionFragment } from './PainRiskSection.tsx';
import { YouthSpineSection, YouthSpineSectionFragment } from './YouthSpineSection.tsx';
import { ShapePredictionSection } from '../prediction/ShapePredictionSection.tsx';
import { InterpretationSection } from '../interpretation/InterpretationSection.tsx';
import type { SectionTab } from './tab-keys.ts';
import * as H from './headlines.tsx';

export type { SectionTab } from './tab-keys.ts';
export type ReportSectionKey = EnumOf<'ReportSection'>;

/** Every section's data: what the report screen and a share link's page ask for (and the printed report draws). */
export const ReportSectionsFragment = graphql(
  `
    fragment ReportSections on Report {
      id
      sections
      ...BodyCompositionSection
      ...SegmentsSection
      ...PostureSection
      ...PelvisSection
      ...HipSection
      ...SpineSection
      ...GirthsSection
      ...ShoulderSection
      ...WaistSection
      ...PainRiskSection
      ...YouthSpineSection
    }
  `,
  [
    BodyCompositionSectionFragment,
    SegmentsSectionFragment,
    PostureSectionFragment,
    PelvisSectionFragment,
    HipSectionFragment,
    SpineSectionFragment,
    GirthsSectionFragment,
    ShoulderSectionFragment,
    WaistSectionFragment,
    PainRiskSectionFragment,
    YouthSpineSectionFragment,
  ],
);

type SectionsData = ResultOf<typeof ReportSectionsFragment>;
type Entry = {
  tab: SectionTab;
  section: ReportSectionKey | null;
  title: MessageDescriptor;
  /** Queries the report again by its id (signed in as its owner), so a share link's page leaves it out. */
  ownerOnly?: true;
  /** Comes right after the first tab when the report has it: a young person's own section, not the 11th of 13. */
  forward?: true;
  View: (props: { report: SectionsData }) => ReactNode;
  /** The section's headline on its card in the overview (headlines.tsx): its reading, as words and a tone. */
  Headline?: (props: { report: SectionsData }) => ReactNode;
};

export const SECTION_TABS = [
  {
    tab: 'composition',
    section: 'BODY_COMPOSITION',
    title: SECTION_TITLES.BODY_COMPOSITION,
    View: BodyCompositionSection,
    Headline: H.CompositionHeadline,
  },
  { tab: 'segments', section: 'SEGMENTS', title: SECTION_TITLES.SEGMENTS, View: SegmentsSection, Headline: H.SegmentsHeadline },
  { tab: 'posture', section: 'POSTURE', title: SECTION_TITLES.POSTURE, View: PostureSection, Headline: H.PostureHeadline },
  { tab: 'shoulder', section: 'SHOULDER', title: SECTION_TITLES.SHOULDER, View: ShoulderSection, Headline: H.ShoulderHeadline },
  { tab: 'girths', section: 'GIRTHS', title: SECTION_TITLES.GIRTHS, View: GirthsSection, Headline: H.GirthsHeadline },
  { tab: 'waist', section: 'WAIST', title: SECTION_TITLES.WAIST, View: WaistSection, Headline: H.WaistHeadline },
  { tab: 'pelvis', section: 'PELVIS', title: SECTION_TITLES.PELVIS, View: PelvisSection, Headline: H.PelvisHeadline },
  { tab: 'hip', section: 'HIP', title: SECTION_TITLES.HIP, View: HipSection, Headline: H.HipHeadline },
  { tab: 'spine', section: 'SPINE', title: SECTION_TITLES.SPINE, View: SpineSection, Headline: H.SpineHeadline },
  { tab: 'pain', section: 'PAIN_RISK', title: SECTION_TITLES.PAIN_RISK, View: PainRiskSection, Headline: H.PainRiskHeadline },
  {
    tab: 'youth',
    section: 'YOUTH_SPINE',
    title: SECTION_TITLES.YOUTH_SPINE,
    View: YouthSpineSection,
    Headline: H.YouthSpineHeadline,
    forward: true,
  },
  {
    tab: 'prediction',
    section: 'SHAPE_PREDICTION',
    title: SECTION_TITLES.SHAPE_PREDICTION,
    ownerOnly: true,
    View: ({ report }) => <ShapePredictionSection reportId={report.id} />,
  },
  {
    tab: 'interpretation',
    section: null,
    title: msg`Interpretation`,
    ownerOnly: true,
    View: ({ report }) => <InterpretationSection reportId={report.id} tabOf={(section) => tabOfSection(section, report.sections)} />,
  },
] as const satisfies readonly Entry[];

export type SectionTabEntry = (typeof SECTION_TABS)[number];
/** A way to a section's tab: its key and title. */
export type SectionLink = { key: SectionTab; title: MessageDescriptor };

/**
 * The tabs a report has, in display order, a `forward` one right after the first; a tab of the whole report (section
 * null) once anything was measured.
 */
export function tabsOf(sections: readonly ReportSectionKey[]): SectionTabEntry[] {
  const tabs: SectionTabEntry[] = SECTION_TABS.filter((entry) =>
    entry.section === null ? sections.length > 0 : sections.includes(entry.section),
  );
  const forward = tabs.filter((entry) => 'forward' in entry);
  const rest = tabs.filter((entry) => !('forward' in entry));
  return rest.length ? [rest[0]!, ...forward, ...rest.slice(1)] : forward;
}

/** The tab that shows a section named in lower case (an interpretation point's), when this report has it. */
function tabOfSection(section: string, sections: readonly ReportSectionKey[]): SectionLink | null {
  const entry = tabsOf(sections).find((e) => e.section?.toLowerCase() === section);
  return entry ? { key: entry.tab, title: entry.title } : null;
}

/** One tab of a report that carries ReportSections. */
export function ReportSectionView({ tab, report }: { tab: SectionTab; report: FragmentOf<typeof ReportSectionsFragment> }) {
  const data = readFragment(ReportSectionsFragment, report);
  const { View } = SECTION_TABS.find((entry) => entry.tab === tab)!;
  return <View report={data} />;
}

/** A tab's headline for the overview's card, when its section has one. */
export function SectionHeadline({ tab, report }: { tab: SectionTab; report: FragmentOf<typeof ReportSectionsFragment> }) {
  const data = readFragment(ReportSectionsFragment, report);
  const entry: Entry = SECTION_TABS.find((e) => e.tab === tab)!;
  return entry.Headline ? <entry.Headline report={data} /> : null;
}
