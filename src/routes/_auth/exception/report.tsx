import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/_auth/exception/report')({
  component: AuthExceptionReportRoute,
});

function AuthExceptionReportRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Report exception`} />;
}
