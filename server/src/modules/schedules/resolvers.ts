import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { scopeWithPermission } from '../../graphql/guards.js';
import * as schedules from './service.js';

// Schedules share the playlist permissions. Signed-in users only: scopeWithPermission refuses a
// device token or a missing session with the guards' own messages; services check again.
const { read, update, delete: remove } = PERMISSIONS.playlist;

export const scheduleResolvers: Resolvers = {
  Query: {
    schedules: (_root, _args, ctx) =>
      schedules.schedules(ctx.services, scopeWithPermission(ctx, read)),
    schedule: (_root, { id }, ctx) =>
      schedules.schedule(ctx.services, scopeWithPermission(ctx, read), id),
  },
  Mutation: {
    createSchedule: (_root, { input }, ctx) =>
      schedules.createSchedule(ctx.services, scopeWithPermission(ctx, update), input),
    updateSchedule: (_root, { id, input }, ctx) =>
      schedules.updateSchedule(ctx.services, scopeWithPermission(ctx, update), id, input),
    deleteSchedule: (_root, { id }, ctx) =>
      schedules.deleteSchedule(ctx.services, scopeWithPermission(ctx, remove), id),
  },
};
