import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { guard, type Access } from '../../graphql/guards.js';
import type { ApiKeyRow } from './repo.js';
import * as keys from './service.js';

/** A person signed in with a session who manages the account; never an API key. */
const MANAGE_KEYS: Access = { anyOf: [PERMISSIONS.account.manage], sessionOnly: true };

const toApiKey = (k: ApiKeyRow) => ({
  _id: k.id,
  name: k.name,
  prefix: k.prefix,
  permissions: k.permissions,
  createdAt: k.createdAt,
  lastUsedAt: k.lastUsedAt,
});

// An API key never manages API keys, whatever permissions it holds (no key minting keys).
export const apiKeyResolvers: Resolvers = {
  Query: {
    apiKeys: async (_root, _args, ctx) =>
      (await keys.apiKeys(ctx.services, guard(ctx, MANAGE_KEYS))).map(toApiKey),
  },
  Mutation: {
    createApiKey: async (_root, { name, permissions }, ctx) => {
      const created = await keys.createApiKey(
        ctx.services,
        guard(ctx, MANAGE_KEYS),
        name,
        permissions,
      );
      return { apiKey: toApiKey(created.apiKey), secret: created.secret };
    },
    revokeApiKey: (_root, { id }, ctx) =>
      keys.revokeApiKey(ctx.services, guard(ctx, MANAGE_KEYS), id),
  },
};
