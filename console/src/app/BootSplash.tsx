import { useState } from 'react';
import { BRAND } from '../shared/brand';

/** How long a page load goes without the message (index.html's .boot-splash animation delay). */
export const BOOT_SPLASH_DELAY_MS = 1000;

/**
 * "Starting Marquee...", from a page load until the signed-in console can draw: index.html shows
 * the same markup before any script runs (styled there), then the router while the first page's
 * code arrives and the session guard while it asks who is signed in, so the wait reads as one.
 * The styles show it only after a moment: a console that starts quickly (the usual case right
 * after signing in) goes straight to its page, with no message flashing by.
 */
export function BootSplash() {
  // The moment counts from the page load, as index.html's does, not from this mount: otherwise
  // each hand-over (index.html, the router, the session guard) would hide a shown message again.
  const [delayMs] = useState(() => Math.max(0, BOOT_SPLASH_DELAY_MS - performance.now()));
  return (
    <div className="boot-splash" role="status" style={{ animationDelay: `${delayMs}ms` }}>
      <span className="boot-spinner" aria-hidden="true" />
      {`Starting ${BRAND.productName}...`}
    </div>
  );
}
