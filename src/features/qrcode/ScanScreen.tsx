import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { parseScannerCode } from './scanner-code.ts';
import { useQrScanner } from './useQrScanner.ts';
import styles from './Scan.module.css';

/** How long the "not a scanner's code" notice stays after that code was last read. */
const NOTICE_MS = 4000;

/**
 * /qrcode/scan (spec 2): the camera inside the app reads the scanner's QR code, and the app goes on exactly as if
 * the code's link had been opened: `/?scanId=…&deviceType=…`, which stores the device type and binds the scan.
 */
export function ScanScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState(0);

  const state = useQrScanner(
    video,
    (text) => {
      const code = parseScannerCode(text);
      if (!code) {
        setNotice(Date.now());
        return false;
      }
      void navigate({ to: '/', search: { scanId: code.scanId, deviceType: code.deviceType }, replace: true });
      return true;
    },
    attempt,
  );

  useEffect(() => {
    if (!notice) return undefined;
    const timer = window.setTimeout(() => setNotice(0), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const retry = <Button onClick={() => setAttempt((n) => n + 1)}>{t`Try again`}</Button>;
  const live = state === 'asking' || state === 'scanning';
  return (
    <div className={styles.screen}>
      {/* Always in the page, so the camera has somewhere to play as soon as it is allowed; hidden until then. */}
      <div className={live ? styles.viewport : styles.off}>
        <video ref={video} className={styles.video} playsInline muted autoPlay aria-label={t`Camera view`} />
        <svg className={styles.frame} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
          <path
            d="M6 24V6h18 M76 6h18v18 M94 76v18H76 M24 94H6V76"
            fill="none"
            stroke="#fff"
            strokeWidth="3"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        {state === 'asking' ? (
          <div className={styles.asking} role="status">
            <p className={styles.askingTitle}>{t`Allow the camera`}</p>
            <p>{t`Your browser asks whether Contour may use the camera. It is used only to read the scanner's code, and nothing is recorded.`}</p>
          </div>
        ) : null}
      </div>

      {state === 'scanning' ? (
        <>
          <p className={styles.hint}>{t`Point the camera at the QR code on the scanner's screen.`}</p>
          <p className={styles.notice} role="status" aria-live="polite">
            {notice ? t`This QR code is not a scanner's code. Scan the code the scanner shows after your measurement.` : ''}
          </p>
        </>
      ) : null}

      {state === 'found' ? <StateView kind="loading" title={t`Scanner code found. Opening your scan…`} /> : null}
      {state === 'denied' ? (
        <StateView
          kind="error"
          title={t`The camera is not allowed`}
          detail={t`Allow the camera for this site in your browser or phone settings, then try again.`}
          action={retry}
        />
      ) : null}
      {state === 'no-camera' ? (
        <StateView
          kind="info"
          title={t`No camera found`}
          detail={t`This device has no camera the app can use. Scan the scanner's code with your phone's camera app instead.`}
          action={retry}
        />
      ) : null}
      {state === 'failed' ? (
        <StateView
          kind="error"
          title={t`The camera could not be started`}
          detail={t`Close other apps that may be using the camera, then try again.`}
          action={retry}
        />
      ) : null}
    </div>
  );
}
