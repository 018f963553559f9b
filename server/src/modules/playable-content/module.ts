import { defineModule } from '../define-module.js';
import { playableContentResolvers } from './resolvers.js';

export const playableContentModule = defineModule({
  name: 'playable-content',
  resolvers: playableContentResolvers,
});
