import type { WidgetEditor } from '../types';
import { gradientGroup } from './GradientGroup';

export { GradientFields } from './GradientFields';

/** A new gradient needs no content: it is created with its defaults (2 colours, 5 steps, 25°). */
export const gradientEditor: WidgetEditor = {
  type: 'gradient',
  toolbarGroups: [gradientGroup],
};
