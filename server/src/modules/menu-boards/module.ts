import { defineModule } from '../define-module.js';
import type { MenuSource } from './menu-source.js';
import { menuBoardResolvers } from './resolvers.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** Point-of-sale menus of SEPTIM and GS locations (menu-source.ts; pos-sources fills it). */
    menuSource?: MenuSource;
  }
}

export const menuBoardsModule = defineModule({
  name: 'menu-boards',
  resolvers: menuBoardResolvers,
});
