// The report's sections on the client, declared once: the fragment that carries every section's data, and the table
// that gives each tab its server section (null for the tab of the whole report), view and headline, in display order.
// A tab's key (tab-keys.ts) and title (section-titles.ts) follow from its section.
// Adding a section: docs/adding-a-section.md.
import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { SECTION_TITLES } from './section-titles.ts';
import type { MessageDescriptor } from '@lingui/core';
import { graphql, readFragment, type EnumOf, type FragmentOf, type ResultOf } from '#src/graphql/graphql.ts';
import { BodyCompositionSection, BodyCompositionSectionFragment, CompositionHeadline } from './BodyCompositionSection.tsx';
import { SegmentsHeadline, SegmentsSection, SegmentsSectionFragment } from './SegmentsSection.tsx';
import { PostureHeadline, PostureSection, PostureSectionFragment } from './PostureSection.tsx';
import { PelvisHeadline, PelvisSection, PelvisSectionFragment } from './PelvisSection.tsx';
import { HipHeadline, HipSection, HipSectionFragment } from './HipSection.tsx';
import { SpineHeadline, SpineSection, SpineSectionFragment } from './SpineSection.tsx';
import { GirthsHeadline, GirthsSection, GirthsSectionFragment } from './GirthsSection.tsx';
import { ShoulderHeadline, ShoulderSection, ShoulderSectionFragment } from './ShoulderSection.tsx';
import { WaistHeadline, WaistSection, WaistSectionFragment } from './WaistSection.tsx';
import { PainRiskHeadline, PainRiskSection, PainRiskSectionFragment } from './PainRiskSection.tsx';
import { YouthSpineHeadline, YouthSpineSection, YouthSpineSectionFragment } from './YouthSpineSection.tsx';
import { ShapePredictionSection } from '../prediction/ShapePredictionSection.tsx';
import { InterpretationSection } from '../interpretation/InterpretationSection.tsx';
import { tabOfSection, type SectionTab } from './tab-keys.ts';

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
type Declaration = {
  section: ReportSectionKey | null;
  /** Queries the report again by its id (signed in as its owner), so a share link's page leaves it out. */
  ownerOnly?: true;
  /** Comes right after the first tab when the report has it: a young person's own section, not the 11th of 13. */
  forward?: true;
  View: (props: { report: SectionsData }) => ReactNode;
  /** The section's headline on its card in the overview (beside its fragment): its reading, as words and a tone. */
  Headline?: (props: { report: SectionsData }) => ReactNode;
};
export type SectionTabEntry = Declaration & { tab: SectionTab; title: MessageDescriptor };

/** The tabs in display order (the tests hold them to the schema's ReportSection: every section has one). */
export const SECTION_TABS: readonly SectionTabEntry[] = (
  [
    { section: 'BODY_COMPOSITION', View: BodyCompositionSection, Headline: CompositionHeadline },
    { section: 'SEGMENTS', View: SegmentsSection, Headline: SegmentsHeadline },
    { section: 'POSTURE', View: PostureSection, Headline: PostureHeadline },
    { section: 'SHOULDER', View: ShoulderSection, Headline: ShoulderHeadline },
    { section: 'GIRTHS', View: GirthsSection, Headline: GirthsHeadline },
    { section: 'WAIST', View: WaistSection, Headline: WaistHeadline },
    { section: 'PELVIS', View: PelvisSection, Headline: PelvisHeadline },
    { section: 'HIP', View: HipSection, Headline: HipHeadline },
    { section: 'SPINE', View: SpineSection, Headline: SpineHeadline },
    { section: 'PAIN_RISK', View: PainRiskSection, Headline: PainRiskHeadline },
    { section: 'YOUTH_SPINE', View: YouthSpineSection, Headline: YouthSpineHeadline, forward: true },
    { section: 'SHAPE_PREDICTION', ownerOnly: true, View: ({ report }) => <ShapePredictionSection reportId={report.id} /> },
    {
      section: null,
      ownerOnly: true,
      View: ({ report }) => <InterpretationSection reportId={report.id} tabOf={(section) => tabOfSectionIn(section, report.sections)} />,
    },
  ] satisfies Declaration[]
).map((entry) =>
  entry.section === null
    ? { ...entry, tab: 'interpretation', title: msg`Interpretation` }
    : { ...entry, tab: tabOfSection(entry.section), title: SECTION_TITLES[entry.section] },
);

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
  const forward = tabs.filter((entry) => entry.forward);
  const rest = tabs.filter((entry) => !entry.forward);
  return rest.length ? [rest[0]!, ...forward, ...rest.slice(1)] : forward;
}

/** The tab that shows a section named in lower case (an interpretation point's), when this report has it. */
function tabOfSectionIn(section: string, sections: readonly ReportSectionKey[]): SectionLink | null {
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
  const entry = SECTION_TABS.find((e) => e.tab === tab)!;
  return entry.Headline ? <entry.Headline report={data} /> : null;
}
