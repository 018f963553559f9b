import { filesRoutes } from '../modules/files/routes.js';
import { CSV_ROUTE_PREFIX, serveProofOfPlayCsv } from '../modules/proof-of-play/csv-route.js';
import type { HttpRoute } from './route.js';

// The one table of module-owned HTTP endpoints beside /graphql. The server asks it after
// /graphql and /health and before the player and console files; the first route whose
// `matches` accepts the path answers.

/** The proof-of-play CSV export, until its module exports its routes itself. */
const proofOfPlayCsvRoute: HttpRoute = {
  name: 'proof-of-play csv',
  matches: (path) => path.startsWith(CSV_ROUTE_PREFIX),
  handle: serveProofOfPlayCsv,
};

export const httpRoutes: readonly HttpRoute[] = [proofOfPlayCsvRoute, ...filesRoutes];

/** The first route of the table that answers the path, if any. */
export const routeFor = (table: readonly HttpRoute[], path: string): HttpRoute | undefined =>
  table.find((route) => route.matches(path));
