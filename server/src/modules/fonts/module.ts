import { defineModule } from '../define-module.js';
import { fontsRoutes } from './routes.js';

export const fontsModule = defineModule({
  name: 'fonts',
  routes: fontsRoutes,
});
