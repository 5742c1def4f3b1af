import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../ui/ComingSoon.tsx';
import { clearRegisterInfo } from '../lib/storage.ts';
import { comingFrom } from '../features/nav/previous-path.ts';

export const Route = createFileRoute('/register')({
  beforeLoad: ({ preload }) => {
    // The half-filled form survives a visit to the policy or rules text, nothing else (spec 2).
    const from = comingFrom();
    if (!preload && from !== '/about/rule' && from !== '/about/secret') clearRegisterInfo();
  },
  component: RegisterRoute,
});

function RegisterRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Registration`} backTo="/login" />;
}
