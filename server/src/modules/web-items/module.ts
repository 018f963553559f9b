import { defineModule } from '../define-module.js';
import { webItemResolvers } from './resolvers.js';

export const webItemsModule = defineModule({
  name: 'web-items',
  resolvers: webItemResolvers,
});
