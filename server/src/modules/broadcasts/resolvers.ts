import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { guard, requireDevice, type Access } from '../../graphql/guards.js';
import { findGroups } from '../screen-groups/repo.js';
import * as broadcasts from './service.js';

const { read, manageContent } = PERMISSIONS.device;
const READ: Access = { anyOf: [read] };
const PUBLISH: Access = { anyOf: [manageContent] };
/** A screen reads the broadcast it plays (its own content source), in its own space. */
const GROUPS: Access = { anyOf: [read], devices: true };

export const broadcastResolvers: Resolvers = {
  Query: {
    activeBroadcasts: (_root, _args, ctx) =>
      broadcasts.activeBroadcasts(ctx.services, guard(ctx, READ)),
    broadcast: (_root, { id }, ctx) => broadcasts.broadcastById(ctx.services, guard(ctx, READ), id),
    broadcastReachPreview: (_root, { groupIds }, ctx) =>
      broadcasts.reachPreview(ctx.services, guard(ctx, READ), groupIds),
  },
  Mutation: {
    startBroadcast: (_root, { input }, ctx) =>
      broadcasts.startBroadcast(ctx.services, guard(ctx, PUBLISH), input),
    clearBroadcast: (_root, { id }, ctx) =>
      broadcasts.clearBroadcast(ctx.services, guard(ctx, PUBLISH), id),
    acknowledgeBroadcast: (_root, { id }, ctx) =>
      broadcasts.acknowledge(ctx.services, requireDevice(ctx).device, id),
  },
  Broadcast: {
    _id: (b) => b.id,
    content: (b, _args, ctx) =>
      ctx.services.devices.loaders
        .entityName(b.accountId, b.collectionName, b.entityId)
        .then((name) => ({
          collectionName: b.collectionName,
          entityId: b.entityId,
          name: name ?? null,
        })),
    // Its groups the caller's space sees, by the rule startBroadcast chose them by: a group of
    // another space is not named to a caller outside it.
    groups: (b, _args, ctx) =>
      b.groupIds.length === 0
        ? []
        : findGroups(ctx.services.db, b.accountId, guard(ctx, GROUPS).spaceId, b.groupIds),
    screenCount: (b, _args, ctx) => ctx.services.broadcasts.reach(b).then((r) => r.screenCount),
    acknowledgedCount: (b, _args, ctx) =>
      ctx.services.broadcasts.reach(b).then((r) => r.acknowledgedCount),
    screens: (b, { first }, ctx) =>
      broadcasts.screensOfBroadcast(ctx.services, guard(ctx, READ), b, first),
  },
  Device: {
    // A screen reads its own; operators with device read permission any of theirs.
    broadcastId: async (d, _args, ctx) => {
      if (ctx.principal.kind === 'device') {
        if (ctx.principal.device.id !== d.id) return null;
      } else guard(ctx, READ);
      const showing = await ctx.services.deviceBroadcasts?.showing(d.accountId, d.id);
      return showing?.id ?? null;
    },
  },
};
