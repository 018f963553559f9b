import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { PLAYLIST_WIDGET_TYPE, playlistBodySchema, playlistSeconds } from './model.js';

/** A playlist playing inside a scene's box. */
export const playlistWidgetInfo: WidgetInfo = {
  type: PLAYLIST_WIDGET_TYPE,
  label: 'Playlist',
  colour: '#16a085',
  body: playlistBodySchema,
  version: 1,
  migrations: [],
  contentSeconds: playlistSeconds,
  // It sizes its media by its own imageSizing, also when it covers the screen.
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
};
