import type { FragmentOf } from '#src/graphql/graphql.ts';
import type { ReportSectionKey, SectionTab } from './sections/index.ts';
import { BodyCompositionSection, type BodyCompositionSectionFragment } from './sections/BodyCompositionSection.tsx';
import { SegmentsSection, type SegmentsSectionFragment } from './sections/SegmentsSection.tsx';
import { PostureSection, type PostureSectionFragment } from './sections/PostureSection.tsx';
import { PelvisSection, type PelvisSectionFragment } from './sections/PelvisSection.tsx';
import { HipSection, type HipSectionFragment } from './sections/HipSection.tsx';
import { SpineSection, type SpineSectionFragment } from './sections/SpineSection.tsx';
import { GirthsSection, type GirthsSectionFragment } from './sections/GirthsSection.tsx';
import { ShoulderSection, type ShoulderSectionFragment } from './sections/ShoulderSection.tsx';
import { WaistSection, type WaistSectionFragment } from './sections/WaistSection.tsx';
import { PainRiskSection, type PainRiskSectionFragment } from './sections/PainRiskSection.tsx';
import { ShapePredictionSection } from './prediction/ShapePredictionSection.tsx';
import { YouthSpineSection, type YouthSpineSectionFragment } from './sections/YouthSpineSection.tsx';
import { InterpretationSection } from './interpretation/InterpretationSection.tsx';

/** A report carrying every section's fragment (the report screen's query spreads them all). */
export type SectionedReport = FragmentOf<typeof BodyCompositionSectionFragment> &
  FragmentOf<typeof SegmentsSectionFragment> &
  FragmentOf<typeof PostureSectionFragment> &
  FragmentOf<typeof PelvisSectionFragment> &
  FragmentOf<typeof HipSectionFragment> &
  FragmentOf<typeof SpineSectionFragment> &
  FragmentOf<typeof GirthsSectionFragment> &
  FragmentOf<typeof ShoulderSectionFragment> &
  FragmentOf<typeof WaistSectionFragment> &
  FragmentOf<typeof PainRiskSectionFragment> &
  FragmentOf<typeof YouthSpineSectionFragment>;

export type ReportSectionViewProps = { tab: SectionTab; report: SectionedReport & { id: string; sections: readonly ReportSectionKey[] } };

export function ReportSectionView({ tab, report }: ReportSectionViewProps) {
  switch (tab) {
    case 'composition':
      return <BodyCompositionSection report={report} />;
    case 'segments':
      return <SegmentsSection report={report} />;
    case 'posture':
      return <PostureSection report={report} />;
    case 'pelvis':
      return <PelvisSection report={report} />;
    case 'hip':
      return <HipSection report={report} />;
    case 'spine':
      return <SpineSection report={report} />;
    case 'girths':
      return <GirthsSection report={report} />;
    case 'shoulder':
      return <ShoulderSection report={report} />;
    case 'waist':
      return <WaistSection report={report} />;
    case 'pain':
      return <PainRiskSection report={report} />;
    case 'youth':
      return <YouthSpineSection report={report} />;
    case 'prediction':
      return <ShapePredictionSection reportId={report.id} />;
    case 'interpretation':
      return <InterpretationSection reportId={report.id} sections={report.sections} />;
  }
}
