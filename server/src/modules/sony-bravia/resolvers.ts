import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { guard, type Access } from '../../graphql/guards.js';
import {
  listDisplays,
  registerByCode,
  registerBySerial,
  releaseDisplay,
  setupOf,
} from './service.js';

const READ: Access = { anyOf: [PERMISSIONS.device.read] };
const REGISTER: Access = { anyOf: [PERMISSIONS.device.register] };

export const sonyBraviaResolvers: Resolvers = {
  Query: {
    sonyDisplays: (_root, _args, ctx) => listDisplays(ctx.services, guard(ctx, READ)),
    sonyBraviaSetup: (_root, _args, ctx) => setupOf(ctx.services, guard(ctx, READ)),
  },
  Mutation: {
    registerSonyDisplayByCode: (_root, { input }, ctx) =>
      registerByCode(ctx.services, guard(ctx, REGISTER), input, ctx.baseUrl),
    registerSonyDisplayBySerial: (_root, { input }, ctx) =>
      registerBySerial(ctx.services, guard(ctx, REGISTER), input, ctx.baseUrl),
    releaseSonyDisplay: (_root, { id }, ctx) =>
      releaseDisplay(ctx.services, guard(ctx, REGISTER), id),
  },
};
