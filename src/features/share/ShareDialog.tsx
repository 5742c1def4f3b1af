import { useEffect, useId, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button.tsx';
import { ShareDialogBody } from './ShareDialogBody.tsx';
import dialogStyles from '../../ui/ConfirmDialog.module.css';

export type ShareDialogProps = { reportId: string; open: boolean; onClose: () => void };

/**
 * The share dialog on the native <dialog> (as ConfirmDialog): showModal() makes the page inert, Escape and the
 * backdrop close it, focus returns to the Share button.
 */
export function ShareDialog({ reportId, open, onClose }: ShareDialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      className={dialogStyles.dialog}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className={dialogStyles.box}>
          <h2 id={titleId} className={dialogStyles.title}>{t`Share this report`}</h2>
          <ShareDialogBody reportId={reportId} />
          <div className={dialogStyles.actions}>
            <Button variant="secondary" onClick={onClose}>{t`Done`}</Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
