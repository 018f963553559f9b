import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLError } from 'graphql';
import type { AppServices } from '../../app-services.js';
import { scopeOf } from '../../graphql/guards.js';
import { decodePathOrRefuse, type HttpRoute } from '../../request/route.js';
import { presentedToken, resolvePrincipal } from '../auth/principal.js';
import { ENTITY_TYPES, proofOfPlayReport, reportCsv, type EntityType } from './report.js';

export const CSV_ROUTE_PREFIX = '/api/proof-of-play/';
const CSV_PATH = /^\/api\/proof-of-play\/([a-z]+)\/([^/]+?)(\.csv)?$/;

/** What a refused request answers, by the error code the service threw. */
const STATUS_BY_CODE: Record<string, number> = { BAD_USER_INPUT: 400, FORBIDDEN: 403 };

function send(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text + '\n');
}

/**
 * GET /api/proof-of-play/{entityType}/{entityId}.csv[?from=YYYY-MM-DD&to=YYYY-MM-DD]: the report
 * as CSV, for the signed-in user (screens_token cookie, so a plain link downloads it) or a bearer
 * token, scoped to the user's account like the GraphQL query. The service checks the permission.
 */
async function serveProofOfPlayCsv(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  services: AppServices,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
  const match = CSV_PATH.exec(url.pathname);
  const entityType = match?.[1] as EntityType | undefined;
  if (!match || !entityType || !ENTITY_TYPES.includes(entityType))
    return send(res, 404, 'Not found');
  const entityId = decodePathOrRefuse(res, match[2] ?? '');
  if (entityId === null) return;
  const principal = await resolvePrincipal(services, presentedToken({ req }));
  if (principal.kind !== 'user') return send(res, 401, 'You need to sign in');
  let report;
  try {
    report = await proofOfPlayReport(services, scopeOf({ principal }), {
      entityType,
      entityId,
      from: url.searchParams.get('from'),
      to: url.searchParams.get('to'),
    });
  } catch (error) {
    const status = STATUS_BY_CODE[String((error as GraphQLError).extensions?.code)];
    if (status) return send(res, status, (error as Error).message);
    throw error;
  }
  const filename = `proof-of-play-${entityType}-${report.entityId}.csv`.replace(/[^\w.-]/g, '_');
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : reportCsv(report));
}

export const proofOfPlayCsvRoute: HttpRoute = {
  name: 'proof-of-play CSV',
  matches: (path) => path.startsWith(CSV_ROUTE_PREFIX),
  handle: serveProofOfPlayCsv,
};

/** The plain HTTP endpoints of proof of play, for the server's route table. */
export const proofOfPlayRoutes: HttpRoute[] = [proofOfPlayCsvRoute];
