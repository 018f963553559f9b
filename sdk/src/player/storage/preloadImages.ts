/** Loads images into the browser's cache before the content that shows them goes on screen. */
export type ImagePreloader = (urls: readonly string[]) => Promise<void>;

export interface ImagePreloaderOptions {
  /** Makes the element that fetches and decodes; the browser's Image by default. */
  createImage?: () => HTMLImageElement;
  onError?: (url: string, error: unknown) => void;
}

/**
 * Fetches and decodes every image so the stage can switch to new content without a blank
 * frame. A broken image does not block the switch (its widget retries on its own); waiting
 * forever would leave the screen on stale content.
 */
export function createImagePreloader(options: ImagePreloaderOptions = {}): ImagePreloader {
  const createImage = options.createImage ?? (() => new Image());
  return async (urls) => {
    const results = await Promise.allSettled(urls.map((url) => loadImage(createImage(), url)));
    results.forEach((result, i) => {
      if (result.status === 'rejected') options.onError?.(urls[i] as string, result.reason);
    });
  };
}

/** Resolves once the image is decoded (or at least loaded where decode() is missing). */
export function loadImage(image: HTMLImageElement, url: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    image.onload = () => {
      if (typeof image.decode === 'function') image.decode().then(resolve, () => resolve());
      else resolve();
    };
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
}
