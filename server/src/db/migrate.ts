import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect.js';
import * as initial from './migrations/0001-initial.js';
import * as media from './migrations/0002-media.js';
import * as accounts from './migrations/0003-accounts.js';
import * as screens from './migrations/0004-screens.js';
import * as mediaPages from './migrations/0005-media-pages.js';
import * as rateLimits from './migrations/0006-rate-limits.js';
import * as playbackChecksum from './migrations/0007-playback-checksum.js';
import * as sceneType from './migrations/0008-scene-type.js';
import * as accountItemTypes from './migrations/0009-account-item-types.js';
import * as instagramFeeds from './migrations/0010-instagram-feeds.js';
import * as menuBoards from './migrations/0011-menu-boards.js';
import * as uploadClaims from './migrations/0012-upload-claims.js';
import * as auditLogSubjects from './migrations/0014-audit-log-subjects.js';
import * as filePlaySettings from './migrations/0015-file-play-settings.js';
import * as locationCurrency from './migrations/0016-menu-board-location-currency.js';
import * as deviceSettings from './migrations/0017-device-settings.js';
import * as deviceDiagnostics from './migrations/0018-device-diagnostics.js';
import * as screenGroups from './migrations/0019-screen-groups.js';
import * as broadcasts from './migrations/0020-broadcasts.js';
import * as bulkActions from './migrations/0021-bulk-actions.js';
import * as groupSettings from './migrations/0022-group-settings.js';
import * as liveLinks from './migrations/0023-live-links.js';
import * as playbackFailureAlerts from './migrations/0024-playback-failure-alerts.js';
import * as serviceAdmin from './migrations/0025-service-admin.js';
import * as billing from './migrations/0026-billing.js';
import * as accountAiModels from './migrations/0028-account-ai-models.js';
import * as sonyBravia from './migrations/0029-sony-bravia.js';
import * as sensorAnalytics from './migrations/0031-sensor-analytics.js';
import * as customerFeedback from './migrations/0032-customer-feedback.js';
import * as invitedAdminsSonySerials from './migrations/0033-invited-admins-sony-serials.js';
import * as audienceMonths from './migrations/0034-audience-months.js';
import * as deviceContentSetAt from './migrations/0035-device-content-set-at.js';

// Migrations live in code (not read from a folder), so the built server carries them with it.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-media': media,
  '0003-accounts': accounts,
  '0004-screens': screens,
  '0005-media-pages': mediaPages,
  '0006-rate-limits': rateLimits,
  '0007-playback-checksum': playbackChecksum,
  '0008-scene-type': sceneType,
  '0009-account-item-types': accountItemTypes,
  '0010-instagram-feeds': instagramFeeds,
  '0011-menu-boards': menuBoards,
  '0012-upload-claims': uploadClaims,
  '0014-audit-log-subjects': auditLogSubjects,
  '0015-file-play-settings': filePlaySettings,
  '0016-menu-board-location-currency': locationCurrency,
  '0017-device-settings': deviceSettings,
  '0018-device-diagnostics': deviceDiagnostics,
  '0019-screen-groups': screenGroups,
  '0020-broadcasts': broadcasts,
  '0021-bulk-actions': bulkActions,
  '0022-group-settings': groupSettings,
  '0023-live-links': liveLinks,
  '0024-playback-failure-alerts': playbackFailureAlerts,
  '0025-service-admin': serviceAdmin,
  '0026-billing': billing,
  '0028-account-ai-models': accountAiModels,
  '0029-sony-bravia': sonyBravia,
  '0031-sensor-analytics': sensorAnalytics,
  '0032-customer-feedback': customerFeedback,
  '0033-invited-admins-sony-serials': invitedAdminsSonySerials,
  '0034-audience-months': audienceMonths,
  '0035-device-content-set-at': deviceContentSetAt,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  // Migrations see an untyped database (Kysely<any>): they describe the schema as it was then.
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: 'marquee_migrations',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason =
      error instanceof Error ? error.message : error === undefined ? '' : JSON.stringify(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
