import { defineModule } from '../define-module.js';
import { apiKeyResolvers } from './resolvers.js';

export const apiKeysModule = defineModule({
  name: 'api-keys',
  resolvers: apiKeyResolvers,
});
