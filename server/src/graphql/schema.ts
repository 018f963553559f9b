import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from '../request/context.js';
import type { ServerContext } from '../request/context.js';
import { accountResolvers } from '../modules/accounts/resolvers.js';
import { apiKeyResolvers } from '../modules/api-keys/resolvers.js';
import { auditLogResolvers } from '../modules/audit-log/resolvers.js';
import { promotionResolvers } from '../modules/promotions/resolvers.js';
import { securityPolicyResolvers } from '../modules/security-policies/resolvers.js';
import { spaceResolvers } from '../modules/spaces/resolvers.js';
import { userRoleResolvers } from '../modules/user-roles/resolvers.js';
import { userResolvers } from '../modules/users/resolvers.js';
import { authResolvers } from '../modules/auth/resolvers.js';
import { contentDeliveryResolvers } from '../modules/content-delivery/resolvers.js';
import { deviceCommandResolvers } from '../modules/device-commands/resolvers.js';
import { deviceResolvers } from '../modules/devices/resolvers.js';
import { feedResolvers } from '../modules/feeds/resolvers.js';
import { fileResolvers } from '../modules/files/resolvers.js';
import { folderResolvers } from '../modules/folders/resolvers.js';
import { instagramResolvers } from '../modules/instagram/resolvers.js';
import { menuBoardResolvers } from '../modules/menu-boards/resolvers.js';
import { playableContentResolvers } from '../modules/playable-content/resolvers.js';
import { posSourceResolvers } from '../modules/pos-sources/resolvers.js';
import { playlistResolvers } from '../modules/playlists/resolvers.js';
import { preferenceResolvers } from '../modules/preferences/resolvers.js';
import { proofOfPlayResolvers } from '../modules/proof-of-play/resolvers.js';
import { sceneResolvers } from '../modules/scenes/resolvers.js';
import { scheduleResolvers } from '../modules/schedules/resolvers.js';
import { webItemResolvers } from '../modules/web-items/resolvers.js';
import { MODULES_DIR } from '../paths.js';
import type { Resolvers } from './generated.js';
import { scalarResolvers } from './scalars.js';

export function loadTypeDefs(modulesDir = MODULES_DIR): string[] {
  return readdirSync(modulesDir)
    .sort()
    .map((name) => join(modulesDir, name, 'schema.graphql'))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
}

const baseResolvers: Resolvers = {
  Query: {
    ping: () => true,
    serverTime: (_root, _args, ctx) => ctx.services.clock.now().toISOString(),
  },
};

export function buildSchema() {
  return createSchema<ServerContext & GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: [
      scalarResolvers,
      baseResolvers,
      authResolvers,
      accountResolvers,
      spaceResolvers,
      userResolvers,
      userRoleResolvers,
      apiKeyResolvers,
      auditLogResolvers,
      securityPolicyResolvers,
      promotionResolvers,
      deviceResolvers,
      fileResolvers,
      folderResolvers,
      sceneResolvers,
      playlistResolvers,
      playableContentResolvers,
      contentDeliveryResolvers,
      deviceCommandResolvers,
      preferenceResolvers,
      scheduleResolvers,
      proofOfPlayResolvers,
      webItemResolvers,
      instagramResolvers,
      menuBoardResolvers,
      feedResolvers,
      posSourceResolvers,
    ],
  });
}
