import { graphql } from '#src/graphql/graphql.ts';
import { ReportHeaderFragment } from '../report/ReportHeader.tsx';
import { BodyCompositionSectionFragment } from '../report/sections/BodyCompositionSection.tsx';
import { SegmentsSectionFragment } from '../report/sections/SegmentsSection.tsx';
import { PostureSectionFragment } from '../report/sections/PostureSection.tsx';
import { PelvisSectionFragment } from '../report/sections/PelvisSection.tsx';
import { HipSectionFragment } from '../report/sections/HipSection.tsx';
import { SpineSectionFragment } from '../report/sections/SpineSection.tsx';
import { GirthsSectionFragment } from '../report/sections/GirthsSection.tsx';
import { ShoulderSectionFragment } from '../report/sections/ShoulderSection.tsx';
import { WaistSectionFragment } from '../report/sections/WaistSection.tsx';
import { PainRiskSectionFragment } from '../report/sections/PainRiskSection.tsx';
import { YouthSpineSectionFragment } from '../report/sections/YouthSpineSection.tsx';

/** What a share link opens: the same sections as the report screen, read-only. */
export const SharedReportQuery = graphql(
  `
    query SharedReport($token: String!) {
      sharedReport(token: $token) {
        status
        expiresAt
        report {
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
