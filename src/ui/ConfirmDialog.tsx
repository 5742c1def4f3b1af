import { useId, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog.ts';
import { useLingui } from '@lingui/react/macro';
import { Button } from './Button.tsx';
import styles from './ConfirmDialog.module.css';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  /** The action is running: both buttons wait, Escape does nothing. */
  busy?: boolean;
  /** Disables the confirm button (e.g. until a confirmation word is typed). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal confirmation on the native <dialog>: showModal() makes the rest of the page inert (the focus
 * stays inside), Escape and the backdrop cancel, focus returns to where it was on close.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const bodyId = useId();
  const { ref, onBackdropClick } = useModalDialog(open, onCancel, !busy);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onClick={onBackdropClick}
    >
      {open ? (
        <div className={styles.box}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children ? (
            <div id={bodyId} className={styles.body}>
              {children}
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus={danger}>
              {cancelLabel ?? t`Cancel`}
            </Button>
            <Button
              className={danger ? styles.danger : undefined}
              onClick={onConfirm}
              busy={busy}
              disabled={confirmDisabled}
              autoFocus={!danger}
            >
              {confirmLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
