import { defineModule } from '../define-module.js';
import { authResolvers } from './resolvers.js';

export const authModule = defineModule({
  name: 'auth',
  resolvers: authResolvers,
});
