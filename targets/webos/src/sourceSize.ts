type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The size in bytes of what a URL serves, or null when it cannot be learned. */
export type SourceSize = (url: string) => Promise<number | null>;

/** How long a size probe may take before the size is taken as unknown. */
export const SIZE_PROBE_TIMEOUT_MS = 10_000;

/** A source's size is never learned: the host keeps the answer it had without it. */
export const unknownSize: SourceSize = () => Promise.resolve(null);

/**
 * A source's size from the Content-Length of a HEAD request through the page's fetch.
 * Content-Length is a CORS-safelisted response header, so a cross-origin media server's answer
 * is readable. A refused HEAD, an answer without a plain number, a network failure or no
 * answer within `timeoutMs` all give null. The request is aborted at the limit where the engine
 * has AbortController (webOS Signage 4.0's Chromium 53 has none); the probe stops waiting
 * there either way.
 */
export function headContentLength(fetch: Fetch, timeoutMs = SIZE_PROBE_TIMEOUT_MS): SourceSize {
  return (url) =>
    new Promise<number | null>((resolve) => {
      const controller = typeof AbortController === 'function' ? new AbortController() : null;
      const timer = setTimeout(() => {
        controller?.abort();
        resolve(null);
      }, timeoutMs);
      const settle = (size: number | null) => {
        clearTimeout(timer);
        resolve(size);
      };
      const init: RequestInit = controller
        ? { method: 'HEAD', signal: controller.signal }
        : { method: 'HEAD' };
      fetch(url, init).then(
        (response) => {
          const length = response.headers.get('content-length');
          const size = length === null || length === '' ? NaN : Number(length);
          settle(
            response.ok && isFinite(size) && size >= 0 && Math.floor(size) === size ? size : null,
          );
        },
        () => settle(null),
      );
    });
}
