import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../graphql/generated.js';
import { Kind } from '../../graphql/graphql-js.js';
import type { DeviceRow } from './repo.js';
import * as manage from './manage.js';
import * as devices from './service.js';

const identity = <T>(value: T) => value;

/** Whether the field's selection may include `name`; fragments count as yes, to stay safe. */
function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      (s) => s.kind !== Kind.FIELD || s.name.value === name,
    ),
  );
}

export const deviceResolvers: Resolvers = {
  Query: {
    devices: (_root, _args, ctx) => devices.devices(ctx),
    device: (_root, { id }, ctx) => devices.device(ctx, id),
    devicePage: (_root, args, ctx) => manage.devicePage(ctx, args),
    currentDevice: (_root, _args, ctx) => devices.currentDevice(ctx),
  },
  Mutation: {
    requestPairingCode: (_root, { platform }, ctx) => devices.requestPairingCode(ctx, platform),
    pairDevice: (_root, { pairingCode, name }, ctx) => devices.pairDevice(ctx, pairingCode, name),
    claimDevice: (_root, { pairingSecret }, ctx) => devices.claimDevice(ctx, pairingSecret),
    publishToDevice: (_root, { deviceId, content }, ctx) =>
      devices.publishToDevice(ctx, deviceId, content),
    renameDevice: (_root, { id, name }, ctx) => manage.renameDevice(ctx, id, name),
    deleteDevice: (_root, { id }, ctx) => manage.deleteDevice(ctx, id),
    reportDeviceInfo: (_root, { timeZone, info }, ctx) =>
      manage.reportDeviceInfo(ctx, timeZone, info),
  },
  Subscription: {
    pairingState: {
      subscribe: (_root, { pairingSecret }, ctx) => devices.pairingState(ctx, pairingSecret),
      resolve: identity,
    },
    currentDeviceChanged: {
      subscribe: (_root, _args, ctx) => devices.currentDeviceChanged(ctx),
      resolve: (device: DeviceRow) => device,
    },
    deviceChanged: {
      subscribe: (_root, _args, ctx) => devices.deviceChanged(ctx),
      resolve: (device: DeviceRow) => device,
    },
  },
  Device: {
    _id: (d) => d.id,
    onlineStatus: (d, _args, ctx) => devices.onlineStatus(ctx, d),
    publishedContent: (d, _args, ctx, info) =>
      devices.publishedContent(ctx, d, selectsField(info, 'name')),
  },
};
