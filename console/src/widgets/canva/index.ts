import type { WidgetEditor } from '../types';
import { designGroup } from './DesignGroup';

export const canvaEditor: WidgetEditor = {
  type: 'canva',
  // No file to pick: a new item starts empty and the design is pasted into its toolbar.
  toolbarGroups: [designGroup],
};
