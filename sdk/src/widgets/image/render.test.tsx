// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema } from '../../model/index.js';
import type { PlayableFile } from '../../player/content.js';
import { IMAGE_RETRY_INTERVAL_MS } from './model.js';
import { ImageWidget } from './render.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const scene = sceneSchema.parse({
  _id: 's',
  name: 's',
  type: 'slides',
  sceneItems: [
    {
      _id: 'i',
      start: 0,
      end: 5,
      x: 0,
      y: 0,
      w: 100,
      h: 100,
      item: { type: 'image', fileId: 'f', body: { imageSizing: 'stretch' } },
    },
  ],
});
const file: PlayableFile = {
  _id: 'f',
  name: 'poster.png',
  mimetype: 'image/png',
  url: 'https://marquee.test/blobs/poster.png',
  checksum: '',
  fileSizeInBytes: 1,
  width: 10,
  height: 10,
  duration: null,
  pageCount: null,
  playQuota: null,
};

describe('ImageWidget', () => {
  it('is ready only once loaded, and sizes by its body outside media scenes', () => {
    const onReady = vi.fn();
    render(
      <ImageWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={new Map([['f', file]])}
        onReady={onReady}
      />,
    );
    const image = screen.getByAltText('poster.png');
    expect(image.style.objectFit).toBe('fill');
    expect(onReady).not.toHaveBeenCalled();
    fireEvent.load(image);
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('does not hold the playlist on a broken image and retries it with a cache-breaking URL', () => {
    vi.useFakeTimers();
    const onReady = vi.fn();
    render(
      <ImageWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={new Map([['f', file]])}
        onReady={onReady}
      />,
    );
    fireEvent.error(screen.getByAltText('poster.png'));
    expect(onReady).toHaveBeenCalledOnce();
    act(() => void vi.advanceTimersByTime(IMAGE_RETRY_INTERVAL_MS));
    expect(screen.getByAltText<HTMLImageElement>('poster.png').src).toBe(`${file.url}?retry=1`);
  });

  it('is ready at once when its file is missing', () => {
    const onReady = vi.fn();
    render(
      <ImageWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={new Map()}
        onReady={onReady}
      />,
    );
    expect(onReady).toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
