// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageCapture } from './pageCapture.js';
import { STUB_JPEG, stubRenderer } from './testing/stubRenderer.js';

const docOfSize = (width: number, height: number): Document => {
  const doc = document.implementation.createHTMLDocument('player');
  Object.defineProperty(doc, 'defaultView', {
    value: { innerWidth: width, innerHeight: height },
  });
  return doc;
};

describe('pageCapture', () => {
  it('draws the player page at its window size, scaled to at most 1280 px wide, as a JPEG', async () => {
    const doc = docOfSize(1920, 1080);
    const render = stubRenderer();
    const shot = await pageCapture(() => doc, render).capture();
    expect(render.calls).toHaveLength(1);
    const [root, request] = render.calls[0]!;
    expect(root).toBe(doc.documentElement);
    expect(request).toEqual({ width: 1920, height: 1080, scale: 2 / 3, quality: 0.8 });
    expect(shot).toEqual({
      mimeType: 'image/jpeg',
      base64: STUB_JPEG.slice('data:image/jpeg;base64,'.length),
      width: 4,
      height: 3,
    });
  });

  it('does not enlarge a page narrower than 1280 px', async () => {
    const render = stubRenderer();
    await pageCapture(() => docOfSize(800, 600), render).capture();
    expect(render.calls[0]![1].scale).toBe(1);
  });

  it('fails with PLATFORM_ERROR while the player is not loaded, or when nothing is drawn', async () => {
    await expect(pageCapture(() => undefined, stubRenderer()).capture()).rejects.toMatchObject({
      code: 'PLATFORM_ERROR',
    });
    const blank = () => Promise.resolve({ dataUrl: 'data:,', width: 0, height: 0 });
    await expect(pageCapture(() => docOfSize(800, 600), blank).capture()).rejects.toMatchObject({
      code: 'PLATFORM_ERROR',
    });
  });
});
