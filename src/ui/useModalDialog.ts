// The one way the app opens a native <dialog> as a modal (docs/code-style.md: the platform's <dialog>, wrapped once).
import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * A <dialog> shown as a modal while `open`: showModal() makes the page behind inert and keeps focus inside; Escape
 * and a click on the backdrop call `onDismiss` unless `dismissable` is false (the caller owns `open`, so it decides
 * whether the dialog closes); on closing, focus goes back to what had it before, if that is still on the page.
 */
export function useModalDialog(open: boolean, onDismiss: () => void, dismissable = true) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onDismiss, dismissable });
  useEffect(() => {
    latest.current = { onDismiss, dismissable };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // Escape fires `cancel`; the dialog must not close by itself, or `open` and the page would disagree.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (latest.current.dismissable) latest.current.onDismiss();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  /** A click on the backdrop lands on the <dialog> itself, outside its inner box. */
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && dismissable) onDismiss();
  };
  return { ref, onBackdropClick };
}
