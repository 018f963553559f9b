import { sumItemFileFacts } from '../../engine/index.js';
import type { ItemSeconds } from '../../engine/index.js';
import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { presentationBodySchema, readPresentationBody } from './model.js';

/** A PDF lasts its pages times the page duration (10 s a page unless the item says otherwise). */
const pagesSeconds: ItemSeconds = (sceneItem, files) => {
  const pages = sumItemFileFacts(sceneItem, files, (facts) => facts.pageCount);
  return pages > 0 ? pages * readPresentationBody(sceneItem.item.body).pageDuration : undefined;
};

const presentation = {
  body: presentationBodySchema,
  version: 1,
  migrations: [],
  contentSeconds: pagesSeconds,
  // Pages keep their own sizing; the playlist's media fit is for images and videos.
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
} satisfies Omit<WidgetInfo, 'type' | 'label' | 'colour'>;

/** The PDF item of any scene. */
export const pdfWidgetInfo: WidgetInfo = {
  type: 'pdf',
  label: 'PDF',
  colour: '#c0392b',
  ...presentation,
};

/** The item of a presentation scene (a PDF shown page by page, full screen). */
export const presentationWidgetInfo: WidgetInfo = {
  type: 'presentation',
  label: 'Presentation',
  colour: '#8e44ad',
  ...presentation,
};
