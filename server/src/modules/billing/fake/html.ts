// The fake provider's pages: plain server-made HTML, no script, styled inline.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const esc = (text: string | number): string =>
  String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.4rem}.note{background:#fff4ce;padding:.5rem 1rem;border-radius:4px}
form{margin:1rem 0}button{font-size:1rem;padding:.5rem 1rem;cursor:pointer}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}
label{display:block;margin:.5rem 0}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body>
<p class="note">Fake Subsbase: a stand-in payment provider for the demo and tests. No money moves.</p>
<h1>${esc(title)}</h1>${body}</body></html>`;
}

/** A form that posts `fields` to `action` with one button. */
export const postButton = (
  action: string,
  label: string,
  fields: Record<string, string>,
  testId: string,
) =>
  `<form method="post" action="${esc(action)}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('')}<button type="submit" data-testid="${esc(testId)}">${esc(label)}</button></form>`;
