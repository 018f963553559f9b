import { defineModule } from '../define-module.js';
import { sonyBraviaResolvers } from './resolvers.js';
import { sonyBraviaRoutes } from './routes.js';

/**
 * Sony professional BRAVIA displays by zero-touch provisioning: installers register displays by
 * the one-time code they show (Sony's kitting cloud) or by serial number, the display opens the
 * Marquee player with a single-use token and becomes a paired screen, and releasing one removes
 * its screen (and, where IP control is allowed, puts it in standby).
 */
export const sonyBraviaModule = defineModule({
  name: 'sony-bravia',
  resolvers: sonyBraviaResolvers,
  routes: sonyBraviaRoutes,
});
