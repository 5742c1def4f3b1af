// Copying the share link: the Clipboard API, else the selected text of the link's own field and execCommand.

/**
 * Copies `text`; true when it is on the clipboard. When both ways fail, the field's text is left selected so the
 * person can copy it by hand.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context, document not focused): try the older way.
  }
  if (!field) return false;
  field.focus();
  field.select();
  field.setSelectionRange(0, field.value.length);
  try {
    // Deprecated, but still the only synchronous way in browsers without the Clipboard API (older WebViews).
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
