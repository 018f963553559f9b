import type { WidgetEditor } from '../types';
import { borderGroup } from './BorderGroup';
import { fillGroup } from './FillGroup';

/** A new rectangle needs no content: it is created with its defaults (a yellow fill, no border). */
export const rectangleEditor: WidgetEditor = {
  type: 'rectangle',
  toolbarGroups: [fillGroup, borderGroup],
};
