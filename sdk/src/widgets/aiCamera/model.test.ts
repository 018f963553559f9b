import { describe, expect, it } from 'vitest';
import { audienceReportOf } from './cameraCalls.js';
import { detectionRect, displayedFrame } from './frameGeometry.js';
import {
  aiCameraBodySchema,
  fpsOf,
  pollIntervalMsOf,
  readAiCameraBody,
  sensorBaseOf,
} from './model.js';

describe('AI camera body', () => {
  it('defaults to the stream of a camera beside the screen, 5 fps, no debug text', () => {
    expect(aiCameraBodySchema.parse({})).toEqual({
      imageSizing: 'contain',
      showDebugText: false,
      useImagePolling: false,
      sensorUrl: 'http://localhost:8080',
    });
    expect(fpsOf(readAiCameraBody({}))).toBe(5);
  });

  it.each([
    [{ fps: 12 }, 12],
    [{ fps: 0 }, 1],
    [{ fps: 50 }, 20],
    [{ fps: 7.6 }, 8],
    [{ fps: Number.NaN }, 5],
    [{ useImagePolling: true }, 8],
    [{ useImagePolling: true, fps: 3 }, 3],
  ])('polls %j at %i fps', (body, fps) => {
    expect(fpsOf(readAiCameraBody(body))).toBe(fps);
  });

  it('polls every 1000/fps ms', () => {
    expect(pollIntervalMsOf(5)).toBe(200);
    expect(pollIntervalMsOf(20)).toBe(50);
    expect(pollIntervalMsOf(1)).toBe(1000);
    expect(pollIntervalMsOf(3)).toBe(333);
  });

  it('falls back to the defaults for a body that does not parse', () => {
    expect(readAiCameraBody({ imageSizing: 'stretch' }).imageSizing).toBe('contain');
  });

  it.each([
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://192.168.1.20:8080/', 'http://192.168.1.20:8080'],
    ['  192.168.1.20:8080 ', 'http://192.168.1.20:8080'],
    ['https://camera.shop.example/api/', 'https://camera.shop.example/api'],
    ['camera.local', 'http://camera.local'],
    ['javascript:alert(1)', null],
    ['ftp://camera.local', null],
    ['', null],
    ['http://', null],
  ])('reads the sensor URL %j as %j', (typed, base) => {
    expect(sensorBaseOf(typed)).toBe(base);
  });
});

describe('audienceReportOf: one reading as one audience report', () => {
  it('counts the objects per label', () => {
    expect(
      audienceReportOf([
        { labelName: 'person', labelIndex: 0, score: 0.9 },
        { labelName: 'cup', labelIndex: 41 },
        { labelName: 'person', labelIndex: 0, score: 0.7 },
        { labelIndex: 7 },
      ]),
    ).toEqual({
      categories: [],
      objects: [
        { labelName: 'person', labelIndex: 0, count: 2 },
        { labelName: 'cup', labelIndex: 41, count: 1 },
        { labelIndex: 7, count: 1 },
      ],
    });
  });

  it('reports nothing seen as an empty report', () => {
    expect(audienceReportOf([])).toEqual({ categories: [], objects: [] });
  });
});

describe('frame geometry: boxes follow the picture as it is fitted', () => {
  const box = { width: 400, height: 300 };
  const wide = { width: 160, height: 90 };

  it.each([
    ['contain', wide, { left: 0, top: 37.5, width: 400, height: 225 }],
    ['cover', { width: 100, height: 100 }, { left: 0, top: -50, width: 400, height: 400 }],
    ['contain', { width: 100, height: 100 }, { left: 50, top: 0, width: 300, height: 300 }],
    ['contain', null, { left: 0, top: 0, width: 400, height: 300 }],
    ['cover', { width: 0, height: 0 }, { left: 0, top: 0, width: 400, height: 300 }],
  ] as const)('%s draws a %j frame at %j', (sizing, frame, rect) => {
    expect(displayedFrame(box, frame, sizing)).toEqual(rect);
  });

  it('places a detection on the contained frame', () => {
    const frame = displayedFrame(box, wide, 'contain');
    expect(detectionRect([0.5, 0, 0.25, 0.5], frame, box)).toEqual({
      left: 200,
      top: 37.5,
      width: 100,
      height: 112.5,
    });
  });

  it('clips a detection to what cover leaves visible, and drops one cropped away', () => {
    const frame = displayedFrame(box, wide, 'cover');
    const clipped = detectionRect([0, 0, 0.25, 1], frame, box)!;
    expect(clipped.left).toBe(0);
    expect(clipped.width).toBeCloseTo(66.67, 2);
    expect(detectionRect([0, 0, 0.1, 0.5], frame, box)).toBeNull();
  });
});
