import { defineModule } from '../define-module.js';
import { auditLogResolvers } from './resolvers.js';

export const auditLogModule = defineModule({
  name: 'audit-log',
  resolvers: auditLogResolvers,
});
