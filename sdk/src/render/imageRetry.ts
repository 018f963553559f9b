/** A failed image retries every 10 s with a cache-breaking parameter until it loads. */
export const IMAGE_RETRY_INTERVAL_MS = 10_000;

/** The image URL for a retry, with a cache-breaking parameter. */
export function retryUrl(url: string, attempt: number): string {
  if (attempt === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}
