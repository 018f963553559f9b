import { HostError, type ScreenCapture, type Screenshot } from '@marquee/sdk';

/** The widest picture a capture returns: enough to read a screen, small enough to send often. */
export const MAX_CAPTURE_WIDTH = 1280;
/** JPEG quality: photos and text stay legible at a tenth of the PNG's size. */
export const CAPTURE_QUALITY = 0.8;

export interface RenderRequest {
  /** The part of the page to draw, in CSS pixels from its top left. */
  width: number;
  height: number;
  /** Output pixels per CSS pixel. */
  scale: number;
  quality: number;
}

export interface RenderedImage {
  /** A data: URL of a JPEG. */
  dataUrl: string;
  width: number;
  height: number;
}

/** Draws an element (the page's root) into a JPEG; a real renderer in a browser, a stub in jsdom. */
export type PageRenderer = (root: HTMLElement, request: RenderRequest) => Promise<RenderedImage>;

/**
 * modern-screenshot: it redraws the DOM through an SVG foreignObject, copies canvases, draws each
 * video's current frame (a same-origin or blob: video; a cross-origin one without CORS keeps its
 * poster) and inlines images and fonts it can fetch. Its code loads at the first capture, not
 * with the player: a screenshot is rare, and the first frame should not wait for its parse.
 */
export const modernScreenshotRenderer: PageRenderer = async (root, request) => {
  const { domToCanvas } = await import('modern-screenshot');
  const canvas = await domToCanvas(root, {
    width: request.width,
    height: request.height,
    scale: request.scale,
    backgroundColor: '#000',
    // A picture that waits on a slow image past this is taken without it.
    timeout: 5_000,
  });
  return {
    dataUrl: canvas.toDataURL('image/jpeg', request.quality),
    width: canvas.width,
    height: canvas.height,
  };
};

/** Where the player draws: its document, or nothing while it is (re)loading. */
export type PlayerDocument = () => Document | undefined;

const DATA_URL = /^data:(image\/(?:jpeg|png));base64,(.*)$/;

/**
 * `screen.capture` of a web page: the player's document at its window's size, scaled down to at
 * most MAX_CAPTURE_WIDTH pixels wide, as a JPEG.
 */
export function pageCapture(player: PlayerDocument, render: PageRenderer): ScreenCapture {
  return {
    async capture(): Promise<Screenshot> {
      const doc = player();
      const view = doc?.defaultView;
      if (!doc || !view)
        throw new HostError('PLATFORM_ERROR', 'The player is not on screen (it is loading)');
      const width = Math.max(1, view.innerWidth);
      const height = Math.max(1, view.innerHeight);
      const scale = Math.min(1, MAX_CAPTURE_WIDTH / width);
      const image = await render(doc.documentElement, {
        width,
        height,
        scale,
        quality: CAPTURE_QUALITY,
      });
      const match = DATA_URL.exec(image.dataUrl);
      if (!match) throw new HostError('PLATFORM_ERROR', 'The page could not be drawn as an image');
      return {
        mimeType: match[1] as Screenshot['mimeType'],
        base64: match[2]!,
        width: image.width,
        height: image.height,
      };
    },
  };
}
