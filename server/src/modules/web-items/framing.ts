import type { IncomingHttpHeaders } from 'node:http';

export interface UrlFramability {
  isFramable: boolean;
  reason: string | null;
}

const FRAMABLE: UrlFramability = { isFramable: true, reason: null };
const MAX_QUOTED = 120;

const headerValues = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const quoted = (text: string) =>
  text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED - 1)}…` : text;

/**
 * The frame-ancestors source lists of the enforced Content-Security-Policy: one per policy that
 * has the directive (several headers, or several policies joined by commas in one).
 */
function frameAncestorLists(headers: IncomingHttpHeaders): string[][] {
  const policies = headerValues(headers['content-security-policy']).flatMap((v) => v.split(','));
  const lists: string[][] = [];
  for (const policy of policies) {
    const directive = policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      // Only a directive's first occurrence in a policy counts.
      .find(([name]) => name?.toLowerCase() === 'frame-ancestors');
    if (directive) lists.push(directive.slice(1).filter(Boolean));
  }
  return lists;
}

// Sources that let any https page (the console, a screen's player) be the frame's parent.
const ANY_ORIGIN = /^(\*|https?:|https:\/\/\*)$/i;

/**
 * Whether a browser would show this response in another site's iframe. frame-ancestors, when a
 * policy has it, is all that counts (browsers then ignore X-Frame-Options); a list without a
 * wildcard allows only the named sites, not Marquee. Otherwise X-Frame-Options DENY or
 * SAMEORIGIN forbids it; ALLOW-FROM is obsolete and browsers ignore it.
 */
export function framabilityOf(headers: IncomingHttpHeaders): UrlFramability {
  const ancestorLists = frameAncestorLists(headers);
  if (ancestorLists.length > 0) {
    const refusing = ancestorLists.find((sources) => !sources.some((s) => ANY_ORIGIN.test(s)));
    if (!refusing) return FRAMABLE;
    const value = refusing.length > 0 ? refusing.join(' ') : "'none'";
    return {
      isFramable: false,
      reason: `The site does not allow other sites to show it in a frame (Content-Security-Policy: frame-ancestors ${quoted(value)}).`,
    };
  }
  const options = headerValues(headers['x-frame-options'])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toUpperCase());
  if (options.includes('DENY'))
    return {
      isFramable: false,
      reason: 'The site does not allow being shown in a frame (X-Frame-Options: DENY).',
    };
  if (options.includes('SAMEORIGIN'))
    return {
      isFramable: false,
      reason:
        'The site allows only its own pages to show it in a frame (X-Frame-Options: SAMEORIGIN).',
    };
  return FRAMABLE;
}
