import { SCROLLING_TEXT_WIDGET_TYPE } from '@marquee/sdk';
import type { WidgetEditor } from '../types';
import { scrollingColoursGroup } from './ColoursGroup';
import { scrollingContentGroup } from './ContentGroup';

/** A new scrolling text needs no content: its text is typed into the toolbar. */
export const scrollingTextEditor: WidgetEditor = {
  type: SCROLLING_TEXT_WIDGET_TYPE,
  toolbarGroups: [scrollingContentGroup, scrollingColoursGroup],
};
