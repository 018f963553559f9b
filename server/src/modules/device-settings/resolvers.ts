import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { guard, requireDevice, type Access } from '../../graphql/guards.js';
import * as groups from './group-settings.js';
import { requestScheduledScreenshot } from './scheduled-screenshots.js';
import * as settings from './service.js';

const READ: Access = { anyOf: [PERMISSIONS.device.read] };
const CONFIGURE: Access = { anyOf: [PERMISSIONS.device.configure] };

export const deviceSettingsResolvers: Resolvers = {
  Mutation: {
    updateDeviceSettings: (_root, { deviceId, input }, ctx) =>
      settings.updateDeviceSettings(ctx.services, guard(ctx, CONFIGURE), deviceId, input),
    updateScreenGroupSettings: (_root, { groupId, input }, ctx) =>
      groups.updateGroupSettings(ctx.services, guard(ctx, CONFIGURE), groupId, input),
    requestScheduledScreenshot: (_root, _args, ctx) =>
      requestScheduledScreenshot(ctx.services, requireDevice(ctx).device),
  },
  Device: {
    settings: (device, _args, ctx) => {
      if (ctx.principal.kind === 'device')
        return settings.settingsOf(ctx.services, ctx.principal.device, device);
      guard(ctx, READ);
      return settings.settingsOf(ctx.services, 'user', device);
    },
  },
  ScreenGroup: {
    settings: (group, _args, ctx) => groups.groupSettingsOf(ctx.services, guard(ctx, READ), group),
    settingsSupport: (group, _args, ctx) =>
      groups.groupSettingsSupport(ctx.services, guard(ctx, READ), group),
  },
};
