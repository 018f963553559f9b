import { ALL_HANDLES, type WidgetDefinition } from '../../render/widgetDefinition.js';
import { IFRAME_WIDGET_TYPE, iframeBodySchema, iframeVideoId, readIframeBody } from './model.js';
import { IframeWidget } from './render.js';

export * from './model.js';
export { IframeWidget } from './render.js';

export const iframeWidget: WidgetDefinition = {
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
  Render: IframeWidget,
};
