import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/_auth/report/historyPage')({
  component: AuthReportHistoryPageRoute,
});

function AuthReportHistoryPageRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Report history`} />;
}
