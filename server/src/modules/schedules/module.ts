import { defineModule } from '../define-module.js';
import { scheduleResolvers } from './resolvers.js';

export const schedulesModule = defineModule({
  name: 'schedules',
  resolvers: scheduleResolvers,
});
