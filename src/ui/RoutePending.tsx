import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SCRIPT_LOAD_TIMEOUT_MS } from '../lib/load-timeout.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { StateView } from './StateView.tsx';

/** A screen whose code or data is on its way; after 120 s it has failed (spec 9), and says so with a retry. */
export function RoutePending() {
  const { t } = useLingui();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), SCRIPT_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return timedOut ? <LoadFailed /> : <StateView kind="loading" title={t`Loading…`} />;
}
