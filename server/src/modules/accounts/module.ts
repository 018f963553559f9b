import { defineModule } from '../define-module.js';
import { accountResolvers } from './resolvers.js';

export const accountsModule = defineModule({
  name: 'accounts',
  resolvers: accountResolvers,
});
