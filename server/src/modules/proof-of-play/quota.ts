import { PLAY_QUOTA_PERIODS, type PlayQuotaPeriod } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import type { Scope } from '../../scope.js';
import type { FileRow } from '../files/repo.js';
import { countPlays } from './repo.js';

/** First day (UTC) of the period containing now; weeks start on Monday. */
function periodStart(period: PlayQuotaPeriod, now: Date): Date | null {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  switch (period) {
    case 'weekly': {
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      return new Date(Date.UTC(y, m, now.getUTCDate() - sinceMonday));
    }
    case 'monthly':
      return new Date(Date.UTC(y, m, 1));
    case 'yearly':
      return new Date(Date.UTC(y, 0, 1));
    case 'all-time':
      return null;
  }
}

/**
 * For every file in the graph with a play quota: the plays counted in the quota's current period
 * over all devices of the scope's account, so each player knows what its peers already used up.
 * One grouped query per period in use (at most four). Days are the devices' local days; the
 * period boundary is taken in UTC. The files come from content the caller was already allowed to
 * load, so no further permission applies.
 */
export async function playQuotaCounters(
  app: AppServices,
  scope: Scope,
  files: readonly Pick<FileRow, 'id' | 'playQuota'>[],
) {
  const now = app.clock.now();
  const byPeriod = new Map<PlayQuotaPeriod, string[]>();
  for (const file of files) {
    const period = file.playQuota?.period;
    if (!period || !PLAY_QUOTA_PERIODS.includes(period)) continue;
    byPeriod.set(period, [...(byPeriod.get(period) ?? []), file.id]);
  }
  const counters = await Promise.all(
    [...byPeriod].map(async ([period, fileIds]) => {
      const start = periodStart(period, now);
      const counts = await countPlays(
        app.db,
        scope.accountId,
        'file',
        fileIds,
        start ? start.toISOString().slice(0, 10) : null,
      );
      return fileIds.map((fileId) => ({
        fileId,
        period,
        periodStart: start?.toISOString() ?? null,
        count: counts.get(fileId) ?? 0,
      }));
    }),
  );
  return counters.flat();
}
