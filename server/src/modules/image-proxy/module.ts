import { defineModule } from '../define-module.js';
import { PictureFetches } from './picture-fetches.js';
import { imageProxyRoutes, type PictureOutcome } from './route.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** The image proxy's shared and bounded picture fetches. */
    pictureFetches: PictureFetches<PictureOutcome>;
  }
}

export const imageProxyModule = defineModule({
  name: 'image-proxy',
  routes: imageProxyRoutes,
  services: ({ clock }) => ({ pictureFetches: new PictureFetches<PictureOutcome>({ clock }) }),
});
