import type { AppServices } from '../../app-services.js';
import { FetchFailed, UrlRefused } from '../../net/errors.js';
import { guardedFetch } from '../../net/guardedFetch.js';
import { unpacked, UpstreamFailure } from '../feeds/upstream.js';
import { VendorFailure, type FetchVendorJson } from './menus.js';

// Every call to a point-of-sale system goes through the guard with the server's policy and
// clock (10 s, 2 MB as sent); a compressed answer is unpacked with the feeds' 5 MB cap.

/** GETs vendor JSON for the adapters: null on 404, VendorFailure on anything else gone wrong. */
export function vendorJsonFetcher(app: AppServices, vendor: string): FetchVendorJson {
  return async (url, headers) => {
    let body: Buffer;
    try {
      const page = await guardedFetch(
        url,
        {
          headers: {
            accept: 'application/json',
            'accept-encoding': 'gzip, deflate, br',
            ...headers,
          },
        },
        { ...app.outboundFetch, clock: app.clock },
      );
      if (page.status === 404) return null;
      if (page.status < 200 || page.status > 299)
        throw new VendorFailure(`${vendor} answered with status ${page.status}`);
      body = unpacked(page.body, String(page.headers['content-encoding'] ?? ''));
    } catch (error) {
      if (error instanceof UrlRefused) throw new VendorFailure(error.message);
      if (error instanceof FetchFailed) throw new VendorFailure(error.detail);
      if (error instanceof UpstreamFailure) throw new VendorFailure(error.detail);
      throw error;
    }
    try {
      return JSON.parse(body.toString('utf8')) as unknown;
    } catch {
      throw new VendorFailure(`${vendor} did not answer with JSON`);
    }
  };
}
