import { useEffect, useId, useRef, useState } from 'react';
import { useModalDialog } from '#src/ui/useModalDialog.ts';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { makeReportImage, type ReportImage } from './report-image.ts';
import { SAVE_REFUSED } from './messages.ts';
import { SaveImageButton } from './SaveImageButton.tsx';
import { imageFileName } from './save-image.ts';
import styles from './ReportImageDialog.module.css';

export type ReportImageDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The report as shown (read when the dialog opens). */
  target: () => HTMLElement | null;
  /** Nodes left out of the picture. */
  exclude: (node: Node) => boolean;
};

type Making = { kind: 'making'; progress: number } | { kind: 'ready'; image: ReportImage; url: string } | { kind: 'failed' };

/**
 * "Save image" (spec 1, 2): a PNG of the report as shown, made on the device, shown as an <img> so that a long-press
 * saves it on a phone, with a button that downloads it (or opens the share sheet on a phone). On the native <dialog>,
 * as the share dialog: the page behind is inert, Escape and the backdrop close it, focus goes back to the button.
 */
export function ReportImageDialog({ open, onClose, target, exclude }: ReportImageDialogProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const { ref, onBackdropClick } = useModalDialog(open, onClose);
  const [making, setMaking] = useState<Making>({ kind: 'making', progress: 0 });
  const [attempt, setAttempt] = useState(0);
  const inputs = useRef({ target, exclude });
  useEffect(() => {
    inputs.current = { target, exclude };
  });

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    let url: string | null = null;
    setMaking({ kind: 'making', progress: 0 });
    const node = inputs.current.target();
    const run = node
      ? makeReportImage(node, {
          exclude: inputs.current.exclude,
          onProgress: (progress) => live && setMaking({ kind: 'making', progress }),
        })
      : Promise.reject(new Error('no report on screen'));
    run.then(
      (image) => {
        if (!live) return;
        url = URL.createObjectURL(image.blob);
        setMaking({ kind: 'ready', image, url });
      },
      () => live && setMaking({ kind: 'failed' }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [open, attempt]);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClick={onBackdropClick}>
      {open ? (
        <div className={styles.box}>
          <h2 id={titleId} className={styles.title}>{t`Save the report as an image`}</h2>
          {making.kind === 'making' ? (
            <div className={styles.making} role="status">
              <p>{t`Making the image…`}</p>
              <progress className={styles.progress} max={1} value={making.progress} aria-label={t`Making the image…`} />
            </div>
          ) : making.kind === 'failed' ? (
            <div className={styles.failed}>
              <p className={styles.problem} role="alert">
                {i18n._(SAVE_REFUSED)}
              </p>
              <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>{t`Try again`}</Button>
            </div>
          ) : (
            <>
              {/* The picture is taller than the dialog: it scrolls here, by keyboard too (hence the tab stop). */}
              <div className={styles.frame} tabIndex={0} role="region" aria-label={t`Image preview`}>
                <img
                  className={styles.image}
                  src={making.url}
                  width={making.image.width}
                  height={making.image.height}
                  alt={t`Image of your report`}
                />
              </div>
              <p className={styles.hint}>{t`On a phone, you can also long-press the image to save it.`}</p>
              <SaveImageButton blob={making.image.blob} fileName={imageFileName('report')} />
            </>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>{t`Done`}</Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
