/**
 * Which request an error came from, so that error masking (which sees only the error) can log and
 * return the request id of an internal error. plugins/use-request-id.ts tags the errors of every
 * result; the masking in plugins/use-masked-errors.ts reads the tag.
 *
 * Not an AsyncLocalStorage: on Node 20 one of those, once used, runs a hook for every promise the
 * process creates, and a publish to 10,000 screens creates hundreds of thousands (5–8% of the busy
 * time in the 2,000-screen profile). Tagging the few errors there are costs nothing per event.
 */
const requestIds = new WeakMap<object, string>();

/** Marks an error as raised while serving `requestId` (the first mark wins). */
export function tagRequestId(error: unknown, requestId: string | undefined): void {
  if (!requestId || typeof error !== 'object' || error === null) return;
  if (!requestIds.has(error)) requestIds.set(error, requestId);
  const original = (error as { originalError?: unknown }).originalError;
  if (typeof original === 'object' && original !== null && !requestIds.has(original))
    requestIds.set(original, requestId);
}

export function requestIdOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? requestIds.get(error) : undefined;
}
