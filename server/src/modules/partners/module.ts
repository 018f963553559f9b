import { defineModule } from '../define-module.js';
import { partnerResolvers } from './resolvers.js';

/** The partner console: a reseller's child accounts, new ones, and invitations into them. */
export const partnersModule = defineModule({
  name: 'partners',
  resolvers: partnerResolvers,
});
