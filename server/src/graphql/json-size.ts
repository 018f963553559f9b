/**
 * Whether a JSON value, written out as JSON.stringify writes it, takes more than `maxBytes`
 * bytes of UTF-8. Walked with a stack, not by recursion, and stopped as soon as the count passes
 * the limit, so a hostile value (10 MB of text, or 50,000 levels of nesting, which would
 * overflow JSON.stringify's own recursion) costs no more than the part of it under the limit.
 */
export function jsonLongerThan(value: unknown, maxBytes: number): boolean {
  let bytes = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      // Quotes and escapes only add bytes: a string longer than what is left is over already.
      if (current.length + 2 > maxBytes - bytes) return true;
      bytes += Buffer.byteLength(JSON.stringify(current), 'utf8');
    } else if (Array.isArray(current)) {
      bytes += 2 + Math.max(current.length - 1, 0);
      for (const item of current) pending.push(item === undefined ? null : item);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current).filter(([, child]) => child !== undefined);
      bytes += 2 + Math.max(entries.length - 1, 0);
      for (const [key, child] of entries) {
        bytes += Buffer.byteLength(JSON.stringify(key), 'utf8') + 1;
        pending.push(child);
        if (bytes > maxBytes) return true;
      }
    } else {
      bytes += scalarBytes(current);
    }
    if (bytes > maxBytes) return true;
  }
  return false;
}

function scalarBytes(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).length : 4;
  if (typeof value === 'boolean') return value ? 4 : 5;
  return 4; // null, and what JSON.stringify writes as null
}
