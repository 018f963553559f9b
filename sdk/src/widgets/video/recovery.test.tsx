// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema } from '../../model/index.js';
import type { PlayableFile } from '../../player/content.js';
import { VideoHostContext, type VideoHost } from '../../render/videoHostContext.js';
import {
  VIDEO_HEARTBEAT_MS,
  VIDEO_MISSED_HEARTBEATS,
  VIDEO_RELOAD_COOLDOWN_MS,
  heartbeatMisses,
  mediaErrorType,
} from './model.js';
import { VideoWidget } from './render.js';

const file: PlayableFile = {
  _id: 'a',
  name: 'a.mp4',
  mimetype: 'video/mp4',
  url: 'https://marquee.test/blobs/a.mp4',
  checksum: '',
  fileSizeInBytes: 1,
  width: 1920,
  height: 1080,
  duration: 60,
  pageCount: null,
  playQuota: null,
  thumbnailUrl: 'https://marquee.test/blobs/a.jpg',
};
const files = new Map([['a', file]]);
const scene = sceneSchema.parse({
  _id: 's',
  name: 's',
  type: 'slides',
  sceneItems: [
    { _id: 'i', start: 0, end: 60, x: 0, y: 0, w: 50, h: 50, item: { type: 'video', fileId: 'a' } },
  ],
});
const sceneItem = scene.sceneItems[0]!;

const warn = vi.fn();
const host: VideoHost = {
  supports: () => false,
  video: {} as VideoHost['video'],
  logger: { warn },
};

beforeEach(() => {
  vi.useFakeTimers();
  warn.mockReset();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const playing = (props: { preview?: boolean; active?: boolean; sceneOffsetMs?: number } = {}) => (
  <VideoHostContext.Provider value={host}>
    <VideoWidget
      sceneItem={sceneItem}
      scene={scene}
      files={files}
      onReady={() => undefined}
      active={props.active ?? true}
      preview={props.preview}
      sceneOffsetMs={props.sceneOffsetMs}
    />
  </VideoHostContext.Provider>
);

const videoSrc = () => screen.getByTestId<HTMLVideoElement>('video-widget').src;

describe('video recovery', () => {
  it('counts only heartbeats where a playing video stood still', () => {
    let beat = { time: Number.NaN, misses: 0 };
    const running = { paused: false, ended: false };
    beat = heartbeatMisses(beat, { ...running, currentTime: 4 });
    beat = heartbeatMisses(beat, { ...running, currentTime: 4 });
    expect(beat.misses).toBe(1);
    beat = heartbeatMisses(beat, { ...running, currentTime: 5 });
    expect(beat.misses).toBe(0);
    beat = heartbeatMisses(beat, { paused: true, ended: false, currentTime: 5 });
    expect(beat.misses).toBe(0);
  });

  it('reloads with a cache breaker after 3 missed heartbeats, and not before', () => {
    render(playing());
    // jsdom's element never advances (its play is stubbed): it plays, standing still.
    const video = screen.getByTestId<HTMLVideoElement>('video-widget');
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    act(() => void vi.advanceTimersByTime(VIDEO_HEARTBEAT_MS * VIDEO_MISSED_HEARTBEATS));
    expect(videoSrc()).toBe(file.url);
    act(() => void vi.advanceTimersByTime(VIDEO_HEARTBEAT_MS));
    expect(warn).toHaveBeenCalledWith('Video stalled: reloading', expect.anything());
    act(() => void vi.advanceTimersByTime(VIDEO_RELOAD_COOLDOWN_MS));
    expect(videoSrc()).toBe(`${file.url}?retry=1`);
  });

  it('does not count a video that keeps moving as stalled', () => {
    render(playing());
    const video = screen.getByTestId<HTMLVideoElement>('video-widget');
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    for (let beat = 1; beat <= 6; beat++) {
      Object.defineProperty(video, 'currentTime', { configurable: true, value: beat * 10 });
      act(() => void vi.advanceTimersByTime(VIDEO_HEARTBEAT_MS));
    }
    act(() => void vi.advanceTimersByTime(VIDEO_RELOAD_COOLDOWN_MS));
    expect(videoSrc()).toBe(file.url);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs errors by media error type', () => {
    expect(mediaErrorType({ code: 1 })).toBe('aborted');
    expect(mediaErrorType({ code: 2 })).toBe('network');
    expect(mediaErrorType({ code: 3 })).toBe('decode');
    expect(mediaErrorType({ code: 4 })).toBe('source not supported');
    expect(mediaErrorType(null)).toBe('unknown');
    render(playing());
    const video = screen.getByTestId<HTMLVideoElement>('video-widget');
    Object.defineProperty(video, 'error', { configurable: true, value: { code: 3 } });
    fireEvent.error(video);
    expect(warn).toHaveBeenCalledWith('Video error (decode): reloading', { url: file.url });
  });

  it('at most one reload per cooldown, however many errors arrive', () => {
    render(playing());
    const video = screen.getByTestId<HTMLVideoElement>('video-widget');
    fireEvent.error(video);
    act(() => void vi.advanceTimersByTime(1000));
    fireEvent.error(video);
    act(() => void vi.advanceTimersByTime(VIDEO_RELOAD_COOLDOWN_MS - 1000));
    expect(videoSrc()).toBe(`${file.url}?retry=1`);
  });

  it("shows the file's still in an editor paused at time 0, and the video otherwise", () => {
    const { rerender } = render(playing({ preview: true, active: false }));
    expect(screen.getByTestId<HTMLImageElement>('video-preview-still').src).toBe(file.thumbnailUrl);
    expect(screen.queryByTestId('video-widget')).toBeNull();
    rerender(playing({ preview: true, active: true }));
    expect(screen.queryByTestId('video-preview-still')).toBeNull();
    rerender(playing({ preview: true, active: false, sceneOffsetMs: 5000 }));
    expect(screen.queryByTestId('video-preview-still')).toBeNull();
    // A screen preloading at time 0 primes the video itself, never a still.
    rerender(playing({ active: false }));
    expect(screen.queryByTestId('video-preview-still')).toBeNull();
  });
});
