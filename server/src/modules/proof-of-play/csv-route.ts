import type { IncomingMessage, ServerResponse } from 'node:http';
import { PERMISSIONS } from '@marquee/sdk/model';
import type { GraphQLError } from 'graphql';
import type { AppServices } from '../../app-services.js';
import { presentedToken, resolvePrincipal } from '../auth/principal.js';
import { buildReport, ENTITY_TYPES, reportCsv, type EntityType } from './report.js';

export const CSV_ROUTE_PREFIX = '/api/proof-of-play/';

function send(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text + '\n');
}

/**
 * GET /api/proof-of-play/{entityType}/{entityId}.csv[?from=YYYY-MM-DD&to=YYYY-MM-DD]: the report
 * as CSV, for the signed-in user (screens_token cookie, so a plain link downloads it) or a bearer
 * token, scoped to the user's account like the GraphQL query.
 */
export async function serveProofOfPlayCsv(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  services: AppServices,
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
  const match = /^\/api\/proof-of-play\/([a-z]+)\/([^/]+?)(\.csv)?$/.exec(url.pathname);
  const entityType = match?.[1] as EntityType | undefined;
  if (!match || !entityType || !ENTITY_TYPES.includes(entityType))
    return send(res, 404, 'Not found');
  const principal = await resolvePrincipal(services, presentedToken({ req }));
  if (principal.kind !== 'user') return send(res, 401, 'You need to sign in');
  if (!principal.permissions.has(PERMISSIONS.device.read))
    return send(res, 403, 'You do not have permission to do this');
  let report;
  try {
    report = await buildReport(services.db, principal.user.accountId, {
      entityType,
      entityId: decodeURIComponent(match[2] ?? ''),
      from: url.searchParams.get('from'),
      to: url.searchParams.get('to'),
    });
  } catch (error) {
    if ((error as GraphQLError).extensions?.code === 'BAD_USER_INPUT')
      return send(res, 400, (error as Error).message);
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
