import type { Resolvers } from '../../graphql/generated.js';
import * as commands from './service.js';

export const deviceCommandResolvers: Resolvers = {
  Query: {
    deviceCommands: (_root, { status, limit }, ctx) =>
      commands.adminDeviceCommands(ctx, status, limit ?? 100),
  },
  Mutation: {
    sendDeviceCommand: (_root, { deviceId, type }, ctx) =>
      commands.sendDeviceCommand(ctx, deviceId, type),
    reportDeviceCommandResult: (_root, { commandId, status, error }, ctx) =>
      commands.reportDeviceCommandResult(ctx, commandId, status, error),
  },
  Device: {
    pendingCommands: (device, _args, ctx) => commands.pendingCommands(ctx, device),
    commands: (device, { limit }, ctx) => commands.deviceCommandsOf(ctx, device, limit ?? 20),
  },
};
