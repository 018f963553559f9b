import { sumItemFileFacts } from '../../engine/index.js';
import type { WidgetInfo } from '../../render/widgetDefinition.js';
import { VIDEO_WIDGET_TYPE, videoBodySchema } from './model.js';

export const videoWidgetInfo: WidgetInfo = {
  type: VIDEO_WIDGET_TYPE,
  label: 'Video',
  colour: '#e67e22',
  body: videoBodySchema,
  version: 2,
  migrations: [
    {
      // Version 1 bodies called the sizing `fit` (contain, cover or stretch); version 2 names it `imageSizing` like every other media item.
      to: 2,
      migrate: ({ fit, ...rest }) => (fit === undefined ? rest : { imageSizing: fit, ...rest }),
    },
  ],
  contentSeconds: (sceneItem, files) =>
    sumItemFileFacts(sceneItem, files, (facts) => facts.duration) || undefined,
  fillsScreen: true,
  // Video items are not movable or resizable as configured.
  movable: false,
  resizable: false,
  handles: [],
};
