import { Suspense, useRef, useState, type ReactNode } from 'react';
import { lazyPart } from '#src/ui/LazyPart.tsx';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ShareDialog } from './ShareDialog.tsx';
import { PdfDownload } from './PdfDownload.tsx';
import { ExportDownload } from './ExportDownload.tsx';
import { REPORT_EXPORT_FORMATS, type ReportExportFormat } from '#shared/export-formats.ts';
import { isKiosk } from '#src/lib/kiosk.ts';
import { useModalDialog } from '#src/ui/useModalDialog.ts';
import { Button } from '#src/ui/Button.tsx';
import dialogStyles from '#src/ui/ConfirmDialog.module.css';
import styles from './ReportActions.module.css';

// Loaded on the first tap: it is not needed to read the report, and the report route's preload list sits in /login's budget.
const ReportImageDialog = lazyPart(() => import('../qrcode/ReportImageDialog.tsx').then((m) => ({ default: m.ReportImageDialog })));

export type ReportActionsProps = { reportId: string };

/** A 20 px line icon of the action buttons (decoration: each action has its words beside it). */
function Icon({ d }: { d: string }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.icon}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const ICONS = {
  link: 'M10 14a4.5 4.5 0 006.4 0l3-3a4.5 4.5 0 00-6.4-6.4l-1.2 1.2 M14 10a4.5 4.5 0 00-6.4 0l-3 3a4.5 4.5 0 006.4 6.4l1.2-1.2',
  image: 'M4 5h16v14H4z M4 16l5-5 4 4 2-2 5 5 M15 9.5v.5',
  qr: 'M4 4h6v6H4z M14 4h6v6h-6z M4 14h6v6H4z M14 14h2v2h-2z M18 18h2v2h-2z M14 18h2 M18 14h2',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  pdf: 'M12 4v11 M7.5 10.5L12 15l4.5-4.5 M5 19h14',
  share: 'M12 15V4 M8 8l4-4 4 4 M5 12v7h14v-7',
  record: 'M6 3h9l4 4v14H6z M14 3v5h5 M9 13h7 M12.5 10v7',
  watch: 'M8 7V3h8v4 M8 17v4h8v-4 M7 7h10v10H7z M12 10v2.5l1.5 1',
} as const;

/**
 * The report's actions (spec 2): download (the PDF, the health record and the Garmin file), send to e-mail, copy share
 * link, save image, and a QR image of the link, behind one "Share or save" button in the report's header, so the
 * report opens on its results: a sheet from the
 * bottom on a phone, a small dialog on a tablet. The sheet stays open while the PDF is made (its progress shows
 * there); the share link and image dialogs replace it. On a gym's shared tablet nothing is saved to the device (a
 * download outlives the member's sign-out, and a copied link stays on the tablet's clipboard for the next member): the
 * member takes the report away by e-mail or with the QR code scanned by their own phone.
 */
export function ReportActions({ reportId }: ReportActionsProps) {
  const { t } = useLingui();
  const [kiosk] = useState(isKiosk);
  const [menu, setMenu] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [imaging, setImaging] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const { ref, onBackdropClick } = useModalDialog(menu, () => setMenu(false));
  const then = (open: (value: boolean) => void) => () => {
    setMenu(false);
    open(true);
  };

  /** Each one-report export's icon. */
  const EXPORT_ICONS: Record<ReportExportFormat, keyof typeof ICONS> = { fhir: 'record', fit: 'watch' };

  return (
    <div ref={group} className={styles.bar}>
      <button type="button" className={styles.opener} onClick={() => setMenu(true)} aria-haspopup="dialog" aria-expanded={menu}>
        <Icon d={ICONS.share} />
        <span>{t`Share or save`}</span>
      </button>
      {/* The dialog's own clicks stay inside: a click on its backdrop is the one that closes it. */}
      <dialog
        ref={ref}
        className={`${dialogStyles.dialog} ${styles.sheet}`}
        aria-labelledby="report-actions-title"
        onClick={onBackdropClick}
      >
        <div className={dialogStyles.box}>
          <h2 id="report-actions-title" className={dialogStyles.title}>{t`Share or save this report`}</h2>
          <div className={styles.actions} role="group" aria-label={t`Report actions`}>
            {kiosk ? null : <PdfDownload reportId={reportId} className={styles.action} icon={<Icon d={ICONS.pdf} />} />}
            {kiosk
              ? null
              : REPORT_EXPORT_FORMATS.map((format) => (
                  <ExportDownload
                    key={format}
                    reportId={reportId}
                    format={format}
                    className={styles.action}
                    icon={<Icon d={ICONS[EXPORT_ICONS[format]]} />}
                  />
                ))}
            <Link to="/report/send" search={{ reportId }} className={styles.action}>
              <Icon d={ICONS.mail} />
              <span>{t`Send by e-mail`}</span>
            </Link>
            {kiosk ? null : (
              <button type="button" className={styles.action} onClick={then(setSharing)} aria-haspopup="dialog">
                <Icon d={ICONS.link} />
                <span>{t`Share link`}</span>
              </button>
            )}
            {kiosk ? null : (
              <button type="button" className={styles.action} onClick={then(setImaging)} aria-haspopup="dialog">
                <Icon d={ICONS.image} />
                <span>{t`Save image`}</span>
              </button>
            )}
            <Link to="/qrcode/save" search={{ reportId }} className={styles.action}>
              <Icon d={ICONS.qr} />
              <span>{t`QR image`}</span>
            </Link>
          </div>
          <Button variant="secondary" onClick={() => setMenu(false)}>{t`Close`}</Button>
        </div>
      </dialog>
      {kiosk ? null : <ShareDialog reportId={reportId} open={sharing} onClose={() => setSharing(false)} />}
      {imaging ? (
        <Suspense fallback={null}>
          <ReportImageDialog
            open
            onClose={() => setImaging(false)}
            // The report as shown: the screen's content, less this button (and the dialogs beside it).
            target={() => group.current?.closest('main') ?? group.current?.parentElement ?? null}
            exclude={(node) => node === group.current}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
