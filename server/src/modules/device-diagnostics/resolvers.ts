import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import type { GraphQLContext } from '../../request/context.js';
import { guard, requireDevice, type Access } from '../../graphql/guards.js';
import { keptContentOf, playerVersionOf, storageOf } from './health.js';
import { logPage, recordLogLines } from './logs.js';
import { latestScreenshot, uploadScreenshot } from './screenshots.js';

const READ: Access = { anyOf: [PERMISSIONS.device.read] };

/** An operator with device read permission (a screen reads none of its health back). */
const operatorReads = (ctx: GraphQLContext) => {
  if (ctx.principal.kind === 'device') return false;
  guard(ctx, READ);
  return true;
};

export const deviceDiagnosticsResolvers: Resolvers = {
  Mutation: {
    uploadDeviceScreenshot: (_root, { commandId, image }, ctx) =>
      uploadScreenshot(ctx.services, requireDevice(ctx).device, commandId, image),
    recordDeviceLogs: (_root, { stream, lines }, ctx) =>
      recordLogLines(ctx.services, requireDevice(ctx).device, stream, lines),
  },
  Device: {
    // A screen reads neither its own picture nor its log back; a user needs device:read.
    screenshot: (device, _args, ctx) =>
      ctx.principal.kind === 'device'
        ? null
        : latestScreenshot(ctx.services, guard(ctx, READ), device, ctx.baseUrl),
    logs: (device, { levels, before, limit }, ctx) =>
      ctx.principal.kind === 'device'
        ? { entries: [], hasOlder: false }
        : logPage(ctx.services, guard(ctx, READ), device, { levels, before, limit: limit ?? 50 }),
    // Health is for operators; a screen reads none of it back.
    recentErrorCount: (device, _args, ctx) => {
      if (ctx.principal.kind === 'device') return 0;
      const scope = guard(ctx, READ);
      if (device.accountId !== scope.accountId) return 0;
      return ctx.services.deviceHealth.recentErrorCount(device.accountId, device.id);
    },
    playerVersion: (device, _args, ctx) => (operatorReads(ctx) ? playerVersionOf(device) : null),
    storage: (device, _args, ctx) => (operatorReads(ctx) ? storageOf(device) : null),
    keptContent: (device, _args, ctx) => (operatorReads(ctx) ? keptContentOf(device) : null),
  },
};
