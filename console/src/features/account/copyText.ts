/**
 * Copies text for the person: the Clipboard API where the page may use it (a secure origin with
 * permission), else the older copy command on `fallback`'s selected text (plain-http
 * deployments). Resolves whether it copied; false leaves the text selected to copy by hand.
 */
export async function copyText(text: string, fallback: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, no focus): try the copy command below.
  }
  if (!fallback) return false;
  fallback.focus();
  fallback.select();
  try {
    // The deprecated command is the only way left where the Clipboard API is not there.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
