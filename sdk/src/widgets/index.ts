import type { WidgetList } from '../render/widgetDefinition.js';
import { imageWidget } from './image/index.js';
import { pdfWidget, presentationWidget } from './presentation/index.js';
import { textWidget } from './text/index.js';
import { videoWidget } from './video/index.js';
import { rectangleWidget } from './rectangle/index.js';
import { gradientWidget } from './gradient/index.js';
import { clockWidget } from './clock/index.js';
import { qrCodeWidget } from './qrcode/index.js';
import { iframeWidget } from './iframe/index.js';
import { youtubeWidget } from './youtube/index.js';
import { canvaWidget } from './canva/index.js';
import { playlistWidget } from './playlist/index.js';
import { dataTableWidget } from './dataTable/index.js';
import { instagramPublicFeedWidget, instagramWidget } from './instagram/index.js';
import { weatherWidget } from './weather/index.js';
import { rssFeedWidget } from './rss/index.js';
import { scrollingTextWidget } from './scrollingText/index.js';
import { aiCameraWidget } from './aiCamera/index.js';
import { cashierWidget } from './cashier/index.js';
import { menuBoardWidget } from './menuBoard/index.js';
import { mealShowcaseWidget } from './mealShowcase/index.js';
import { septimMenuBoardWidget } from './septimMenuBoard/index.js';
import { gsMenuBoardWidget } from './gsMenuBoard/index.js';
import { septimStoreBoardWidget } from './septimStoreBoard/index.js';
import { customerFeedbackWidget } from './customerFeedback/index.js';

// The same list with each renderer loaded on first use, for split bundles.
export { lazyDefaultWidgets } from './lazyWidgets.js';
// The shape, gradient, clock and QR code bodies and limits, for the console's editors.
export * from './rectangle/index.js';
export * from './gradient/index.js';
export * from './clock/index.js';
export * from './qrcode/index.js';
// The web page, YouTube and Canva bodies and their address parsers, for the console's editors.
export * from './iframe/index.js';
export * from './youtube/index.js';
export * from './canva/index.js';
// The playlist item's body and duration rule, for the console's editor.
export * from './playlist/index.js';
// The data table's body, limits and feed reader, for the console's editor.
export * from './dataTable/index.js';
// The Instagram bodies, constants and messages, for the console's editors.
export * from './instagram/index.js';
// The weather, RSS and scrolling text bodies and constants, for the console's editors.
export * from './weather/index.js';
export * from './rss/index.js';
export * from './scrollingText/index.js';
// The AI camera and cashier display bodies and constants, and the cashier's browser event.
export * from './aiCamera/index.js';
export * from './cashier/index.js';
// The menu board's body, layout arithmetic and menu readers, for the console's editor.
export * from './menuBoard/index.js';
// The meal showcase's body, for the console's editor.
export * from './mealShowcase/index.js';
// The menu board v1's body and menu readers (Septim store system), for the console's editor.
export * from './septimMenuBoard/index.js';
// The store boards' bodies and readers (GS and the second, Septim store board).
export * from './gsMenuBoard/index.js';
export * from './septimStoreBoard/index.js';
// The customer feedback body and its screen's answer outbox, for the console's editor.
export * from './customerFeedback/index.js';

/**
 * The item types Marquee ships, in the order the editor offers them. Players and editors are
 * given a list (this one, or another for tests and custom builds); adding a type is one folder,
 * one line here and one in lazyWidgets.ts (its test checks both lists match).
 */
export const defaultWidgets: WidgetList = [
  imageWidget,
  videoWidget,
  pdfWidget,
  presentationWidget,
  textWidget,
  playlistWidget,
  rectangleWidget,
  gradientWidget,
  clockWidget,
  qrCodeWidget,
  iframeWidget,
  youtubeWidget,
  canvaWidget,
  weatherWidget,
  scrollingTextWidget,
  rssFeedWidget,
  instagramWidget,
  instagramPublicFeedWidget,
  dataTableWidget,
  aiCameraWidget,
  cashierWidget,
  menuBoardWidget,
  mealShowcaseWidget,
  septimMenuBoardWidget,
  gsMenuBoardWidget,
  septimStoreBoardWidget,
  customerFeedbackWidget,
];
