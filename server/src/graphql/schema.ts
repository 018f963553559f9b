import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from '../http/context.js';
import type { ServerContext } from '../http/yoga.js';
import { accountResolvers } from '../modules/accounts/resolvers.js';
import { authResolvers } from '../modules/auth/resolvers.js';
import { deviceResolvers } from '../modules/devices/resolvers.js';
import { fileResolvers } from '../modules/files/resolvers.js';
import { playableContentResolvers } from '../modules/playable-content/resolvers.js';
import { playlistResolvers } from '../modules/playlists/resolvers.js';
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
  Query: { ping: () => true },
};

export function buildSchema() {
  return createSchema<ServerContext & GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: [
      scalarResolvers,
      baseResolvers,
      authResolvers,
      accountResolvers,
      deviceResolvers,
      fileResolvers,
      playlistResolvers,
      playableContentResolvers,
    ],
  });
}
