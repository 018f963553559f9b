import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { ACCOUNT_MANAGE, guard, type Access } from '../../graphql/guards.js';
import * as spaces from './service.js';

/**
 * A person lists the spaces to switch between them; an API key acts in the one space it was made
 * in and switches none, so it lists them only when it manages the account.
 */
const LIST: Access = { anyOf: [PERMISSIONS.account.manage], sessionPasses: true };

const toSpace = (s: { id: string; name: string }) => ({ _id: s.id, name: s.name });

export const spaceResolvers: Resolvers = {
  Query: {
    spaces: async (_root, _args, ctx) =>
      (await spaces.listSpaces(ctx.services, guard(ctx, LIST))).map(toSpace),
  },
  Mutation: {
    createSpace: async (_root, { name }, ctx) =>
      toSpace(await spaces.createSpace(ctx.services, guard(ctx, ACCOUNT_MANAGE), name)),
    renameSpace: async (_root, { id, name }, ctx) =>
      toSpace(await spaces.renameSpace(ctx.services, guard(ctx, ACCOUNT_MANAGE), id, name)),
    deleteSpace: (_root, { id }, ctx) =>
      spaces.deleteSpace(ctx.services, guard(ctx, ACCOUNT_MANAGE), id),
  },
};
