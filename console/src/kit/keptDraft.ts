/**
 * Unsaved edits kept in the tab (sessionStorage) under a key while they differ from what is
 * saved: the console's router cannot hold a navigation back, so a link or Back taken with edits
 * open would drop them; kept here, the page finds them again when the operator returns. They go
 * with the tab, never to another operator.
 */
const PREFIX = 'marquee:draft:';

/** The kept draft, when one is kept and `isDraft` accepts what was read; else undefined. */
export function readKeptDraft<T>(
  key: string,
  isDraft: (value: unknown) => value is T,
): T | undefined {
  try {
    const text = sessionStorage.getItem(PREFIX + key);
    if (text === null) return undefined;
    const value: unknown = JSON.parse(text);
    return isDraft(value) ? value : undefined;
  } catch {
    // Storage refused (private mode, quota) or held something unreadable: nothing was kept.
    return undefined;
  }
}

/** Keeps the draft, or forgets it with undefined (saved, discarded, or no longer different). */
export function keepDraft(key: string, draft: unknown): void {
  try {
    if (draft === undefined) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // A draft that cannot be kept is still on the page; only leaving it would lose it.
  }
}
