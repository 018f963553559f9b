import type { Resolvers } from '../../graphql/generated.js';
import { requireDevice, requirePermission, requireUser, scopeOf } from '../../graphql/guards.js';
import * as commands from './service.js';

export const deviceCommandResolvers: Resolvers = {
  Query: {
    deviceCommands: (_root, { status, deviceId, limit }, ctx) =>
      commands.adminDeviceCommands(ctx.services, scopeOf(ctx), requireUser(ctx).user.role, {
        status,
        deviceId,
        limit: limit ?? 100,
      }),
  },
  Mutation: {
    sendDeviceCommand: (_root, { deviceId, type }, ctx) =>
      commands.sendDeviceCommand(ctx.services, (requireUser(ctx), scopeOf(ctx)), deviceId, type),
    reportDeviceCommandResult: (_root, { commandId, status, error }, ctx) =>
      commands.reportDeviceCommandResult(
        ctx.services,
        requireDevice(ctx).device,
        commandId,
        status,
        error,
      ),
  },
  Device: {
    pendingCommands: (device, _args, ctx) =>
      commands.pendingCommands(
        ctx.services,
        ctx.principal.kind === 'device' ? ctx.principal.device : null,
        device,
      ),
    // Devices see no command history; a user without device:read is refused as before.
    commands: (device, { limit }, ctx) =>
      ctx.principal.kind !== 'user'
        ? []
        : (requirePermission(ctx, 'device:read'),
          commands.deviceCommandsOf(ctx.services, scopeOf(ctx), device, limit ?? 20)),
  },
};
