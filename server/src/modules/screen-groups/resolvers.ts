import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { guard, type Access } from '../../graphql/guards.js';
import type { GraphQLContext } from '../../request/context.js';
import type { DeviceRow } from '../devices/repo.js';
import { withEffectiveContent } from '../devices/publishing/inherited-content.js';
import * as groups from './service.js';

const { read, configure, manageContent } = PERMISSIONS.device;
const READ: Access = { anyOf: [read] };
const CONFIGURE: Access = { anyOf: [configure] };
const PUBLISH: Access = { anyOf: [manageContent] };

/** A screen reads its own groups and tags; anyone else needs device read permission. */
function mayRead(ctx: GraphQLContext, device: DeviceRow) {
  if (ctx.principal.kind === 'device') return ctx.principal.device.id === device.id;
  guard(ctx, READ);
  return true;
}

export const screenGroupResolvers: Resolvers = {
  Query: {
    screenGroups: (_root, _args, ctx) => groups.listGroups(ctx.services, guard(ctx, READ)),
    screenGroup: (_root, { id }, ctx) => groups.group(ctx.services, guard(ctx, READ), id),
    deviceTags: (_root, _args, ctx) => groups.tags(ctx.services, guard(ctx, READ)),
    publishReach: (_root, { targets }, ctx) =>
      groups.publishReach(ctx.services, guard(ctx, READ), targets),
  },
  Mutation: {
    createScreenGroup: (_root, { name }, ctx) =>
      groups.createGroup(ctx.services, guard(ctx, CONFIGURE), name),
    renameScreenGroup: (_root, { id, name }, ctx) =>
      groups.renameGroup(ctx.services, guard(ctx, CONFIGURE), id, name),
    deleteScreenGroup: (_root, { id }, ctx) =>
      groups.deleteGroup(ctx.services, guard(ctx, CONFIGURE), id),
    addScreensToGroup: (_root, { groupId, deviceIds }, ctx) =>
      groups.addScreens(ctx.services, guard(ctx, CONFIGURE), groupId, deviceIds),
    removeScreensFromGroup: (_root, { groupId, deviceIds }, ctx) =>
      groups.removeScreens(ctx.services, guard(ctx, CONFIGURE), groupId, deviceIds),
    setDeviceTags: (_root, { deviceId, tags }, ctx) =>
      groups.setTags(ctx.services, guard(ctx, CONFIGURE), deviceId, tags),
    publishToScreens: (_root, { content, targets }, ctx) =>
      groups.publishToScreens(ctx.services, guard(ctx, PUBLISH), content, targets),
    clearScreenContent: (_root, { deviceIds }, ctx) =>
      groups.clearOwnContent(ctx.services, guard(ctx, PUBLISH), deviceIds),
  },
  ScreenGroup: {
    _id: (g) => g.id,
    screenCount: (g, _args, ctx) => ctx.services.screenGroups.screenCount(g.accountId, g.id),
    publishedContent: (g, _args, ctx) => {
      if (!g.publishedCollection || !g.publishedEntityId) return null;
      const { publishedCollection: collectionName, publishedEntityId: entityId } = g;
      return ctx.services.devices.loaders
        .entityName(g.accountId, collectionName, entityId)
        .then((name) => ({ collectionName, entityId, name: name ?? null }));
    },
  },
  Device: {
    groups: (d, _args, ctx) =>
      mayRead(ctx, d) ? ctx.services.screenGroups.groupsOf(d.accountId, d.id) : [],
    tags: (d, _args, ctx) =>
      mayRead(ctx, d) ? ctx.services.screenGroups.tagsOf(d.accountId, d.id) : [],
    contentSource: async (d, _args, ctx) => {
      if (!mayRead(ctx, d)) return { kind: 'none', group: null };
      // A broadcast covering the screen outranks its own publish and its groups'.
      const broadcast = await ctx.services.broadcasts.showing(d.accountId, d.id);
      if (broadcast) return { kind: 'broadcast', group: null, broadcast };
      const playing = await withEffectiveContent(ctx.services, d);
      if (playing.contentGroup) {
        const [group] = await ctx.services.screenGroups
          .groupsOf(d.accountId, d.id)
          .then((list) => list.filter((g) => g.id === playing.contentGroup!.id));
        return { kind: 'group', group: group ?? null };
      }
      return { kind: playing.publishedEntityId ? 'own' : 'none', group: null };
    },
  },
};
