// Spec 9: taps on the same control within 300 ms count once, so a double tap never sends a form, a code or a
// mail twice, nor opens and closes a menu in one go.
export const DOUBLE_TAP_MS = 300;

/** What a tap can set off; a canvas drag or a text selection is not one. */
const CONTROL =
  'button, a[href], summary, [role="button"], [role="tab"], [role="menuitem"], [role="link"], input[type="submit"], input[type="button"]';

/**
 * Swallows the second click on the same control within DOUBLE_TAP_MS, before any handler sees it. Typing between
 * two taps makes the second one a new, deliberate tap (a corrected field, then "Send" again), not a double tap.
 */
export function installDoubleTapGuard(root: Document = document, now: () => number = () => performance.now()): () => void {
  let last: { control: Element; at: number } | null = null;
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!control) return;
    const at = now();
    if (last && last.control === control && at - last.at < DOUBLE_TAP_MS) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    last = { control, at };
  };
  const forget = () => {
    last = null;
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('input', forget, true);
  root.addEventListener('keydown', forget, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('input', forget, true);
    root.removeEventListener('keydown', forget, true);
  };
}
