import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { readYouTubeBody, YOUTUBE_WIDGET_TYPE, youtubeBodySchema } from './model.js';

export const youtubeWidgetInfo: WidgetInfo = {
  type: YOUTUBE_WIDGET_TYPE,
  label: 'YouTube',
  colour: '#e52d27',
  body: youtubeBodySchema,
  version: 1,
  migrations: [],
  // The video's length, once a player reported it to the editor; until then the item's own.
  contentSeconds: (sceneItem) => readYouTubeBody(sceneItem.item.body).duration,
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
};
