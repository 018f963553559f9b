/** Where a screen opens the player: this server's /player page (it then shows a pairing code). */
export const playerAddress = (origin: string = window.location.origin): string =>
  `${origin}/player`;

/**
 * Copies text to the clipboard. The Clipboard API exists only on secure pages (https or
 * localhost); a console reached over plain http on a shop's network falls back to the older
 * copy command on a selected, hidden text field. Resolves false when neither could copy.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied (no permission, page not focused): try the fallback.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  const previousFocus = document.activeElement as HTMLElement | null;
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    previousFocus?.focus();
  }
}
