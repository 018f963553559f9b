import { contentDeliveryRoutes } from '../modules/content-delivery/route.js';
import { filesRoutes } from '../modules/files/routes.js';
import { fontsRoutes } from '../modules/fonts/routes.js';
import { imageProxyRoutes } from '../modules/image-proxy/route.js';
import { instagramRoutes } from '../modules/instagram/routes.js';
import { proofOfPlayRoutes } from '../modules/proof-of-play/routes.js';
import type { HttpRoute } from '../request/route.js';

// The one table of module-owned HTTP endpoints beside /graphql. The server asks it after
// /graphql and /health and before the player and console files; the first route whose
// `matches` accepts the path answers.

export const httpRoutes: readonly HttpRoute[] = [
  ...proofOfPlayRoutes,
  ...contentDeliveryRoutes,
  ...filesRoutes,
  ...fontsRoutes,
  ...imageProxyRoutes,
  ...instagramRoutes,
];

/** The first route of the table that answers the path, if any. */
export const routeFor = (table: readonly HttpRoute[], path: string): HttpRoute | undefined =>
  table.find((route) => route.matches(path));
