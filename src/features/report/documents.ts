import { graphql } from '#src/graphql/graphql.ts';
import { ReportHeaderFragment } from './ReportHeader.tsx';
import { BodyCompositionSectionFragment } from './sections/BodyCompositionSection.tsx';
import { SegmentsSectionFragment } from './sections/SegmentsSection.tsx';
import { PostureSectionFragment } from './sections/PostureSection.tsx';
import { PelvisSectionFragment } from './sections/PelvisSection.tsx';
import { HipSectionFragment } from './sections/HipSection.tsx';
import { SpineSectionFragment } from './sections/SpineSection.tsx';
import { GirthsSectionFragment } from './sections/GirthsSection.tsx';
import { ShoulderSectionFragment } from './sections/ShoulderSection.tsx';
import { WaistSectionFragment } from './sections/WaistSection.tsx';
import { PainRiskSectionFragment } from './sections/PainRiskSection.tsx';
import { YouthSpineSectionFragment } from './sections/YouthSpineSection.tsx';

export const ReportScreenQuery = graphql(
  `
    query ReportScreen($id: ID!) {
      report(id: $id) {
        id
        model
        measuredAt
        deleted
        outcome
        sections
        ...ReportHeader
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
    }
  `,
  [
    ReportHeaderFragment,
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

export const LatestReportQuery = graphql(`
  query LatestReport($model: ProductModel) {
    latestReport(model: $model) {
      id
      model
      measuredAt
      timezone
      modelStatus
    }
  }
`);
