import type { Resolvers } from '../../graphql/generated.js';
import * as schedules from './service.js';

export const scheduleResolvers: Resolvers = {
  Query: {
    schedules: (_root, _args, ctx) => schedules.schedules(ctx),
    schedule: (_root, { id }, ctx) => schedules.schedule(ctx, id),
  },
  Mutation: {
    createSchedule: (_root, { input }, ctx) => schedules.createSchedule(ctx, input),
    updateSchedule: (_root, { id, input }, ctx) => schedules.updateSchedule(ctx, id, input),
    deleteSchedule: (_root, { id }, ctx) => schedules.deleteSchedule(ctx, id),
  },
};
