import { useEffect, useRef, useState } from 'react';
import { useMutation, type CombinedError } from 'urql';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { ERROR_MESSAGES, errorCode } from '#src/graphql/errors.ts';
import { BindScanMutation } from './documents.ts';
import buttonStyles from '#src/ui/Button.module.css';

export type BindScanProps = { scanId: string | undefined };

/** Binds the scanned measurement to the signed-in person, then opens the model screen. */
export function BindScan({ scanId }: BindScanProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [, bind] = useMutation(BindScanMutation);
  const [failure, setFailure] = useState<CombinedError | null>(null);
  const started = useRef(false);

  const run = async (id: string) => {
    setFailure(null);
    const result = await bind({ scanId: id });
    if (result.data) {
      await navigate({ to: '/modeling', search: { reportId: result.data.bindScan.report.id }, replace: true });
    } else if (result.error && errorCode(result.error) === 'SCAN_ALREADY_BOUND') {
      await navigate({ to: '/exception/repeatBinding', replace: true });
    } else if (result.error) {
      setFailure(result.error);
    }
  };

  useEffect(() => {
    if (!scanId || started.current) return;
    started.current = true;
    void run(scanId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- binding runs once per scan id
  }, [scanId]);

  if (!scanId) {
    return (
      <StateView
        kind="info"
        title={t`No scan to link`}
        detail={t`Scan the code shown on the scanner after your measurement.`}
        action={<Link to="/" className={`${buttonStyles.button} ${buttonStyles.primary}`}>{t`Go to my reports`}</Link>}
      />
    );
  }
  if (failure) {
    return (
      <StateView
        kind="error"
        title={t`Binding failed`}
        detail={i18n._(ERROR_MESSAGES[errorCode(failure)])}
        action={<Button onClick={() => void run(scanId)}>{t`Try again`}</Button>}
      />
    );
  }
  return <StateView kind="loading" title={t`Linking the scan to your account…`} />;
}
