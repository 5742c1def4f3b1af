// Each section's headline for the report's overview (index.tsx `Headline`): the one reading a person looks for
// first, as words with a tone (never colour alone). Each reads its section's own fragment, as the section does.
import { Plural, useLingui } from '@lingui/react/macro';
import { readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import { MetricRowFragment } from '../MetricRow.tsx';
import { OutOfRange } from '../parts/Headline.tsx';
import { ToneChip, VerdictChip } from '../parts/VerdictChip.tsx';
import {
  FUNCTION_RATING,
  GROWING_PAINS,
  POSTURE_RESULT,
  RISK,
  SKELETAL_BALANCE,
  SPINE_LEVEL,
  STUDY_LOAD,
  worstOf,
} from '../parts/verdicts.ts';
import { useMeasure } from '../parts/useMeasure.ts';
import { BodyCompositionSectionFragment } from './BodyCompositionSection.tsx';
import { SegmentsSectionFragment } from './SegmentsSection.tsx';
import { PostureSectionFragment } from './PostureSection.tsx';
import { ShoulderSectionFragment } from './ShoulderSection.tsx';
import { GirthsSectionFragment } from './GirthsSection.tsx';
import { WaistSectionFragment } from './WaistSection.tsx';
import { PelvisSectionFragment } from './PelvisSection.tsx';
import { HIP_SHAPES, HipSectionFragment } from './HipSection.tsx';
import { SpineSectionFragment } from './SpineSection.tsx';
import { PainRiskSectionFragment } from './PainRiskSection.tsx';
import { YouthSpineSectionFragment } from './YouthSpineSection.tsx';

/** How many rated values are outside their normal range. */
export function CompositionHeadline({ report }: { report: FragmentOf<typeof BodyCompositionSectionFragment> }) {
  const metrics = readFragment(BodyCompositionSectionFragment, report).bodyComposition?.metrics ?? [];
  const rated = metrics.map((metric) => readFragment(MetricRowFragment, metric).rating).filter((rating) => rating !== null);
  if (rated.length === 0) return null;
  return <OutOfRange count={rated.filter((rating) => rating !== 'NORMAL').length} />;
}

/** How many segments' muscle or fat is outside its normal range. */
export function SegmentsHeadline({ report }: { report: FragmentOf<typeof SegmentsSectionFragment> }) {
  const segments = readFragment(SegmentsSectionFragment, report).bodyComposition?.segments ?? [];
  if (segments.length === 0) return null;
  return <OutOfRange count={segments.flatMap((s) => [s.muscleRating, s.fatRating]).filter((rating) => rating !== 'NORMAL').length} />;
}

/** How many posture items need attention, in the tone of the worst. */
export function PostureHeadline({ report }: { report: FragmentOf<typeof PostureSectionFragment> }) {
  const items = readFragment(PostureSectionFragment, report).posture?.items ?? [];
  const findings = items.filter((item) => item.result !== 'NORMAL');
  const worst = worstOf(findings.map((item) => POSTURE_RESULT[item.result]));
  if (items.length === 0) return null;
  if (!worst) return <OutOfRange count={0} />;
  return (
    <ToneChip tone={worst.tone}>
      <Plural value={findings.length} one="# needs attention" other="# need attention" />
    </ToneChip>
  );
}

/** The weaker shoulder's rating. */
export function ShoulderHeadline({ report }: { report: FragmentOf<typeof ShoulderSectionFragment> }) {
  const sides = readFragment(ShoulderSectionFragment, report).shoulder?.sides ?? [];
  const worst = worstOf(sides.map((side) => FUNCTION_RATING[side.rating]));
  return worst ? <VerdictChip verdict={worst} /> : null;
}

/** How many girths were measured (they have no normal range). */
export function GirthsHeadline({ report }: { report: FragmentOf<typeof GirthsSectionFragment> }) {
  const girths = readFragment(GirthsSectionFragment, report).girths ?? [];
  if (girths.length === 0) return null;
  return (
    <ToneChip tone="neutral">
      <Plural value={girths.length} one="# measurement" other="# measurements" />
    </ToneChip>
  );
}

/** The waist score out of 100. */
export function WaistHeadline({ report }: { report: FragmentOf<typeof WaistSectionFragment> }) {
  const { t } = useLingui();
  const { measure } = useMeasure();
  const waist = readFragment(WaistSectionFragment, report).waist;
  if (!waist) return null;
  const score = measure(waist.score, 'SCORE').number;
  return <ToneChip tone="neutral">{t`Score ${score} / 100`}</ToneChip>;
}

export function PelvisHeadline({ report }: { report: FragmentOf<typeof PelvisSectionFragment> }) {
  const pelvis = readFragment(PelvisSectionFragment, report).pelvis;
  return pelvis ? <VerdictChip verdict={RISK[pelvis.risk]} /> : null;
}

/** The hip shape's name: a shape, neither good nor bad. */
export function HipHeadline({ report }: { report: FragmentOf<typeof HipSectionFragment> }) {
  const { i18n } = useLingui();
  const hip = readFragment(HipSectionFragment, report).hip;
  return hip ? <ToneChip tone="neutral">{i18n._(HIP_SHAPES[hip.type].name)}</ToneChip> : null;
}

export function SpineHeadline({ report }: { report: FragmentOf<typeof SpineSectionFragment> }) {
  const spine = readFragment(SpineSectionFragment, report).spine;
  return spine ? <VerdictChip verdict={SPINE_LEVEL[spine.overallLevel]} /> : null;
}

/** The highest of the three areas' risks. */
export function PainRiskHeadline({ report }: { report: FragmentOf<typeof PainRiskSectionFragment> }) {
  const risk = readFragment(PainRiskSectionFragment, report).painRisk;
  const worst = risk && worstOf([RISK[risk.neck], RISK[risk.back], RISK[risk.lowerBack]]);
  return worst ? <VerdictChip verdict={worst} /> : null;
}

/** The worst of the young person's four ratings. */
export function YouthSpineHeadline({ report }: { report: FragmentOf<typeof YouthSpineSectionFragment> }) {
  const youth = readFragment(YouthSpineSectionFragment, report).youthSpine;
  const worst =
    youth &&
    worstOf([
      FUNCTION_RATING[youth.developmentRating],
      STUDY_LOAD[youth.studyPostureLoad],
      SKELETAL_BALANCE[youth.skeletalBalance],
      GROWING_PAINS[youth.growingPains],
    ]);
  return worst ? <VerdictChip verdict={worst} /> : null;
}
