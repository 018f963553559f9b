import { PERMISSIONS } from '@marquee/sdk/model';
import type { Access } from './guards.js';

// Widgets (weather, RSS, web pages, store menus) live in scenes and apps. The server calls that
// serve them are open to whoever may see or edit the scene or app holding the widget, and to
// screens, which play them with their own token. Nothing else: a key for media alone makes the
// server fetch nothing from outside.

const { scene, app, integrations } = PERMISSIONS;

/** What a widget shows: screens, and users who may read scenes or apps. */
export const WIDGET_READ: Access = { anyOf: [scene.read, app.read], devices: true };

/** Editor helpers (place search, can this page be framed): users who may edit scenes or apps. */
export const WIDGET_EDIT: Access = { anyOf: [scene.update, app.update] };

/** A store's menus from its point-of-sale system: widget readers and menu board readers. */
export const STORE_MENU_READ: Access = {
  anyOf: [scene.read, app.read, integrations.menuBoardRead],
  devices: true,
};
