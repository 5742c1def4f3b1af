import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { SECTION_TAB_KEYS } from '#src/features/report/sections/tab-keys.ts';
import { GrantedReportView } from '#src/features/coach/GrantedReportView.tsx';

const Id = v.pipe(v.string(), v.maxLength(64));

/** One report shared with the signed-in person by a grant: its granted sections, read-only. */
export const Route = createFileRoute('/_auth/shared/report')({
  validateSearch: v.object({
    grant: v.fallback(Id, ''),
    id: v.fallback(Id, ''),
    section: v.optional(v.fallback(v.optional(v.picklist(SECTION_TAB_KEYS)), undefined)),
  }),
  component: GrantedReportRoute,
});

function GrantedReportRoute() {
  const { t } = useLingui();
  const { grant, id, section } = Route.useSearch();
  return (
    <Screen title={t`Shared report`} wide back backTo="/shared">
      <GrantedReportView grantId={grant} reportId={id} tab={section} />
    </Screen>
  );
}
