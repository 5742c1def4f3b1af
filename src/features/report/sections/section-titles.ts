// Each report section's title, alone: the report's tabs (sections/index.tsx) and the screens that name sections
// without drawing them (a coach's grant: what it shares) take them from here, without the section views' code.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EnumOf } from '#src/graphql/graphql.ts';

export const SECTION_TITLES: Record<EnumOf<'ReportSection'>, MessageDescriptor> = {
  BODY_COMPOSITION: msg`Body composition`,
  SEGMENTS: msg`Segments`,
  POSTURE: msg`Posture`,
  SHOULDER: msg`Shoulder function`,
  GIRTHS: msg`Girths`,
  WAIST: msg`Waist and abdomen`,
  PELVIS: msg`Pelvis`,
  HIP: msg`Hip shape`,
  SPINE: msg`Spine`,
  PAIN_RISK: msg`Pain risk`,
  YOUTH_SPINE: msg`Youth spine`,
  SHAPE_PREDICTION: msg`Body-shape prediction`,
};
