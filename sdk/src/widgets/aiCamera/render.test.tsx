// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema, type Scene } from '../../model/index.js';
import { ItemDataContext } from '../../render/itemDataContext.js';
import {
  fakeCameraSource,
  type CameraFixtures,
  type FakeCameraSource,
} from './testing/fakeCamera.js';
import { AI_CAMERA_STATUS_POLL_MS, AI_CAMERA_STREAM_RELOAD_MS } from './model.js';
import { AiCameraWidget } from './render.js';

const read = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../../../fixtures/ai-camera', name));
const json = (name: string): unknown => JSON.parse(read(name).toString('utf8'));
const fixtures: CameraFixtures = {
  status: json('status.json'),
  people: json('detections-people.json'),
  empty: json('detections-empty.json'),
  invalid: json('detections-invalid.json'),
  frame: new Uint8Array(read('frame.png')),
};

const CAMERA = 'http://192.168.1.20:8080';
const NOW = Date.UTC(2026, 10, 25, 12);

const sceneWith = (body: Record<string, unknown>): Scene =>
  sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [
      { _id: 'i', start: 0, end: 30, x: 0, y: 0, w: 50, h: 50, item: { type: 'ai_camera', body } },
    ],
  });

function draw(
  camera: FakeCameraSource,
  body: Record<string, unknown>,
  props: { active?: boolean; onReady?: () => void } = {},
) {
  const scene = sceneWith({ sensorUrl: CAMERA, ...body });
  return (
    <ItemDataContext.Provider value={camera.source}>
      <AiCameraWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={new Map()}
        onReady={props.onReady ?? (() => undefined)}
        active={props.active}
      />
    </ItemDataContext.Provider>
  );
}

/** Moves virtual time, letting the fetches and renders it starts settle. */
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const debugLines = () =>
  Array.from(screen.getByTestId('ai-camera-debug').querySelectorAll('li')).map(
    (li) => li.textContent,
  );
const labels = () => screen.queryAllByTestId('ai-camera-detection').map((box) => box.textContent);

