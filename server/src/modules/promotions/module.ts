import { defineModule } from '../define-module.js';
import { promotionResolvers } from './resolvers.js';

export const promotionsModule = defineModule({
  name: 'promotions',
  resolvers: promotionResolvers,
});
