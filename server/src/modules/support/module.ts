import { defineModule } from '../define-module.js';
import { supportResolvers } from './resolvers.js';

export const supportModule = defineModule({
  name: 'support',
  resolvers: supportResolvers,
});
