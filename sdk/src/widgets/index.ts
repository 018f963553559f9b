import type { WidgetList } from '../render/widgetDefinition.js';
import { imageWidget } from './image/index.js';
import { pdfWidget, presentationWidget } from './presentation/index.js';
import { videoWidget } from './video/index.js';

/**
 * The item types Marquee ships, in the order the editor offers them. Players and editors are
 * given a list (this one, or another for tests and custom builds); adding a type is one folder
 * and one line here.
 */
export const defaultWidgets: WidgetList = [imageWidget, videoWidget, pdfWidget, presentationWidget];
