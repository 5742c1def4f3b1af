import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { SECTION_TAB_KEYS } from '#src/features/report/sections/tab-keys.ts';
import { SharedReportView } from '#src/features/share/SharedReportView.tsx';

/** Public: a share link opens one report read-only, for anyone holding the token (signed in or not). */
export const Route = createFileRoute('/s/$token')({
  validateSearch: v.object({
    section: v.optional(v.fallback(v.optional(v.picklist(SECTION_TAB_KEYS)), undefined)),
    // The server's PDF printer asks for every section on one page (features/share/PrintedReport.tsx).
    print: v.optional(v.fallback(v.optional(v.literal(1)), undefined)),
  }),
  component: SharedReportRoute,
});

function SharedReportRoute() {
  const { t } = useLingui();
  const { token } = Route.useParams();
  const { section, print } = Route.useSearch();
  if (print) return <SharedReportView token={token} tab={undefined} print />;
  return (
    <Screen title={t`Shared report`} wide>
      <SharedReportView token={token} tab={section} />
    </Screen>
  );
}
