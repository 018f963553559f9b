import type { ServerResponse } from 'node:http';
import { sql } from 'kysely';
import type { AppServices } from '../app-services.js';

/** GET /health: 200 when the database answers, 503 otherwise. */
export async function serveHealth(res: ServerResponse, services: AppServices): Promise<void> {
  let database: 'ok' | 'error' = 'ok';
  try {
    await sql`select 1`.execute(services.db);
  } catch (err) {
    database = 'error';
    services.logger.error({ err }, 'health check: database does not answer');
  }
  const ok = database === 'ok';
  res.writeHead(ok ? 200 : 503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify({ status: ok ? 'ok' : 'error', database, dialect: services.dialect }));
}
