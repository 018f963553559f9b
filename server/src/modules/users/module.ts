import { defineModule } from '../define-module.js';
import { userResolvers } from './resolvers.js';

export const usersModule = defineModule({
  name: 'users',
  resolvers: userResolvers,
});
