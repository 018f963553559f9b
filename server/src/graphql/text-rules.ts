/**
 * Which characters a text argument may hold, by the kind of text it is. Names are shown on one
 * line everywhere (media grid, screen list, a playlist's title bar), so they refuse every control
 * character, line breaks included, and the bidirectional overrides and isolates: U+202E turns
 * "‮gnp.exe" into what reads as "exe.png". Multi-line texts keep TAB, LF and CR.
 *
 * The left-to-right and right-to-left marks (U+200E, U+200F, U+061C) stay allowed: Hebrew or
 * Arabic names mixed with Latin words or digits need them to place punctuation, and a mark only
 * sets the direction of the neutral characters beside it; it cannot reverse a run of letters the
 * way an override or an isolate does.
 */
export type TextKind = 'any' | 'multiLine' | 'singleLine';

/**
 * C0 controls, DEL, C1 controls (NEL among them), the line and paragraph separators. NUL is left
 * out: every text of every field refuses it already, with its own message (plugins/use-valid-text).
 */
const CONTROLS = '\\u0001-\\u001F\\u007F-\\u009F\\u2028\\u2029';
/** Embeddings and overrides (LRE, RLE, PDF, LRO, RLO) and isolates (LRI, RLI, FSI, PDI). */
const BIDI_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';

const SINGLE_LINE_REFUSED = new RegExp(`[${CONTROLS}${BIDI_CONTROLS}]`);
// The same, but TAB (U+0009), LF (U+000A) and CR (U+000D) are part of a multi-line text.
const MULTI_LINE_REFUSED = new RegExp(
  `[\\u0001-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`,
);

export const TEXT_RULE_MESSAGES = {
  singleLine: (label: string) =>
    `${label} must be one line of text, without control characters or direction overrides`,
  multiLine: (label: string) =>
    `${label} cannot contain control characters (other than tabs and line breaks) or direction overrides`,
} as const;

/** The message when `text` breaks the rule of its kind, or null when it is fine. */
export function textRuleBroken(text: string, kind: TextKind, label: string): string | null {
  if (kind === 'singleLine' && SINGLE_LINE_REFUSED.test(text))
    return TEXT_RULE_MESSAGES.singleLine(label);
  if (kind === 'multiLine' && MULTI_LINE_REFUSED.test(text))
    return TEXT_RULE_MESSAGES.multiLine(label);
  return null;
}
