import { createHash } from 'node:crypto';

// The small page Instagram's consent page returns to, in the window the console opened. It tells
// the console (window.opener) which feed was authorised, then closes itself. Its one script is
// fixed text, allowed by its hash; what varies sits in escaped data attributes.

export const CONNECTED_MESSAGE = 'Instagram is connected. You can close this window.';

const SCRIPT = `(function () {
  var data = document.body.dataset;
  if (data.feedId && window.opener) {
    window.opener.postMessage({ type: 'instagram-authorized', feedId: data.feedId }, data.origin);
    window.close();
  }
})();`;

const scriptHash = createHash('sha256').update(SCRIPT).digest('base64');

export const CALLBACK_PAGE_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${scriptHash}'`,
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export interface CallbackPage {
  message: string;
  /** Set once the feed is authorised: the page tells the opener, at `origin`, and closes. */
  authorized?: { feedId: string; origin: string };
}

export function callbackPageHtml({ message, authorized }: CallbackPage): string {
  const data = authorized
    ? ` data-feed-id="${escapeHtml(authorized.feedId)}" data-origin="${escapeHtml(authorized.origin)}"`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Instagram</title>
<style>body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem;color:#242424}</style>
</head>
<body${data}>
<p>${escapeHtml(message)}</p>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
