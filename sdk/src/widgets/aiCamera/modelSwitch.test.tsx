// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema } from '../../model/index.js';
import { ItemDataContext } from '../../render/itemDataContext.js';
import { fakeCameraSource, type FakeCameraSource } from './testing/fakeCamera.js';
import { AI_CAMERA_MESSAGES } from './model.js';
import { modelAllowed, type AiSwitches } from './modelSwitch.js';
import { AiCameraWidget } from './render.js';

const read = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../../../fixtures/ai-camera', name));
const json = (name: string): unknown => JSON.parse(read(name).toString('utf8'));

const CAMERA = 'http://192.168.1.20:8080';
const FACES_OFF: AiSwitches = {
  isEnabled: true,
  models: [
    { name: 'person-detection', isEnabled: true },
    { name: 'face-detection', isEnabled: false },
  ],
};

function cameraWithSwitches(switches: AiSwitches): FakeCameraSource {
  const camera = fakeCameraSource({
    status: json('status.json'),
    people: json('detections-people.json'),
    empty: json('detections-empty.json'),
    invalid: json('detections-invalid.json'),
    frame: new Uint8Array(read('frame.png')),
  });
  camera.answer('detections', { json: json('detections-people.json') });
  camera.source.request = (async () => ({ aiConfig: switches })) as never;
  return camera;
}

function draw(camera: FakeCameraSource, model: string) {
  const scene = sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [
      {
        _id: 'i',
        start: 0,
        end: 30,
        x: 0,
        y: 0,
        w: 50,
        h: 50,
        item: { type: 'ai_camera', body: { sensorUrl: CAMERA, model, showDebugText: true } },
      },
    ],
  });
  render(
    <ItemDataContext.Provider value={camera.source}>
      <AiCameraWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={new Map()}
        onReady={() => undefined}
      />
    </ItemDataContext.Provider>,
  );
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 12) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AI camera: the account’s model switches', () => {
  it('asks the camera for detections with the item’s model while the account has it on', async () => {
    const camera = cameraWithSwitches(FACES_OFF);
    draw(camera, 'person-detection');
    await advance(1000);
    const asked = camera.callsTo('detections');
    expect(asked.length).toBeGreaterThan(0);
    expect(new URL(asked.at(-1)!).searchParams.get('model')).toBe('person-detection');
    expect(camera.reports.at(-1)?.objects.length).toBeGreaterThan(0);
  });

  it('asks for no detections and reports nothing with a model the account turned off', async () => {
    const camera = cameraWithSwitches(FACES_OFF);
    draw(camera, 'face-detection');
    await advance(5000);
    // At most the reading asked before the switches arrived; none after.
    const before = camera.callsTo('detections').length;
    await advance(5000);
    expect(camera.callsTo('detections').length).toBe(before);
    expect(screen.queryAllByTestId('ai-camera-detection')).toEqual([]);
    expect(screen.getByTestId('ai-camera-debug').textContent).toContain(
      AI_CAMERA_MESSAGES.modelOff('face-detection'),
    );
    // A reading taken before the switches arrived is ended by an empty report.
    expect(camera.reports.at(-1)?.objects ?? []).toEqual([]);
  });

  it('allows a model until the switches are known, and none once every model is off', () => {
    expect(modelAllowed(undefined, 'face-detection')).toBe(true);
    expect(modelAllowed(FACES_OFF, undefined)).toBe(true);
    expect(modelAllowed(FACES_OFF, 'person-detection')).toBe(true);
    expect(modelAllowed(FACES_OFF, 'face-detection')).toBe(false);
    expect(modelAllowed(FACES_OFF, 'unknown-model')).toBe(false);
    expect(modelAllowed({ isEnabled: false, models: [] }, undefined)).toBe(false);
  });
});
