import type { Resolvers } from '../../graphql/generated.js';
import type { ApiKeyRow } from './repo.js';
import * as keys from './service.js';

const toApiKey = (k: ApiKeyRow) => ({
  _id: k.id,
  name: k.name,
  prefix: k.prefix,
  permissions: k.permissions,
  createdAt: k.createdAt,
  lastUsedAt: k.lastUsedAt,
});

export const apiKeyResolvers: Resolvers = {
  Query: {
    apiKeys: async (_root, _args, ctx) => (await keys.apiKeys(ctx)).map(toApiKey),
  },
  Mutation: {
    createApiKey: async (_root, { name, permissions }, ctx) => {
      const created = await keys.createApiKey(ctx, name, permissions);
      return { apiKey: toApiKey(created.apiKey), secret: created.secret };
    },
    revokeApiKey: (_root, { id }, ctx) => keys.revokeApiKey(ctx, id),
  },
};
