// The report's tab keys, alone: the routes validate ?section= with them, and the routes' chunk is in the shell that
// /login waits for, which must not carry the tabs' titles or views (sections/index.tsx). A section's tab is its
// ReportSection value in lower case, taken from the schema; a new section needs nothing here.
import { ReportSection } from '#src/graphql/schema-enums.ts';

type Section = (typeof ReportSection)[number];

/** The tabs named otherwise than their section: the short keys of the addresses people already keep and share. */
const SHORT_KEYS = {
  BODY_COMPOSITION: 'composition',
  PAIN_RISK: 'pain',
  YOUTH_SPINE: 'youth',
  SHAPE_PREDICTION: 'prediction',
} as const satisfies Partial<Record<Section, string>>;

type TabOf<S extends Section> = S extends keyof typeof SHORT_KEYS ? (typeof SHORT_KEYS)[S] : Lowercase<S>;

/** A section's tab key; `interpretation` is the tab of the whole report. */
export type SectionTab = TabOf<Section> | 'interpretation';

export const tabOfSection = <S extends Section>(section: S): TabOf<S> =>
  ((SHORT_KEYS as Partial<Record<Section, string>>)[section] ?? section.toLowerCase()) as TabOf<S>;

/** Every tab key, the sections' in the schema's order (the tabs' display order is index.tsx's). */
export const SECTION_TAB_KEYS: readonly SectionTab[] = [...ReportSection.map(tabOfSection), 'interpretation'];
