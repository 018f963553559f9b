import type { z } from 'zod';
import { contentErrorMap } from './messages.js';

/**
 * A field error with the exact place of the bad field as a JSON path from the document's root:
 * `$` is the root, `.name` a key, `[2]` a list index, `["odd key"]` a key that is not a plain
 * name. E.g. `$.content.playlists[0].playlistItems[2].scene.sceneItems[0].start`.
 */
export interface FieldError {
  path: string;
  message: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

const PLAIN_KEY = /^[A-Za-z_$][\w$]*$/;

/** The JSON path of a zod issue path (see FieldError). */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '$';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (typeof segment === 'string' && PLAIN_KEY.test(segment)) out += `.${segment}`;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out;
}

/** The field errors of a failed parse: one per issue, with its JSON path. */
export function fieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: jsonPath(issue.path), message: issue.message }));
}

/**
 * Parses untrusted content without throwing: bad content becomes field errors, never a crash.
 * Messages a schema does not word itself come from contentErrorMap (they name what was expected).
 * Without zod's JIT: it generates and compiles a parser for each object shape on its first use,
 * which a document parsed once (the content at boot) pays for and never gets back.
 */
export function parseContent<S extends z.ZodType>(
  schema: S,
  input: unknown,
): ParseResult<z.output<S>> {
  const result = schema.safeParse(input, { error: contentErrorMap, jitless: true });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldErrors(result.error) };
}
