import { proofOfPlayCsvRoute } from './routes.js';

// http/server.ts mounts the CSV export by these two names; the route itself lives in routes.ts
// (proofOfPlayRoutes), which the server's route table mounts instead once it has one.
export { CSV_ROUTE_PREFIX } from './routes.js';
export const serveProofOfPlayCsv = proofOfPlayCsvRoute.handle;
