import { defineModule } from '../define-module.js';
import { aiModelResolvers } from './resolvers.js';

export const aiModelsModule = defineModule({
  name: 'ai-models',
  resolvers: aiModelResolvers,
});
