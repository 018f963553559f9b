// @vitest-environment jsdom
// The camera feeds the engine: its detections, sent as audience reports through the item data
// source (as PlayerApp wires it), make a playlist item with an object-detection trigger play.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, render } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PLAYER_BROWSER_EVENTS,
  type ItemPlayingDetail,
} from '../../player/runtime/browserEvents.js';
import { parsePlayableContent, type PlayerContent } from '../../player/content.js';
import { ItemDataContext } from '../../render/itemDataContext.js';
import { StagePlayer } from '../../render/StagePlayer.js';
import { defaultWidgets } from '../index.js';
import {
  fakeCameraSource,
  type CameraFixtures,
  type FakeCameraSource,
} from './testing/fakeCamera.js';

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

const scene = (id: string, durationS: number, sceneItems: unknown[] = []) => ({
  _id: `s-${id}`,
  name: id,
  type: 'image',
  duration: durationS,
  sceneItems,
});

/** A screen showing its AI camera, and an offer that plays only when it sees a person. */
function cameraAndOffer(): PlayerContent {
  const cameraItem = {
    _id: 'cam',
    start: 0,
    end: 60,
    x: 0,
    y: 0,
    w: 100,
    h: 100,
    item: { type: 'ai_camera', body: { sensorUrl: 'http://camera.local:8080', fps: 5 } },
  };
  const parsed = parsePlayableContent(
    {
      collectionName: 'playlist',
      entityId: 'p',
      content: {
        playlists: [
          {
            _id: 'p',
            name: 'p',
            playlistItems: [
              { _id: 'camera', type: 'scene-inline', scene: scene('camera', 60, [cameraItem]) },
              {
                _id: 'offer',
                type: 'scene-inline',
                scene: scene('offer', 20),
                triggerRules: {
                  type: 'object-detection',
                  objectDetectionTarget: { labelName: 'person', minCount: 1 },
                },
                triggerPlaybackSettings: {
                  playWhen: 'only-when-triggered',
                  playUntil: 'until-content-ends',
                },
              },
            ],
          },
        ],
        scenes: [],
        schedules: [],
        files: [],
        playQuotaCounters: [],
      },
    },
    'https://marquee.test/graphql',
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

/** The stage on a hand-driven clock, with the camera's reports going where PlayerApp sends them. */
function renderScreen(camera: FakeCameraSource) {
  const events = new EventTarget();
  const started: string[] = [];
  events.addEventListener(PLAYER_BROWSER_EVENTS.itemStarted, (event) =>
    started.push((event as CustomEvent<ItemPlayingDetail>).detail.itemId),
  );
  const source = {
    ...camera.source,
    reportAudience: (report: unknown) =>
      events.dispatchEvent(
        new CustomEvent(PLAYER_BROWSER_EVENTS.audienceReport, { detail: report }),
      ),
  };
  let clock = new Subject<number>();
  render(
    <ItemDataContext.Provider value={source}>
      <StagePlayer
        widgets={defaultWidgets}
        content={cameraAndOffer()}
        clock={() => (clock = new Subject<number>())}
        events={events}
      />
    </ItemDataContext.Provider>,
  );
  return { started, at: (ms: number) => act(() => clock.next(ms)) };
}

/** Lets the camera's poll (fetch, parse, report) run without moving virtual time. */
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

let camera: FakeCameraSource;
beforeEach(() => {
  vi.useFakeTimers();
  camera = fakeCameraSource(fixtures);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AI camera detections trigger playlist items', () => {
  it('plays the object-detection item at the tick after the camera sees a person', async () => {
    camera.answer('detections', { json: fixtures.people });
    const screen = renderScreen(camera);
    screen.at(0);
    expect(screen.started).toEqual(['camera']);
    await settle();
    expect(camera.callsTo('detections')).toHaveLength(1);
    expect(screen.started).toEqual(['camera']);
    screen.at(250);
    expect(screen.started).toEqual(['camera', 'offer']);
  });

  it('does not play it while the camera sees no person', async () => {
    camera.answer('detections', { json: fixtures.empty });
    const screen = renderScreen(camera);
    screen.at(0);
    await settle();
    screen.at(250);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    screen.at(1250);
    expect(camera.callsTo('detections').length).toBeGreaterThan(1);
    expect(screen.started).toEqual(['camera']);
  });
});
