import { useEffect, useId, useRef, type ReactNode } from 'react';
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
  open, title, children, confirmLabel, cancelLabel, danger = false, busy = false, confirmDisabled = false, onConfirm, onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const cancelRef = useRef(onCancel);
  const busyRef = useRef(busy);
  useEffect(() => {
    cancelRef.current = onCancel;
    busyRef.current = busy;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
    if (!open && dialog.open) dialog.close();
    return undefined;
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape fires `cancel`: the parent decides whether the dialog closes (it is controlled by `open`).
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      if (!busyRef.current) cancelRef.current();
    };
    dialog.addEventListener('cancel', onCancelEvent);
    return () => dialog.removeEventListener('cancel', onCancelEvent);
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its inner box.
        if (event.target === ref.current && !busy) onCancel();
      }}
    >
      {open ? (
        <div className={styles.box}>
          <h2 id={titleId} className={styles.title}>{title}</h2>
          {children ? <div id={bodyId} className={styles.body}>{children}</div> : null}
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
