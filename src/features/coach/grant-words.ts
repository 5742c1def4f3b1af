// How a grant reads in words: what it shares and which reports, for its owner and for the person it is shared with.
import { useLingui } from '@lingui/react/macro';
import { dateTimeFormat } from '#shared/intl.ts';
import { useViewerTimeZone } from '#src/lib/viewer-time-zone.ts';
import type { EnumOf } from '#src/graphql/graphql.ts';
import { SECTION_TITLES } from '../report/sections/section-titles.ts';

export type ReportSectionKey = EnumOf<'ReportSection'>;

/**
 * The sections a grant can share: every section whose view draws from the report alone. The body-shape prediction
 * asks the owner's report again, so it stays the owner's.
 */
export const GRANTABLE_SECTIONS = (Object.keys(SECTION_TITLES) as ReportSectionKey[]).filter((s) => s !== 'SHAPE_PREDICTION');

/** A calendar day of a range end, in the reader's own time zone. */
function day(iso: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

export function useGrantWords() {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const list = (items: string[]) => new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(items);
  return {
    /** "Body composition, Girths and the interpretation". */
    shares(sections: readonly ReportSectionKey[], interpretation: boolean): string {
      const names = sections.map((s) => i18n._(SECTION_TITLES[s]));
      return list(interpretation ? [...names, t`the interpretation and training plan`] : names);
    },
    /** Which reports: all, now and future; or from, until, or between two days. */
    range(from: string | null | undefined, to: string | null | undefined): string {
      if (from && to) {
        const start = day(from, i18n.locale, timeZone);
        const end = day(to, i18n.locale, timeZone);
        return t`Reports measured from ${start} to ${end}`;
      }
      if (from) {
        const start = day(from, i18n.locale, timeZone);
        return t`Reports measured from ${start}, and every new one`;
      }
      if (to) {
        const end = day(to, i18n.locale, timeZone);
        return t`Reports measured until ${end}`;
      }
      return t`All reports, now and future`;
    },
    day: (iso: string) => day(iso, i18n.locale, timeZone),
  };
}
