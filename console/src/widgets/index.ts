import type { WidgetEditor } from './types';
import { imageEditor } from './image';
import { pdfEditor } from './pdf';
import { presentationEditor } from './presentation';
import { videoEditor } from './video';
import { rectangleEditor } from './rectangle';
import { gradientEditor } from './gradient';
import { clockEditor } from './clock';
import { qrCodeEditor } from './qrcode';
import { iframeEditor } from './iframe';
import { youtubeEditor } from './youtube';
import { canvaEditor } from './canva';
import { playlistEditor } from './playlist';
import { textEditor } from './text';
import { dataTableEditor } from './dataTable';
import { instagramEditor, instagramPublicFeedEditor } from './instagram';
import { weatherEditor } from './weather';
import { rssFeedEditor } from './rss';
import { scrollingTextEditor } from './scrollingText';
import { aiCameraEditor } from './aiCamera';
import { cashierEditor } from './cashier';
import { menuBoardEditor } from './menuBoard';
import { mealShowcaseEditor } from './mealShowcase';
import { gsMenuBoardEditor } from './gsMenuBoard';
import { septimStoreBoardEditor } from './septimStoreBoard';
import { septimMenuBoardEditor } from './septimMenuBoard';
import { customerFeedbackEditor } from './customerFeedback';

export * from './types';
export { availableItemTypes, offeredWidgets } from './availability';
export { ITEM_TYPE_FEATURES, lockingFeature, unlockedItemTypes } from './itemTypeLocks';
export { useAccountItemTypes, useOfferedItemTypes } from './useAccountItemTypes';
export { MediaFilePicker } from './shared/MediaFilePicker';
export { editorFileOf } from './shared/mediaFiles';
export { ToolTip, TOOLTIP_DELAY_MS } from '../kit/ToolTip';

/**
 * The console's scene item editors, one per type, listed explicitly (nothing registers
 * itself). Adding a type: its folder here, one line in this list, and one in the sdk's
 * defaultWidgets.
 */
export const widgetEditors: readonly WidgetEditor[] = [
  imageEditor,
  videoEditor,
  pdfEditor,
  presentationEditor,
  textEditor,
  playlistEditor,
  rectangleEditor,
  gradientEditor,
  clockEditor,
  qrCodeEditor,
  iframeEditor,
  youtubeEditor,
  canvaEditor,
  weatherEditor,
  scrollingTextEditor,
  rssFeedEditor,
  instagramEditor,
  instagramPublicFeedEditor,
  dataTableEditor,
  aiCameraEditor,
  cashierEditor,
  menuBoardEditor,
  mealShowcaseEditor,
  septimMenuBoardEditor,
  gsMenuBoardEditor,
  septimStoreBoardEditor,
  customerFeedbackEditor,
];

/** The item types every account may add; an account's list adds more. */
export const ENABLED_ITEM_TYPES: readonly string[] = [
  'image',
  'video',
  'pdf',
  'presentation',
  'text',
  'playlist',
  'rectangle',
  'gradient',
  'clock',
  'qrcode',
  'iframe',
  'youtube',
  'canva',
  'weather',
  'scrolling_text',
  'rss_feed',
  'instagram',
  'instagram_public_feed',
  'data_table',
  'ai_camera',
  'gs_cashier',
  'menu_board',
  'meal_showcase',
  'gs_menu_board',
  'septim_store_menu_board',
  'la_fresca_septim_menu_board',
  'customer_feedback',
];

const byType = new Map(widgetEditors.map((editor) => [editor.type, editor]));

/** The editor of a type, or undefined for a type this console cannot edit. */
export const editorFor = (type: string): WidgetEditor | undefined => byType.get(type);
