import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../../ui/Screen.tsx';
import { MainMenu } from '../../../features/nav/MainMenu.tsx';
import { ReportView } from '../../../features/report/ReportView.tsx';
import { LatestReport } from '../../../features/report/LatestReport.tsx';

export const Route = createFileRoute('/_auth/report/')({
  validateSearch: v.object({
    id: v.optional(v.pipe(v.string(), v.maxLength(64))),
    section: v.optional(v.picklist(['composition', 'posture'])),
  }),
  component: ReportRoute,
});

function ReportRoute() {
  const { t } = useLingui();
  const { id } = Route.useSearch();
  return (
    <Screen title={t`Report`} actions={<MainMenu />} wide>
      {id ? <ReportView id={id} /> : <LatestReport />}
    </Screen>
  );
}
