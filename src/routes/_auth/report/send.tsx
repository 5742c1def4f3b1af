import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/_auth/report/send')({
  component: AuthReportSendRoute,
});

function AuthReportSendRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Send report by e-mail`} />;
}
