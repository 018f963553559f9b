import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../app-services.js';

/**
 * A plain HTTP endpoint beside /graphql (uploads, blobs, CSV exports). Each module exports the
 * routes it owns; the server mounts them from one table, so http/ knows no module's internals.
 */
export interface HttpRoute {
  /** Human name for logs. */
  name: string;
  /** Whether this route answers the request path (pathname only, no query). */
  matches(path: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse, url: URL, services: AppServices): Promise<void>;
}
