import {
  lazyRender,
  type RenderLoader,
  type WidgetInfo,
  type WidgetList,
} from '../render/widgetDefinition.js';
import { imageWidgetInfo } from './image/info.js';
import { videoWidgetInfo } from './video/info.js';
import { pdfWidgetInfo, presentationWidgetInfo } from './presentation/info.js';
import { textWidgetInfo } from './text/info.js';
import { playlistWidgetInfo } from './playlist/info.js';
import { rectangleWidgetInfo } from './rectangle/info.js';
import { gradientWidgetInfo } from './gradient/info.js';
import { clockWidgetInfo } from './clock/info.js';
import { qrCodeWidgetInfo } from './qrcode/info.js';
import { iframeWidgetInfo } from './iframe/info.js';
import { youtubeWidgetInfo } from './youtube/info.js';
import { canvaWidgetInfo } from './canva/info.js';
import { weatherWidgetInfo } from './weather/info.js';
import { scrollingTextWidgetInfo } from './scrollingText/info.js';
import { rssFeedWidgetInfo } from './rss/info.js';
import { instagramWidgetInfo, instagramPublicFeedWidgetInfo } from './instagram/info.js';
import { dataTableWidgetInfo } from './dataTable/info.js';
import { aiCameraWidgetInfo } from './aiCamera/info.js';
import { cashierWidgetInfo } from './cashier/info.js';
import { menuBoardWidgetInfo } from './menuBoard/info.js';
import { mealShowcaseWidgetInfo } from './mealShowcase/info.js';
import { septimMenuBoardWidgetInfo } from './septimMenuBoard/info.js';
import { gsMenuBoardWidgetInfo } from './gsMenuBoard/info.js';
import { septimStoreBoardWidgetInfo } from './septimStoreBoard/info.js';
import { customerFeedbackWidgetInfo } from './customerFeedback/info.js';

const lazy = (info: WidgetInfo, load: RenderLoader) => ({ ...info, ...lazyRender(load) });

/**
 * `defaultWidgets` with each renderer in a file of its own, loaded when a scene first draws
 * that type (or `preload`s it): a split web bundle parses only the renderers its content uses
 * before the first frame. Same types, order and definitions as `defaultWidgets`.
 */
export const lazyDefaultWidgets: WidgetList = [
  lazy(imageWidgetInfo, () => import('./image/render.js').then((m) => m.ImageWidget)),
  lazy(videoWidgetInfo, () => import('./video/render.js').then((m) => m.VideoWidget)),
  lazy(pdfWidgetInfo, () => import('./presentation/render.js').then((m) => m.PresentationWidget)),
  lazy(presentationWidgetInfo, () =>
    import('./presentation/render.js').then((m) => m.PresentationWidget),
  ),
  lazy(textWidgetInfo, () => import('./text/render.js').then((m) => m.TextWidget)),
  lazy(playlistWidgetInfo, () => import('./playlist/render.js').then((m) => m.PlaylistWidget)),
  lazy(rectangleWidgetInfo, () => import('./rectangle/render.js').then((m) => m.RectangleWidget)),
  lazy(gradientWidgetInfo, () => import('./gradient/render.js').then((m) => m.GradientWidget)),
  lazy(clockWidgetInfo, () => import('./clock/render.js').then((m) => m.ClockWidget)),
  lazy(qrCodeWidgetInfo, () => import('./qrcode/render.js').then((m) => m.QrCodeWidget)),
  lazy(iframeWidgetInfo, () => import('./iframe/render.js').then((m) => m.IframeWidget)),
  lazy(youtubeWidgetInfo, () => import('./youtube/render.js').then((m) => m.YouTubeWidget)),
  lazy(canvaWidgetInfo, () => import('./canva/render.js').then((m) => m.CanvaWidget)),
  lazy(weatherWidgetInfo, () => import('./weather/render.js').then((m) => m.WeatherWidget)),
  lazy(scrollingTextWidgetInfo, () =>
    import('./scrollingText/render.js').then((m) => m.ScrollingTextWidget),
  ),
  lazy(rssFeedWidgetInfo, () => import('./rss/render.js').then((m) => m.RssFeedWidget)),
  lazy(instagramWidgetInfo, () =>
    import('./instagram/render.js').then((m) => m.InstagramFeedWidget),
  ),
  lazy(instagramPublicFeedWidgetInfo, () =>
    import('./instagram/render.js').then((m) => m.InstagramPublicFeedWidget),
  ),
  lazy(dataTableWidgetInfo, () => import('./dataTable/render.js').then((m) => m.DataTableWidget)),
  lazy(aiCameraWidgetInfo, () => import('./aiCamera/render.js').then((m) => m.AiCameraWidget)),
  lazy(cashierWidgetInfo, () => import('./cashier/render.js').then((m) => m.CashierWidget)),
  lazy(menuBoardWidgetInfo, () => import('./menuBoard/render.js').then((m) => m.MenuBoardWidget)),
  lazy(mealShowcaseWidgetInfo, () =>
    import('./mealShowcase/render.js').then((m) => m.MealShowcaseWidget),
  ),
  lazy(septimMenuBoardWidgetInfo, () =>
    import('./septimMenuBoard/render.js').then((m) => m.SeptimMenuBoardWidget),
  ),
  lazy(gsMenuBoardWidgetInfo, () =>
    import('./gsMenuBoard/render.js').then((m) => m.GsMenuBoardWidget),
  ),
  lazy(septimStoreBoardWidgetInfo, () =>
    import('./septimStoreBoard/render.js').then((m) => m.SeptimStoreBoardWidget),
  ),
  lazy(customerFeedbackWidgetInfo, () =>
    import('./customerFeedback/render.js').then((m) => m.CustomerFeedbackWidget),
  ),
];
