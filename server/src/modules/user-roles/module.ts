import { defineModule } from '../define-module.js';
import { userRoleResolvers } from './resolvers.js';

export const userRolesModule = defineModule({
  name: 'user-roles',
  resolvers: userRoleResolvers,
});
