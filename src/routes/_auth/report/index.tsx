import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { MainMenu } from '#src/features/nav/MainMenu.tsx';
import { ReportView } from '#src/features/report/ReportView.tsx';
import { LatestReport } from '#src/features/report/LatestReport.tsx';
import { SECTION_TAB_KEYS } from '#src/features/report/sections/tab-keys.ts';

export const Route = createFileRoute('/_auth/report/')({
  validateSearch: v.object({
    id: v.optional(v.pipe(v.string(), v.maxLength(64))),
    section: v.optional(v.fallback(v.optional(v.picklist(SECTION_TAB_KEYS)), undefined)),
    /** An earlier report to compare this one with (body composition). */
    compare: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
  component: ReportRoute,
});

function ReportRoute() {
  const { t } = useLingui();
  const { id, section, compare } = Route.useSearch();
  return (
    <Screen title={t`Report`} actions={<MainMenu />} wide>
      {id ? <ReportView id={id} tab={section} compare={compare} /> : <LatestReport />}
    </Screen>
  );
}
