import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { guard, requireDevice, type Access } from '../../graphql/guards.js';
import * as commands from './service.js';
import { pendingCommandsChanged } from './subscription.js';

const READ: Access = { anyOf: [PERMISSIONS.device.read] };
const CONFIGURE: Access = { anyOf: [PERMISSIONS.device.configure] };
/**
 * The admin console's list of every screen's commands: an admin role, and device:read among the
 * caller's own permissions (an API key of an admin holding only media:read is refused).
 */
const ADMIN_READ: Access = { ...READ, adminRole: true };

export const deviceCommandResolvers: Resolvers = {
  Query: {
    deviceCommands: (_root, { status, deviceId, automatic, limit }, ctx) =>
      commands.adminDeviceCommands(ctx.services, guard(ctx, ADMIN_READ), {
        status,
        deviceId,
        automatic,
        limit: limit ?? 100,
      }),
  },
  Mutation: {
    sendDeviceCommand: (_root, { deviceId, type }, ctx) =>
      commands.sendDeviceCommand(ctx.services, guard(ctx, CONFIGURE), deviceId, type),
    reportDeviceCommandResult: (_root, { commandId, status, error }, ctx) =>
      commands.reportDeviceCommandResult(
        ctx.services,
        requireDevice(ctx).device,
        commandId,
        status,
        error,
      ),
  },
  Subscription: {
    pendingCommandsChanged: {
      subscribe: (_root, _args, ctx) =>
        pendingCommandsChanged(ctx.services, requireDevice(ctx).device),
      resolve: (list: Awaited<ReturnType<typeof commands.pendingCommands>>) => list,
    },
  },
  Device: {
    pendingCommands: (device, _args, ctx) =>
      commands.pendingCommands(
        ctx.services,
        ctx.principal.kind === 'device' ? ctx.principal.device : null,
        device,
      ),
    // A screen sees no command history (its own pending ones above); a user needs device:read.
    commands: (device, { limit, automatic }, ctx) =>
      ctx.principal.kind === 'device'
        ? []
        : commands.deviceCommandsOf(ctx.services, guard(ctx, READ), device, {
            limit: limit ?? 20,
            automatic,
          }),
  },
};