/** jsdom does no layout: the item's box is 400 × 300 CSS pixels. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
}

let camera: FakeCameraSource;
let objectUrls: number;
let revoked: string[];
beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  camera = fakeCameraSource(fixtures);
  objectUrls = 0;
  // jsdom has no object URLs; each frame gets its own name.
  URL.createObjectURL = vi.fn(() => `blob:frame-${++objectUrls}`);
  revoked = [];
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AiCameraWidget: the picture', () => {
  it('shows the MJPEG stream and opens it again every 60 s', async () => {
    const onReady = vi.fn();
    render(draw(camera, {}, { onReady }));
    expect(onReady).toHaveBeenCalledOnce();
    const stream = () => screen.getByTestId<HTMLImageElement>('ai-camera-stream');
    expect(stream().getAttribute('src')).toBe(`${CAMERA}/stream?t=${NOW}`);
    expect(stream().style.objectFit).toBe('contain');
    await advance(AI_CAMERA_STREAM_RELOAD_MS - 1);
    expect(stream().getAttribute('src')).toBe(`${CAMERA}/stream?t=${NOW}`);
    await advance(1);
    expect(stream().getAttribute('src')).toBe(
      `${CAMERA}/stream?t=${NOW + AI_CAMERA_STREAM_RELOAD_MS}`,
    );
    expect(camera.callsTo('image')).toEqual([]);
  });

  it('polls frames every 1000/fps ms and keeps the last frame until the next has loaded', async () => {
    render(draw(camera, { useImagePolling: true, fps: 4, imageSizing: 'cover' }));
    await advance(0);
    expect(camera.callsTo('image')).toEqual([`${CAMERA}/image?t=${NOW}`]);
    const next = () => screen.queryByTestId<HTMLImageElement>('ai-camera-next-frame');
    const shown = () => screen.queryByTestId<HTMLImageElement>('ai-camera-frame');
    expect(next()?.getAttribute('src')).toBe('blob:frame-1');
    expect(next()?.style.visibility).toBe('hidden');
    expect(shown()).toBeNull();
    fireEvent.load(next()!);
    await advance(0);
    expect(shown()?.getAttribute('src')).toBe('blob:frame-1');
    expect(shown()?.style.objectFit).toBe('cover');

    await advance(250);
    expect(camera.callsTo('image')).toHaveLength(2);
    expect(camera.callsTo('image')[1]).toBe(`${CAMERA}/image?t=${NOW + 250}`);
    // The next frame is decoding: the last one stays on screen, never a blank box.
    expect(next()?.getAttribute('src')).toBe('blob:frame-2');
    expect(shown()?.getAttribute('src')).toBe('blob:frame-1');
    fireEvent.load(next()!);
    await advance(0);
    expect(shown()?.getAttribute('src')).toBe('blob:frame-2');
    expect(revoked).toContain('blob:frame-1');
  });

  it('says so when all of the last 5 attempts failed, and not before', async () => {
    render(draw(camera, { useImagePolling: true, fps: 10 }));
    await advance(0);
    fireEvent.load(screen.getByTestId('ai-camera-next-frame'));
    await advance(0);
    camera.answer('image', { reject: 'Failed to fetch' });
    await advance(400);
    expect(camera.callsTo('image')).toHaveLength(5);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('ai-camera-frame').getAttribute('src')).toBe('blob:frame-1');
    await advance(100);
    expect(screen.getByRole('alert').textContent).toBe(
      `Error loading image from ${CAMERA}/imageFetch error: Failed to fetch`,
    );
    // The last good frame stays under the message.
    expect(screen.getByTestId('ai-camera-frame').getAttribute('src')).toBe('blob:frame-1');

    camera.answer('image', { status: 503 });
    await advance(100);
    expect(screen.getByRole('alert').textContent).toContain(
      'Fetch error: HTTP 503 Service Unavailable',
    );
    camera.answer('image', { frame: true });
    await advance(100);
    fireEvent.load(screen.getByTestId('ai-camera-next-frame'));
    await advance(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts a frame the browser cannot decode as a failed attempt', async () => {
    render(draw(camera, { useImagePolling: true, fps: 20 }));
    for (let attempt = 0; attempt < 5; attempt++) {
      await advance(attempt === 0 ? 0 : 50);
      fireEvent.error(screen.getByTestId('ai-camera-next-frame'));
      await advance(0);
    }
    expect(screen.getByRole('alert').textContent).toContain(
      'Fetch error: The image could not be decoded',
    );
    expect(screen.queryByTestId('ai-camera-frame')).toBeNull();
  });
});

describe('AiCameraWidget: detections', () => {
  it('sends each reading as one audience report, counted per label, and an empty one for nothing seen', async () => {
    camera.answer('detections', { json: fixtures.people });
    render(draw(camera, { fps: 5 }));
    await advance(0);
    expect(camera.callsTo('detections')).toEqual([`${CAMERA}/detections?t=${NOW}`]);
    expect(camera.reports).toEqual([
      {
        categories: [],
        objects: [
          { labelName: 'person', labelIndex: 0, count: 2 },
          { labelName: 'cup', labelIndex: 41, count: 1 },
        ],
      },
    ]);
    camera.answer('detections', { json: fixtures.empty });
    await advance(200);
    expect(camera.callsTo('detections')).toHaveLength(2);
    expect(camera.reports[1]).toEqual({ categories: [], objects: [] });
    await advance(200);
    expect(camera.reports).toHaveLength(3);
  });

  it('draws the boxes and labels where the objects are in the fitted picture', async () => {
    layOut();
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(160);
    vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(90);
    camera.answer('detections', { json: fixtures.people });
    render(draw(camera, {}));
    fireEvent.load(screen.getByTestId('ai-camera-stream'));
    await advance(0);
    expect(labels()).toEqual(['person 91%', 'person 78%', 'cup 64%']);
    const [first] = screen.getAllByTestId('ai-camera-detection');
    // Contained: the frame is 400 × 225, 37.5 px from the top; the box is [0.1, 0.2, 0.25, 0.7].
    expect(first!.style.left).toBe('40px');
    expect(first!.style.top).toBe('82.5px');
    expect(first!.style.width).toBe('100px');
    expect(parseFloat(first!.style.height)).toBeCloseTo(157.5, 6);
    // The item is 960 reference pixels wide in a 400 px box: its 18 px labels draw at 7.5 px.
    expect(first!.querySelector('span')!.style.font).toMatch(/^7\.5px/);
  });

  it('ignores a reading that is not JSON or not detections, and keeps the last boxes', async () => {
    layOut();
    camera.answer('detections', { json: fixtures.people });
    render(draw(camera, { showDebugText: true }));
    await advance(0);
    expect(debugLines()[1]).toBe('Detections: person 2, cup 1');
    camera.answer('detections', { text: '<html>booting</html>' });
    await advance(200);
    expect(debugLines()[1]).toBe('Detections: Failed to parse json');
    camera.answer('detections', { json: fixtures.invalid });
    await advance(200);
    expect(debugLines()[1]).toMatch(/^Detections: Ignored invalid detections: /);
    expect(camera.reports).toHaveLength(1);
    expect(labels()).toHaveLength(3);
  });

  it('reports nothing seen after 5 failed readings in a row, once', async () => {
    camera.answer('detections', { json: fixtures.people });
    render(draw(camera, {}));
    await advance(0);
    camera.answer('detections', { reject: 'Failed to fetch' });
    await advance(800);
    expect(camera.reports).toHaveLength(1);
    await advance(200);
    expect(camera.reports).toHaveLength(2);
    expect(camera.reports[1]).toEqual({ categories: [], objects: [] });
    await advance(2000);
    expect(camera.reports).toHaveLength(2);
  });

  it('reports nothing seen when it leaves the screen having seen something', async () => {
    camera.answer('detections', { json: fixtures.people });
    const view = render(draw(camera, {}));
    await advance(0);
    view.unmount();
    expect(camera.reports.map((r) => r.objects.length)).toEqual([2, 0]);
  });

  it('asks the camera nothing and reports nothing while hidden (a preloading layer)', async () => {
    const onReady = vi.fn();
    camera.answer('detections', { json: fixtures.people });
    const view = render(draw(camera, { showDebugText: true }, { active: false, onReady }));
    await advance(5000);
    expect(onReady).toHaveBeenCalledOnce();
    expect(camera.calls).toEqual([]);
    expect(camera.reports).toEqual([]);
    expect(screen.queryByTestId('ai-camera-stream')).toBeNull();

    view.rerender(draw(camera, { showDebugText: true }, { active: true, onReady }));
    await advance(0);
    expect(camera.reports).toHaveLength(1);
    expect(screen.getByTestId('ai-camera-stream')).not.toBeNull();
  });

  it('with the camera unreachable, is ready and shows no boxes and sends no report', async () => {
    const onReady = vi.fn();
    camera.answer('detections', { reject: 'Failed to fetch' });
    camera.answer('status', { reject: 'Failed to fetch' });
    render(draw(camera, { showDebugText: true }, { onReady }));
    await advance(1000);
    expect(onReady).toHaveBeenCalledOnce();
    expect(labels()).toEqual([]);
    expect(camera.reports).toEqual([]);
    expect(debugLines()).toEqual([
      `${CAMERA}: Error: Failed to fetch`,
      'Detections: Error: Failed to fetch',
    ]);
  });
});

describe('AiCameraWidget: the debug list', () => {
  it('shows the model name, asked for every 5 s, and only while the list is shown', async () => {
    const view = render(draw(camera, {}));
    await advance(AI_CAMERA_STATUS_POLL_MS);
    expect(camera.callsTo('status')).toEqual([]);
    expect(screen.queryByTestId('ai-camera-debug')).toBeNull();

    view.rerender(draw(camera, { showDebugText: true }));
    await advance(0);
    expect(debugLines()).toEqual([`${CAMERA}: ssd_mobilenet_v2_coco`, 'Detections: none']);
    expect(camera.callsTo('status')).toEqual([`${CAMERA}/status`]);
    await advance(AI_CAMERA_STATUS_POLL_MS);
    expect(camera.callsTo('status')).toHaveLength(2);
  });

  it.each([
    [{ text: 'not json' }, 'Failed to parse json'],
    [{ status: 503 }, 'Error: HTTP 503 Service Unavailable'],
    [{ json: { model: {} } }, 'Error: The status names no model'],
  ] as const)('words a status answer %j as %j', async (answer, line) => {
    camera.answer('status', answer);
    render(draw(camera, { showDebugText: true }));
    await advance(0);
    expect(debugLines()[0]).toBe(`${CAMERA}: ${line}`);
  });

  it('says when the sensor URL is not an http(s) address, and asks nothing', async () => {
    render(draw(camera, { showDebugText: true, sensorUrl: 'ftp://camera' }));
    await advance(1000);
    expect(debugLines()).toEqual(['Error: "ftp://camera" is not an http(s) address']);
    expect(camera.calls).toEqual([]);
  });
});
