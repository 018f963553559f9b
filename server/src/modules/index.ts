import type { ServerModule } from './define-module.js';
import { accountsModule } from './accounts/module.js';
import { aiModelsModule } from './ai-models/module.js';
import { apiKeysModule } from './api-keys/module.js';
import { auditLogModule } from './audit-log/module.js';
import { authModule } from './auth/module.js';
import { billingModule } from './billing/module.js';
import { baseModule } from './base/module.js';
import { broadcastsModule } from './broadcasts/module.js';
import { bulkActionsModule } from './bulk-actions/module.js';
import { contentDeliveryModule } from './content-delivery/module.js';
import { customerFeedbackModule } from './customer-feedback/module.js';
import { databaseStatisticsModule } from './database-statistics/module.js';
import { deviceCommandsModule } from './device-commands/module.js';
import { deviceDiagnosticsModule } from './device-diagnostics/module.js';
import { deviceSettingsModule } from './device-settings/module.js';
import { devicesModule } from './devices/module.js';
import { feedsModule } from './feeds/module.js';
import { filesModule } from './files/module.js';
import { fleetTimelineModule } from './fleet-timeline/module.js';
import { foldersModule } from './folders/module.js';
import { fontsModule } from './fonts/module.js';
import { imageProxyModule } from './image-proxy/module.js';
import { instagramModule } from './instagram/module.js';
import { liveLinksModule } from './live-links/module.js';
import { menuBoardsModule } from './menu-boards/module.js';
import { notificationsModule } from './notifications/module.js';
import { partnersModule } from './partners/module.js';
import { playableContentModule } from './playable-content/module.js';
import { playlistsModule } from './playlists/module.js';
import { posSourcesModule } from './pos-sources/module.js';
import { preferencesModule } from './preferences/module.js';
import { promotionsModule } from './promotions/module.js';
import { proofOfPlayModule } from './proof-of-play/module.js';
import { scenesModule } from './scenes/module.js';
import { screenGroupsModule } from './screen-groups/module.js';
import { schedulesModule } from './schedules/module.js';
import { securityPoliciesModule } from './security-policies/module.js';
import { sensorAnalyticsModule } from './sensor-analytics/module.js';
import { serviceAdminModule } from './service-admin/module.js';
import { sonyBraviaModule } from './sony-bravia/module.js';
import { spacesModule } from './spaces/module.js';
import { supportModule } from './support/module.js';
import { userRolesModule } from './user-roles/module.js';
import { usersModule } from './users/module.js';
import { webItemsModule } from './web-items/module.js';

/**
 * Every server module, one line each. The schema, the HTTP route table, the job queue and the
 * process's start and stop read this list; adding a module is its folder and one line here.
 * In folder order, as the SDL has always been joined; no two modules answer the same path.
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  accountsModule,
  aiModelsModule,
  apiKeysModule,
  auditLogModule,
  authModule,
  billingModule,
  baseModule,
  broadcastsModule,
  bulkActionsModule,
  contentDeliveryModule,
  customerFeedbackModule,
  databaseStatisticsModule,
  deviceCommandsModule,
  deviceDiagnosticsModule,
  deviceSettingsModule,
  devicesModule,
  feedsModule,
  filesModule,
  fleetTimelineModule,
  foldersModule,
  fontsModule,
  imageProxyModule,
  instagramModule,
  liveLinksModule,
  menuBoardsModule,
  notificationsModule,
  partnersModule,
  playableContentModule,
  playlistsModule,
  posSourcesModule,
  preferencesModule,
  promotionsModule,
  proofOfPlayModule,
  scenesModule,
  screenGroupsModule,
  schedulesModule,
  securityPoliciesModule,
  sensorAnalyticsModule,
  serviceAdminModule,
  sonyBraviaModule,
  spacesModule,
  supportModule,
  userRolesModule,
  usersModule,
  webItemsModule,
];
