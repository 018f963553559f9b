import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { guard, type Access } from '../../graphql/guards.js';
import { createLiveLink, listLiveLinks, revokeLiveLink } from './service.js';

const SHARE: Access = { anyOf: [PERMISSIONS.device.configure] };

export const liveLinksResolvers: Resolvers = {
  Query: {
    liveLinks: (_root, _args, ctx) => listLiveLinks(ctx.services, guard(ctx, SHARE)),
  },
  Mutation: {
    createLiveLink: (_root, { target }, ctx) =>
      createLiveLink(ctx.services, guard(ctx, SHARE), target, ctx.baseUrl),
    revokeLiveLink: (_root, { id }, ctx) => revokeLiveLink(ctx.services, guard(ctx, SHARE), id),
  },
};
