/** The server's web-font stylesheet: 400 and 700, font-display swap. */
const FONT_STYLESHEET_PATH = '/fonts/css';
/** The server refuses more families than this in one stylesheet. */
const MAX_STYLESHEET_FAMILIES = 20;
/** The one link element every editor's families share. */
const FONT_STYLESHEET_LINK_ID = 'marquee-font-stylesheet';

/** The families each mounted editor asked for; the link loads them all. */
const requests = new Map<symbol, readonly string[]>();

/** The stylesheet URL for these families: each once, in a stable order, at most 20. */
function stylesheetHref(families: Iterable<string>): string | null {
  const unique = [...new Set([...families].map((f) => f.trim()).filter(Boolean))].sort();
  if (unique.length === 0) return null;
  const params = new URLSearchParams();
  for (const family of unique.slice(0, MAX_STYLESHEET_FAMILIES)) params.append('family', family);
  return `${FONT_STYLESHEET_PATH}?${params.toString()}`;
}

function updateLink(): void {
  const href = stylesheetHref([...requests.values()].flat());
  let link = document.getElementById(FONT_STYLESHEET_LINK_ID) as HTMLLinkElement | null;
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.id = FONT_STYLESHEET_LINK_ID;
    link.rel = 'stylesheet';
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** Asks for `families` on behalf of `key` (an editor); an empty list withdraws its request. */
export function requestFamilies(key: symbol, families: readonly string[]): void {
  if (families.length > 0) requests.set(key, families);
  else requests.delete(key);
  updateLink();
}
