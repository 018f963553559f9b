import { sql } from 'kysely';
import type { AppServices } from '../../app-services.js';

/**
 * How often the statistics are looked at again: hourly, the more frequent end of SQLite's advice
 * for long-lived connections. A check that finds nothing grown much costs a glance at each table's
 * size; a fleet that doubled since (an import of screens, a morning of pairing) is planned for as
 * it is within the hour, not after hours of reading whole accounts for each batch.
 */
export const REFRESH_EVERY_MS = 60 * 60 * 1000;

/**
 * SQLite plans a query from the statistics ANALYZE leaves in sqlite_stat1, and without them it
 * guesses: it took `account_id = ? AND id IN (…100 ids…)` through the account's index, reading
 * every screen of the account for each batch (7 ms a batch of 100 among 10,000 screens, against
 * 0.3 ms by primary key with statistics). `PRAGMA optimize` analyses only the tables that were
 * never analysed or have changed much since, each index sampled on at most `analysis_limit` rows,
 * so it costs milliseconds even on a large database. PostgreSQL keeps its own (autovacuum).
 */
export async function refreshPlannerStatistics(app: Pick<AppServices, 'db' | 'dialect'>) {
  if (app.dialect !== 'sqlite') return;
  await sql`PRAGMA analysis_limit = 1000`.execute(app.db);
  await sql`PRAGMA optimize = 0x10002`.execute(app.db);
}

/** Refreshes the statistics every REFRESH_EVERY_MS; returns the function that stops. */
export function keepPlannerStatistics(
  app: Pick<AppServices, 'db' | 'dialect' | 'clock' | 'logger'>,
): () => void {
  if (app.dialect !== 'sqlite') return () => {};
  let cancel = () => {};
  let stopped = false;
  const schedule = () => {
    cancel = app.clock.setTimeout(() => {
      refreshPlannerStatistics(app)
        .catch((err: unknown) => app.logger.warn({ err }, 'database statistics not refreshed'))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, REFRESH_EVERY_MS);
  };
  schedule();
  return () => {
    stopped = true;
    cancel();
  };
}
