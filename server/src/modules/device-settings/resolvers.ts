import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { guard, type Access } from '../../graphql/guards.js';
import * as settings from './service.js';

const READ: Access = { anyOf: [PERMISSIONS.device.read] };
const CONFIGURE: Access = { anyOf: [PERMISSIONS.device.configure] };

export const deviceSettingsResolvers: Resolvers = {
  Mutation: {
    updateDeviceSettings: (_root, { deviceId, input }, ctx) =>
      settings.updateDeviceSettings(ctx.services, guard(ctx, CONFIGURE), deviceId, input),
  },
  Device: {
    settings: (device, _args, ctx) => {
      if (ctx.principal.kind === 'device')
        return settings.settingsOf(ctx.services, ctx.principal.device, device);
      guard(ctx, READ);
      return settings.settingsOf(ctx.services, 'user', device);
    },
  },
};
