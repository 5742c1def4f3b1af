import { useLingui } from '@lingui/react/macro';
import { StateView } from './StateView.tsx';

export function RoutePending() {
  const { t } = useLingui();
  return <StateView kind="loading" title={t`Loading…`} />;
}
