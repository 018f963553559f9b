import { SERVER_MODULES } from '../modules/index.js';
import type { HttpRoute } from '../request/route.js';

// The one table of module-owned HTTP endpoints beside /graphql, from each module's definition
// (modules/index.ts). The server asks it after /graphql and /health and before the player and
// console files; the first route whose `matches` accepts the path answers.

export const httpRoutes: readonly HttpRoute[] = SERVER_MODULES.flatMap(
  (module) => module.routes ?? [],
);

/** The first route of the table that answers the path, if any. */
export const routeFor = (table: readonly HttpRoute[], path: string): HttpRoute | undefined =>
  table.find((route) => route.matches(path));
