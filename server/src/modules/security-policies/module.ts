import { defineModule } from '../define-module.js';
import { securityPolicyResolvers } from './resolvers.js';

export const securityPoliciesModule = defineModule({
  name: 'security-policies',
  resolvers: securityPolicyResolvers,
});
