import { defineModule } from '../define-module.js';
import { preferenceResolvers } from './resolvers.js';

export const preferencesModule = defineModule({
  name: 'preferences',
  resolvers: preferenceResolvers,
});
