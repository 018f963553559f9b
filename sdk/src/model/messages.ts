import type { z } from 'zod';

/**
 * Clear messages for bad content, naming what was expected. Schemas set their own message where
 * the spec words one (e.g. "Start time must be positive"); everything else falls back to this map,
 * passed to each parse, so the simulator, the player and the console say the same thing.
 */

/** How a value reads in a message: strings quoted, the rest as JSON. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return 'an object';
}

const A_TYPE: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
};

function bound(
  issue: { origin?: string; inclusive?: boolean },
  value: number | bigint,
  side: 'min' | 'max',
) {
  const limit = String(value);
  if (issue.origin === 'array')
    return side === 'min' ? `at least ${limit} entries` : `at most ${limit} entries`;
  if (issue.origin === 'string')
    return side === 'min'
      ? limit === '1'
        ? 'not empty'
        : `at least ${limit} characters`
      : `at most ${limit} characters`;
  const exclusive = issue.inclusive === false;
  if (side === 'min') return exclusive ? `greater than ${limit}` : `at least ${limit}`;
  return exclusive ? `less than ${limit}` : `at most ${limit}`;
}

/** The message for an issue no schema worded itself; undefined keeps zod's. */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Required';
      return `Expected ${A_TYPE[issue.expected] ?? issue.expected}, got ${shown(issue.input)}`;
    case 'invalid_value':
      return `${shown(issue.input)} is not one of ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return `${shown(issue.input)} must be ${bound(issue, issue.minimum, 'min')}`;
    case 'too_big':
      return `${shown(issue.input)} must be ${bound(issue, issue.maximum, 'max')}`;
    case 'invalid_format':
      return issue.format === 'datetime'
        ? `${shown(issue.input)} is not an ISO date-time with a real date`
        : `${shown(issue.input)} is not a valid ${issue.format}`;
    case 'invalid_union':
      if (issue.note === 'No matching discriminator') {
        const value = (issue.input as Record<string, unknown> | undefined)?.[
          issue.discriminator ?? ''
        ];
        const options: unknown = (issue as { options?: unknown }).options;
        const names = Array.isArray(options) ? options.map(String).join(', ') : '';
        return value === undefined
          ? `Required; one of ${names}`
          : `${shown(value)} is not one of ${names}`;
      }
      return undefined;
    case 'unrecognized_keys':
      return unknownKeysMessage(issue.keys, undefined);
    default:
      return undefined;
  }
};

/** `Unknown key "monday"; expected one of sun, mon, ...` (the known keys when given). */
export function unknownKeysMessage(keys: readonly string[], known: readonly string[] | undefined) {
  const names = keys.map((k) => JSON.stringify(k)).join(', ');
  const head = keys.length === 1 ? `Unknown key ${names}` : `Unknown keys ${names}`;
  return known ? `${head}; expected one of ${known.join(', ')}` : head;
}
