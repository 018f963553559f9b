import { backgroundGroup } from '../shared/BackgroundGroup';
import type { WidgetEditor } from '../types';
import { textFontFamilies } from './fontFamilies';
import { textGroup } from './TextGroup';

/**
 * The text item: its rich text is edited in the floating toolbar's first group (the canvas
 * preview is the player's own drawing and takes no pointer), its background in the second. A
 * new item starts with the default text; there is nothing to pick.
 */
export const textEditor: WidgetEditor = {
  type: 'text',
  toolbarGroups: [textGroup, backgroundGroup],
  fontFamilies: textFontFamilies,
};
