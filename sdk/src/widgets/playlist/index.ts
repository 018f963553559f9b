import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { playlistWidgetInfo } from './info.js';
import { PlaylistWidget } from './render.js';

export * from './model.js';
export { PlaylistWidget, PlaylistRenderPathContext } from './render.js';

export const playlistWidget: WidgetDefinition = { ...playlistWidgetInfo, Render: PlaylistWidget };
