import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AudienceReport } from '../../model/index.js';
import { PLAYER_BROWSER_EVENTS } from '../runtime/browserEvents.js';
import { parsePlayableContent, type PlayerContent } from '../content.js';
import { createStageInspector } from './stageInspector.js';
import { runStage } from '../runtime/stageRunner.js';

const T0 = Date.parse('2026-11-16T08:00:00Z');
const scene = (name: string, durationS: number) => ({
  _id: `scene-${name}`,
  name,
  type: 'image',
  duration: durationS,
  sceneItems: [],
});

function contentOf(items: unknown[]): PlayerContent {
  const parsed = parsePlayableContent(
    {
      collectionName: 'playlist',
      entityId: 'p',
      content: {
        playlists: [{ _id: 'p', name: 'p', playlistItems: items }],
        scenes: [],
        schedules: [],
        files: [],
      },
    },
    'https://marquee.test/graphql',
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

const content = contentOf([
  { _id: 'loop', type: 'scene-inline', scene: scene('Loop', 10) },
  { _id: 'side', type: 'scene-inline', zoneId: 1, scene: scene('Side', 60) },
  {
    _id: 'offer',
    type: 'scene-inline',
    scene: scene('Offer', 30),
    triggerRules: { type: 'audience-sensor', audienceTarget: { gender: 'female' } },
    triggerPlaybackSettings: { playWhen: 'only-when-triggered', playUntil: 'until-trigger-ends' },
  },
]);

/** A stage on a hand-driven clock, inspected; `at(s)` ticks s seconds after T0. */
function inspectedStage(inspector = createStageInspector()) {
  const clock = new Subject<number>();
  const events = new EventTarget();
  const run = runStage({
    content,
    timeZone: 'UTC',
    clock,
    events,
    inspect: inspector.inspect,
    warn: () => undefined,
  });
  return {
    inspector,
    run,
    at: (s: number) => clock.next(T0 + s * 1000),
    lines: () => inspector.zones().map((zone) => zone.text),
    report: (report: AudienceReport) =>
      events.dispatchEvent(
        new CustomEvent(PLAYER_BROWSER_EVENTS.audienceReport, { detail: report }),
      ),
    /** The renderer has zone 0's playing scene drawn. */
    drawn: () => {
      const playing = run.actor.getSnapshot().context.view[0]!.current!;
      run.ready(0, playing.entry.key);
    },
  };
}

describe('stage inspector', () => {
  it('shows every zone: its lifecycle state and the item playing in it', () => {
    const stage = inspectedStage();
    expect(stage.lines()).toEqual([]);
    stage.at(0);
    expect(stage.lines()).toEqual([
      'zone 0: rotating · Loop starting (not drawn yet)',
      'zone 1: rotating · Side starting (not drawn yet)',
    ]);
    stage.drawn();
    expect(stage.lines()[0]).toBe('zone 0: rotating · Loop playing');

    stage.report({ categories: [{ gender: 'female', count: 1 }], objects: [] });
    stage.at(2);
    stage.drawn();
    expect(stage.lines()[0]).toBe('zone 0: triggered (until trigger ends) · Offer playing');

    stage.report({ categories: [], objects: [] });
    stage.at(4);
    expect(stage.lines()[0]).toBe(
      'zone 0: interrupted (Offer cut short) · Loop starting (not drawn yet)',
    );
    stage.at(10);
    expect(stage.lines()[0]).toBe('zone 0: rotating · Loop starting (not drawn yet)');
  });

  it('tells its listeners only when a line changes', () => {
    const stage = inspectedStage();
    let calls = 0;
    stage.inspector.subscribe(() => calls++);
    stage.at(0);
    const after = calls;
    const zones = stage.inspector.zones();
    stage.at(0.25);
    stage.at(0.5);
    expect(calls).toBe(after);
    expect(stage.inspector.zones()).toBe(zones);
  });

  it('follows the newest stage when content changes', () => {
    const first = inspectedStage();
    first.at(0);
    first.run.stop();
    const second = inspectedStage(first.inspector);
    second.at(25);
    second.drawn();
    expect(second.lines()).toEqual([
      'zone 0: rotating · Loop playing',
      'zone 1: rotating · Side starting (not drawn yet)',
    ]);
  });
});
