/**
 * What the page's assertive live regions say now, joined: the next words a screen reader reads,
 * such as a sortable list's "Picked up Logo at position 1 of 3." A keyboard move waits for each
 * of them, as a person using one waits to hear where the row is before the next key.
 */
export const spoken = (): string =>
  [...document.querySelectorAll('[aria-live="assertive"]')].map((r) => r.textContent).join('');
