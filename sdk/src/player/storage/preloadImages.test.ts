import { describe, expect, it, vi } from 'vitest';
import { createImagePreloader } from './preloadImages.js';

/** Stand-in for HTMLImageElement: the test decides when each URL loads or fails. */
class FakeImage {
  static all: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  decoded = false;
  constructor() {
    FakeImage.all.push(this);
  }
  decode() {
    this.decoded = true;
    return Promise.resolve();
  }
}

describe('image preloader', () => {
  it('resolves only after every image is loaded and decoded, and survives a broken one', async () => {
    FakeImage.all = [];
    const onError = vi.fn();
    const preload = createImagePreloader({
      createImage: () => new FakeImage() as unknown as HTMLImageElement,
      onError,
    });
    let done = false;
    const pending = preload(['a.png', 'b.png']).then(() => (done = true));
    const [a, b] = FakeImage.all;
    expect([a?.src, b?.src]).toEqual(['a.png', 'b.png']);
    a?.onload?.();
    await Promise.resolve();
    expect(done).toBe(false);
    b?.onerror?.();
    await pending;
    expect(a?.decoded).toBe(true);
    expect(onError).toHaveBeenCalledWith('b.png', expect.any(Error));
  });
});
