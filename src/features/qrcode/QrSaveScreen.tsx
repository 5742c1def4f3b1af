import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { ERROR_MESSAGES, type ErrorCode } from '#src/graphql/errors.ts';
import { formatDateTime } from '#shared/dates.ts';
import { isKiosk } from '#src/lib/kiosk.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import { formatLocalDateTime } from '../share/local-time.ts';
import { obtainQrLink } from './obtain-link.ts';
import { qrPng } from './qr-image.ts';
import { remainingTime } from './expiry.ts';
import { remainingMessage } from './messages.ts';
import { SaveImageButton } from './SaveImageButton.tsx';
import { imageFileName } from './save-image.ts';
import buttonStyles from '#src/ui/Button.module.css';
import styles from './QrSave.module.css';

export type QrSaveScreenProps = { reportId: string | undefined };

type Ready = {
  reportId: string;
  url: string;
  expiresAt: string;
  measuredAt: string;
  timezone: string;
  blob: Blob;
  src: string;
  width: number;
};
type State = { kind: 'loading' } | { kind: 'failed'; code: ErrorCode } | { kind: 'ready'; ready: Ready };

/**
 * /qrcode/save (spec 2's save-QR-image dialog): the report's share link as a QR code, a PNG shown as an <img> so that a
 * long-press saves it on a phone, with its expiry and a Save button. It reuses the link this tab made before while
 * the server lists it as live, else makes one, so it needs the network until the code is on screen. On a gym's shared
 * tablet the code is only for the member's own phone to scan: nothing is saved to the tablet.
 */
export function QrSaveScreen({ reportId }: QrSaveScreenProps) {
  const { t, i18n } = useLingui();
  const client = useClient();
  const online = useOnline();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [kiosk] = useState(isKiosk);
  const shown = state.kind === 'ready' && state.ready.reportId === reportId;

  useEffect(() => {
    // Once the code is on screen it stays, online or not; before that, nothing can be made offline.
    if (!reportId || !online || shown) return undefined;
    let live = true;
    setState({ kind: 'loading' });
    void (async () => {
      const result = await obtainQrLink(client, reportId);
      if (!live) return;
      if (!result.ok) {
        setState({ kind: 'failed', code: result.code });
        return;
      }
      try {
        const { blob, width } = await qrPng(result.link.url);
        if (!live) return;
        const src = URL.createObjectURL(blob);
        const { url, expiresAt } = result.link;
        setState({
          kind: 'ready',
          ready: { reportId, url, expiresAt, measuredAt: result.measuredAt, timezone: result.timezone, blob, src, width },
        });
      } catch {
        if (live) setState({ kind: 'failed', code: 'INTERNAL' });
      }
    })();
    return () => {
      live = false;
    };
  }, [client, reportId, online, attempt, shown]);

  // The image's object URL lives as long as the state that holds it.
  useEffect(() => {
    const src = state.kind === 'ready' ? state.ready.src : null;
    return () => {
      if (src) URL.revokeObjectURL(src);
    };
  }, [state]);

  if (!reportId) {
    return (
      <StateView
        kind="info"
        title={t`No report chosen`}
        detail={t`Open a report and choose QR image to make a code of its share link.`}
        action={<Link to="/report" search={{}} className={`${buttonStyles.button} ${buttonStyles.primary}`}>{t`Go to my reports`}</Link>}
      />
    );
  }
  if (!shown && !online) {
    return (
      <StateView
        kind="offline"
        title={t`You're offline`}
        detail={t`The QR code holds a share link, and making the link needs an internet connection. Connect and try again.`}
      />
    );
  }
  if (state.kind === 'failed') {
    return (
      <StateView
        kind="error"
        title={t`The QR code could not be made`}
        detail={i18n._(ERROR_MESSAGES[state.code])}
        action={<Button onClick={() => setAttempt((n) => n + 1)}>{t`Try again`}</Button>}
      />
    );
  }
  if (state.kind !== 'ready' || !shown) return <StateView kind="loading" title={t`Making the QR code…`} />;

  const { ready } = state;
  const when = formatDateTime(ready.measuredAt, ready.timezone, i18n.locale);
  const until = formatLocalDateTime(ready.expiresAt, i18n.locale);
  const left = remainingTime(ready.expiresAt, Date.now());
  const remaining = i18n._(remainingMessage(left));
  return (
    <section className={styles.card} aria-labelledby="qr-save-title">
      <p className={styles.kicker}>{t`Report`}</p>
      <h2 id="qr-save-title" className={styles.when}>
        {when}
      </h2>
      <p className={styles.lead}>{t`Anyone who scans this code can see this report, read-only, until the link expires.`}</p>
      <div className={styles.stage}>
        <img
          className={styles.code}
          src={ready.src}
          width={ready.width}
          height={ready.width}
          alt={t`QR code of the share link to your report of ${when}`}
        />
      </div>
      <p className={styles.expiry}>
        <span>{t`Works until ${until}`}</span>
        <span className={styles.left}>{remaining}</span>
      </p>
      {kiosk ? (
        <p className={styles.hint}>
          <Trans>Scan it with your phone's camera.</Trans>
        </p>
      ) : (
        <>
          <p className={styles.hint}>{t`On a phone, you can also long-press the image to save it.`}</p>
          <SaveImageButton blob={ready.blob} fileName={imageFileName('report-qr')} />
        </>
      )}
      {/* On the gym's tablet the report has no Share link button: the member withdraws it from their own phone. */}
      <p className={styles.note}>
        {kiosk
          ? t`You can withdraw the link at any time: sign in on your own phone and open Share link on the report.`
          : t`You can withdraw the link at any time from Share link on the report.`}
      </p>
      <Link
        to="/report"
        search={{ id: reportId }}
        className={`${buttonStyles.button} ${buttonStyles.ghost} ${styles.back}`}
      >{t`Back to the report`}</Link>
    </section>
  );
}
