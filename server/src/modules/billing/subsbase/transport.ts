import type { AppServices } from '../../../app-services.js';
import { FetchFailed, UrlRefused } from '../../../net/errors.js';
import { guardedFetch } from '../../../net/guardedFetch.js';
import { ProviderFailure } from '../provider.js';

// How the adapter's requests leave the process. In production: the server's one outbound fetch
// (net/guardedFetch: checked addresses, 10 s, and here 1 MB, which no answer of ours comes near).
// In the demo and tests: the fake provider's handler, called in-process with the same bytes.

export interface TransportRequest {
  url: string;
  headers: Record<string, string>;
  /** The JSON body of a GraphQL POST. */
  body: string;
}

export interface TransportResponse {
  status: number;
  body: string;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

const ANSWER_LIMIT_BYTES = 1024 * 1024;
const TIME_LIMIT_MS = 10_000;

export function guardedTransport(app: Pick<AppServices, 'outboundFetch' | 'clock'>): Transport {
  return async ({ url, headers, body }) => {
    try {
      const page = await guardedFetch(
        url,
        { method: 'POST', headers: { accept: 'application/json', ...headers }, json: body },
        {
          ...app.outboundFetch,
          clock: app.clock,
          timeLimitMs: TIME_LIMIT_MS,
          sizeLimitBytes: ANSWER_LIMIT_BYTES,
          maxRedirects: 0,
        },
      );
      return { status: page.status, body: page.body.toString('utf8') };
    } catch (error) {
      if (error instanceof UrlRefused) throw new ProviderFailure(error.message);
      if (error instanceof FetchFailed)
        throw new ProviderFailure(`The payment provider could not be reached: ${error.detail}`);
      throw error;
    }
  };
}
