import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { guard, requireDevice, type Access } from '../../graphql/guards.js';
import { logPage, recordLogLines } from './logs.js';
import { latestScreenshot, uploadScreenshot } from './screenshots.js';

const READ: Access = { anyOf: [PERMISSIONS.device.read] };

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
  },
};
