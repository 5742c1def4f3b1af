// The report's tab keys in display order, alone: the routes validate ?section= with them, and the routes' chunk is
// in the shell that /login waits for, which must not carry the tabs' titles (sections/index.tsx).
export const SECTION_TAB_KEYS = [
  'composition',
  'segments',
  'posture',
  'shoulder',
  'girths',
  'waist',
  'pelvis',
  'hip',
  'spine',
  'pain',
  'youth',
  'prediction',
  'interpretation',
] as const;

export type SectionTab = (typeof SECTION_TAB_KEYS)[number];
