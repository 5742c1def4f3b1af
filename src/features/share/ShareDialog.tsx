import { useId } from 'react';
import { useModalDialog } from '#src/ui/useModalDialog.ts';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { ShareDialogBody } from './ShareDialogBody.tsx';
import dialogStyles from '#src/ui/ConfirmDialog.module.css';

export type ShareDialogProps = { reportId: string; open: boolean; onClose: () => void };

/**
 * The share dialog on the native <dialog> (as ConfirmDialog): showModal() makes the page inert, Escape and the
 * backdrop close it, focus returns to the Share button.
 */
export function ShareDialog({ reportId, open, onClose }: ShareDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { ref, onBackdropClick } = useModalDialog(open, onClose);

  return (
    <dialog ref={ref} className={dialogStyles.dialog} aria-labelledby={titleId} onClick={onBackdropClick}>
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
