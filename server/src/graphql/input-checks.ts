import {
  DEFAULT_TEXT,
  FALLBACK_JSON,
  FALLBACK_LIST,
  INPUT_LIMITS,
  textTooLong,
  type JsonLimit,
  type ListLimit,
  type TextLimit,
} from './input-limits.js';
import { jsonLongerThan } from './json-size.js';
import { textRuleBroken } from './text-rules.js';

/** Why one value is refused, in the words the answer shows. */
export interface Found {
  message: string;
}

/** The limit of the list at a coordinate; a list missing from the table gets the fallback. */
export function listLimitAt(coordinate: string): ListLimit {
  const limit = INPUT_LIMITS[coordinate];
  return limit?.kind === 'list' ? limit : FALLBACK_LIST;
}

export function jsonLimitAt(coordinate: string): JsonLimit {
  const limit = INPUT_LIMITS[coordinate];
  return limit?.kind === 'json' ? limit : FALLBACK_JSON;
}

/**
 * The rule for text at a coordinate: its own entry, or for an item of a list the list's `each`,
 * else the default of its scalar (an unknown string-like scalar counts as a String).
 */
export function textLimitAt(coordinate: string, scalar: string, item: boolean): TextLimit {
  const limit = INPUT_LIMITS[coordinate];
  const own = item ? (limit?.kind === 'list' ? limit.each : undefined) : limit;
  if (own?.kind === 'text') return own;
  return DEFAULT_TEXT[scalar] ?? DEFAULT_TEXT.String!;
}

export function checkText(
  text: string,
  scalar: string,
  coordinate: string,
  item: boolean,
): Found | null {
  const limit = textLimitAt(coordinate, scalar, item);
  // Length first: it costs nothing, and a 10 MB text is refused without reading it.
  if (text.length > limit.maxLength) return { message: textTooLong(limit) };
  const broken = textRuleBroken(text, limit.text, limit.label);
  return broken === null ? null : { message: broken };
}

export function checkJson(value: unknown, coordinate: string): Found | null {
  const limit = jsonLimitAt(coordinate);
  if (limit.maxItems !== undefined && Array.isArray(value) && value.length > limit.maxItems)
    return { message: limit.tooMany ?? `At most ${limit.maxItems} items` };
  return jsonLongerThan(value, limit.maxBytes) ? { message: limit.tooLarge } : null;
}
