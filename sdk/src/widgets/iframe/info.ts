import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { IFRAME_WIDGET_TYPE, iframeBodySchema, iframeVideoId, readIframeBody } from './model.js';

export const iframeWidgetInfo: WidgetInfo = {
  type: IFRAME_WIDGET_TYPE,
  label: 'Web page',
  colour: '#0097a7',
  body: iframeBodySchema,
  version: 1,
  migrations: [],
  // A page has no length of its own; a YouTube address has its video's, once reported.
  contentSeconds: ({ item }) =>
    iframeVideoId(item.body) ? readIframeBody(item.body).duration : undefined,
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
};
