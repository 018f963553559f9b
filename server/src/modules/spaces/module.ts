import { defineModule } from '../define-module.js';
import { spaceResolvers } from './resolvers.js';

export const spacesModule = defineModule({
  name: 'spaces',
  resolvers: spaceResolvers,
});
