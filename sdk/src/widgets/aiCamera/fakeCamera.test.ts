// The fake camera the e2e suite drives (fixtures/ai-camera/fakeCamera.ts) speaks the contract
// this widget reads (README.md): checked here over real HTTP on 127.0.0.1 with the widget's own
// calls, so an e2e failure is never the fake's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCamera, type FakeCamera } from '../../../../fixtures/ai-camera/fakeCamera.js';
import { audienceReportOf, fetchDetections, fetchModelName } from './cameraCalls.js';
import { sensorUrls } from './model.js';

const get = (url: string) => fetch(url);

let camera: FakeCamera;
beforeEach(async () => {
  camera = await startFakeCamera({ modelName: 'yolo-test' });
});
afterEach(() => camera.stop());

describe('the fake AI camera', () => {
  it('answers its status and the detections switched at run time', async () => {
    const urls = sensorUrls(camera.url);
    expect(await fetchModelName(get, urls.status)).toEqual({ ok: true, value: 'yolo-test' });
    const nothing = await fetchDetections(get, urls.detections(1));
    expect(nothing).toEqual({ ok: true, value: [] });

    camera.see([{ labelName: 'person', labelIndex: 0, score: 0.9, box: [0.1, 0.1, 0.3, 0.8] }]);
    const seen = await fetchDetections(get, urls.detections(2));
    expect(seen.ok && audienceReportOf(seen.value)).toEqual({
      categories: [],
      objects: [{ labelName: 'person', labelIndex: 0, count: 1 }],
    });
    camera.seeNothing();
    expect(await fetchDetections(get, urls.detections(3))).toEqual({ ok: true, value: [] });
    expect(camera.hits('detections')).toBe(3);
  });

  it('lets any origin read it, and serves a PNG frame and an open MJPEG-style stream', async () => {
    const status = await fetch(`${camera.url}/status`, { headers: { Origin: 'http://screen' } });
    expect(status.headers.get('access-control-allow-origin')).toBe('*');
    const image = await fetch(sensorUrls(camera.url).imageAt(1));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer()).slice(1, 4)).toEqual(
      new Uint8Array([0x50, 0x4e, 0x47]),
    );
    const stream = await fetch(sensorUrls(camera.url).streamAt(1));
    expect(stream.headers.get('content-type')).toMatch(/^multipart\/x-mixed-replace; boundary=/);
    await stream.body?.cancel();
  });

  it('fails a route on demand: HTTP 503, or text that is not JSON', async () => {
    const urls = sensorUrls(camera.url);
    camera.setMode('status', 'error');
    expect(await fetchModelName(get, urls.status)).toMatchObject({
      ok: false,
      message: 'HTTP 503 Service Unavailable',
    });
    camera.setMode('detections', 'not-json');
    expect(await fetchDetections(get, urls.detections(1))).toMatchObject({
      ok: false,
      message: 'Failed to parse json',
    });
    camera.setMode('detections', 'ok');
    expect((await fetchDetections(get, urls.detections(2))).ok).toBe(true);
  });
});
