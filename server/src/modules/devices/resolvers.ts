import { PERMISSIONS } from '@marquee/sdk/model';
import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../graphql/generated.js';
import { guard, requireDevice, type Access } from '../../graphql/guards.js';
import { Kind } from '../../graphql/graphql-js.js';
import type { GraphQLContext } from '../../request/context.js';
import { reportedCapabilities } from './capabilities.js';
import type { DeviceRow } from './repo.js';
import * as manage from './manage.js';
import * as pairing from './pairing/pairing.js';
import { notPlayingReason } from './publishing/not-playing.js';
import * as publishing from './publishing/publishing.js';
import * as queries from './listing/queries.js';
import * as subscriptions from './subscriptions.js';

const identity = <T>(value: T) => value;

/** Operator fields: a device token is turned away before any check (a screen has currentDevice). */
const { read, register, manageContent, configure, delete: remove } = PERMISSIONS.device;
const READ: Access = { anyOf: [read] };
const REGISTER: Access = { anyOf: [register] };
const PUBLISH: Access = { anyOf: [manageContent] };
const CONFIGURE: Access = { anyOf: [configure] };
const DELETE: Access = { anyOf: [remove] };
const self = (ctx: GraphQLContext) => requireDevice(ctx).device;

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
    devices: (_root, _args, ctx) => queries.devices(ctx.services, guard(ctx, READ)),
    device: (_root, { id }, ctx) => queries.device(ctx.services, guard(ctx, READ), id),
    devicePage: (_root, args, ctx) => queries.devicePage(ctx.services, guard(ctx, READ), args),
    currentDevice: (_root, _args, ctx) => queries.currentDevice(ctx.services, self(ctx)),
  },
  Mutation: {
    requestPairingCode: (_root, { platform }, ctx) =>
      pairing.requestPairingCode(ctx.services, { clientIp: ctx.clientIp }, platform),
    pairDevice: (_root, { pairingCode, name }, ctx) =>
      pairing.pairDevice(
        ctx.services,
        guard(ctx, REGISTER),
        { clientIp: ctx.clientIp, requestId: ctx.requestId },
        pairingCode,
        name,
      ),
    claimDevice: (_root, { pairingSecret }, ctx) =>
      pairing.claimDevice(ctx.services, pairingSecret),
    publishToDevice: (_root, { deviceId, content }, ctx) =>
      publishing.publishToDevice(ctx.services, guard(ctx, PUBLISH), deviceId, content),
    renameDevice: (_root, { id, name }, ctx) =>
      manage.renameDevice(ctx.services, guard(ctx, CONFIGURE), id, name),
    deleteDevice: (_root, { id }, ctx) => manage.deleteDevice(ctx.services, guard(ctx, DELETE), id),
    reportDeviceInfo: (_root, { timeZone, info }, ctx) =>
      manage.reportDeviceInfo(ctx.services, self(ctx), timeZone, info),
  },
  Subscription: {
    pairingState: {
      subscribe: (_root, { pairingSecret }, ctx) =>
        pairing.pairingState(ctx.services, pairingSecret),
      resolve: identity,
    },
    currentDeviceChanged: {
      subscribe: (_root, _args, ctx) => subscriptions.currentDeviceChanged(ctx.services, self(ctx)),
      resolve: (device: DeviceRow) => device,
    },
    deviceChanged: {
      subscribe: (_root, _args, ctx) => subscriptions.deviceChanged(ctx.services, guard(ctx, READ)),
      resolve: (device: DeviceRow) => device,
    },
  },
  Device: {
    _id: (d) => d.id,
    onlineStatus: (d, _args, ctx) => queries.onlineStatus(ctx.services, d),
    publishedContent: (d, _args, ctx, info) =>
      queries.publishedContent(ctx.services, d, selectsField(info, 'name')),
    notPlayingReason: (d, _args, ctx) => notPlayingReason(ctx.services, d),
    capabilities: (d) => reportedCapabilities(d.deviceInfo),
  },
};
