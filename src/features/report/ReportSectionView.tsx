import type { FragmentOf } from '../../graphql/graphql.ts';
import type { SectionTab } from './sections/index.ts';
import { BodyCompositionSection, type BodyCompositionSectionFragment } from './sections/BodyCompositionSection.tsx';
import { SegmentsSection, type SegmentsSectionFragment } from './sections/SegmentsSection.tsx';
import { PostureSection, type PostureSectionFragment } from './sections/PostureSection.tsx';
import { PelvisSection, type PelvisSectionFragment } from './sections/PelvisSection.tsx';
import { HipSection, type HipSectionFragment } from './sections/HipSection.tsx';
import { SpineSection, type SpineSectionFragment } from './sections/SpineSection.tsx';

/** A report carrying every section's fragment (the report screen's query spreads them all). */
export type SectionedReport = FragmentOf<typeof BodyCompositionSectionFragment> &
  FragmentOf<typeof SegmentsSectionFragment> &
  FragmentOf<typeof PostureSectionFragment> &
  FragmentOf<typeof PelvisSectionFragment> &
  FragmentOf<typeof HipSectionFragment> &
  FragmentOf<typeof SpineSectionFragment>;

export type ReportSectionViewProps = { tab: SectionTab; report: SectionedReport };

export function ReportSectionView({ tab, report }: ReportSectionViewProps) {
  switch (tab) {
    case 'composition': return <BodyCompositionSection report={report} />;
    case 'segments': return <SegmentsSection report={report} />;
    case 'posture': return <PostureSection report={report} />;
    case 'pelvis': return <PelvisSection report={report} />;
    case 'hip': return <HipSection report={report} />;
    case 'spine': return <SpineSection report={report} />;
  }
}
