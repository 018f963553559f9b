import type { PageRenderer, RenderRequest } from '../pageCapture.js';

/** A real 4 × 3 JPEG of one blue, as a renderer would return it. */
export const STUB_JPEG =
  'data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIAA4Fn/2Q==';

/**
 * jsdom draws nothing (no canvas, no layout), so tests render through this stub: it returns the
 * fixed JPEG and remembers what it was asked to draw.
 */
export function stubRenderer(): PageRenderer & { calls: Array<[HTMLElement, RenderRequest]> } {
  const calls: Array<[HTMLElement, RenderRequest]> = [];
  const render: PageRenderer = (root, request) => {
    calls.push([root, request]);
    return Promise.resolve({ dataUrl: STUB_JPEG, width: 4, height: 3 });
  };
  return Object.assign(render, { calls });
}
