import type { z } from 'zod';

/** A field error with the exact path of the bad field, e.g. "playlistItems.2.scene.duration". */
export interface FieldError {
  path: string;
  message: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Parses untrusted content without throwing: bad content becomes field errors, never a crash. */
export function parseContent<S extends z.ZodType>(
  schema: S,
  input: unknown,
): ParseResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}
