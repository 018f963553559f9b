import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { PreloadSetting } from '../../engine/index.js';
import { playbackEventSchema, type AudienceReport } from '../../model/index.js';
import { imagePlaylistContent } from '../../testing/playableFixtures.js';
import { PLAYER_BROWSER_EVENTS, type ItemPlayingDetail } from './browserEvents.js';
import { parsePlayableContent, type PlayableContentData, type PlayerContent } from '../content.js';
import type { NewPlaybackEvent } from '../storage/outbox.js';
import { zoneActorId } from '../machines/stageMachine.js';
import { runStage } from './stageRunner.js';
import { describeZoneState } from '../machines/zoneMachine.js';

const API = 'https://marquee.test/graphql';
/** Monday 16 November 2026, 08:59:00 in Prague (UTC+1). */
const START = Date.parse('2026-11-16T07:59:00Z');

const scene = (id: string, durationS: number) => ({
  _id: `scene-${id}`,
  name: id,
  type: 'image',
  duration: durationS,
  sceneItems: [],
});

function contentOf(items: unknown[]): PlayerContent {
  const data = {
    collectionName: 'playlist',
    entityId: 'p',
    content: {
      playlists: [{ _id: 'p', name: 'p', playlistItems: items }],
      scenes: [],
      schedules: [],
      files: [],
    },
  } as unknown as PlayableContentData;
  const parsed = parsePlayableContent(data, API);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

/**
 * Runs content on the player clock in virtual time, starting at `START`. `at(s)` moves the
 * clock to s seconds after the start; `log` lists what a host listening to the browser events
 * sees, as "seconds event item".
 */
function play(
  content: PlayerContent,
  options: { timeZone?: string; preload?: PreloadSetting; startedAt?: number } = {},
) {
  const scheduler = new TestScheduler(() => undefined);
  const events = new EventTarget();
  const log: string[] = [];
  const paths: string[] = [];
  const playback: NewPlaybackEvent[] = [];
  const warnings: string[] = [];
  const seconds = (iso: string) => (Date.parse(iso) - START) / 1000;
  for (const type of [PLAYER_BROWSER_EVENTS.itemStarted, PLAYER_BROWSER_EVENTS.itemEnded]) {
    events.addEventListener(type, (event) => {
      const d = (event as CustomEvent<ItemPlayingDetail>).detail;
      const verb = type === PLAYER_BROWSER_EVENTS.itemStarted ? 'started' : 'ended';
      const flags = `${d.triggered ? ' triggered' : ''}${d.interrupted ? ' interrupted' : ''}`;
      log.push(`${seconds(d.t)} ${verb} ${d.itemId}${flags}`);
    });
  }
  for (const type of [PLAYER_BROWSER_EVENTS.playbackStarted, PLAYER_BROWSER_EVENTS.playbackEnded]) {
    events.addEventListener(type, (event) => {
      const d = (event as CustomEvent<ItemPlayingDetail>).detail;
      paths.push(`${seconds(d.t)} ${type} ${d.renderPath.join('/')}`);
    });
  }
  const run = runStage({
    content,
    timeZone: options.timeZone ?? 'UTC',
    preload: options.preload,
    startedAt: options.startedAt,
    scheduler,
    timeOffsetMs: START,
    events,
    onPlaybackEvent: (event) => playback.push(event),
    warn: (message) => warnings.push(message),
  });
  return {
    run,
    log,
    paths,
    playback,
    warnings,
    at(s: number) {
      scheduler.maxFrames = s * 1000;
      scheduler.flush();
    },
    report(report: AudienceReport) {
      events.dispatchEvent(
        new CustomEvent(PLAYER_BROWSER_EVENTS.audienceReport, { detail: report }),
      );
    },
    /** The item machines mounted now: item id and state. */
    items() {
      return Object.entries(run.actor.getSnapshot().children)
        .filter(([id]) => id.startsWith('item-'))
        .map(([, child]) => {
          const snapshot = child!.getSnapshot() as {
            value: string;
            context: { entry: { itemId: string } };
          };
          return `${snapshot.context.entry.itemId}:${snapshot.value}`;
        });
    },
    /** Zone 0's lifecycle state, as the QA panel words it. */
    zoneState() {
      return describeZoneState(
        run.actor.getSnapshot().children[zoneActorId(0)]?.getSnapshot().value,
      );
    },
  };
}

describe('stage on the engine planner', () => {
  it('plays items in order, emitting item and playback events a host can listen to', () => {
    const stage = play(
      contentOf([
        { _id: 'a', type: 'scene-inline', scene: scene('a', 10) },
        { _id: 'b', type: 'scene-inline', scene: scene('b', 5) },
      ]),
    );
    stage.at(16);
    expect(stage.log).toEqual([
      '0 started a',
      '10 ended a',
      '10 started b',
      '15 ended b',
      '15 started a',
    ]);
    expect(stage.paths).toEqual(['0 playback_started p']);
    stage.run.stop();
    expect(stage.paths).toEqual(['0 playback_started p', '16 playback_ended p']);

    expect(stage.playback).toHaveLength(2);
    expect(stage.playback[1]).toEqual({
      fileIds: [],
      sceneIds: ['scene-b'],
      timestamp: new Date(START + 15_000).toISOString(),
      renderPath: ['p'],
      currentItemId: 'b',
      previousItemId: 'a',
      triggered: false,
      rule: null,
      startTime: new Date(START + 10_000).toISOString(),
      playlistId: 'p',
      durationSeconds: 5,
      interrupted: false,
    });
    for (const event of stage.playback) {
      expect(() => playbackEventSchema.parse({ ...event, id: 'e1' })).not.toThrow();
    }
  });

  it('switches at a timing rule boundary in the device time zone', () => {
    const items = [
      {
        _id: 'morning',
        type: 'scene-inline',
        scene: scene('morning', 30),
        timingRulesV2: [
          { mode: 'always', timeRangesV2: [{ start: '09:00', end: '09:59' }], isPriority: true },
        ],
      },
      { _id: 'filler', type: 'scene-inline', scene: scene('filler', 40) },
    ];
    // Prague: 09:00 local is 60 s after the start; the filler is cut short there.
    const prague = play(contentOf(items), { timeZone: 'Europe/Prague' });
    prague.at(61);
    expect(prague.log).toEqual([
      '0 started filler',
      '40 ended filler',
      '40 started filler',
      '60 ended filler interrupted',
      '60 started morning',
    ]);
    expect(prague.playback.at(-1)).toMatchObject({
      currentItemId: 'filler',
      interrupted: true,
      durationSeconds: 20,
    });

    // In UTC it is 07:59 then: nothing switches.
    const utc = play(contentOf(items), { timeZone: 'UTC' });
    utc.at(61);
    expect(utc.log).toEqual(['0 started filler', '40 ended filler', '40 started filler']);
  });

  const triggered = (playUntil: string) =>
    contentOf([
      { _id: 'loop', type: 'scene-inline', scene: scene('loop', 10) },
      {
        _id: 'offer',
        type: 'scene-inline',
        scene: scene('offer', 30),
        triggerRules: { type: 'audience-sensor', audienceTarget: { gender: 'female' } },
        triggerPlaybackSettings: { playWhen: 'only-when-triggered', playUntil },
      },
    ]);
  const woman: AudienceReport = { categories: [{ gender: 'female', count: 1 }], objects: [] };
  const nobody: AudienceReport = { categories: [], objects: [] };

  it('plays an only-when-triggered item after an audience report, until the trigger ends', () => {
    const stage = play(triggered('until-trigger-ends'));
    stage.at(12);
    expect(stage.log).toEqual(['0 started loop', '10 ended loop', '10 started loop']);
    stage.report(woman);
    stage.at(20);
    expect(stage.log.slice(3)).toEqual([
      '12.25 ended loop interrupted',
      '12.25 started offer triggered',
    ]);
    expect(stage.zoneState()).toBe('triggered (until trigger ends)');
    stage.report(nobody);
    stage.at(21);
    expect(stage.log.slice(5)).toEqual([
      '20.25 ended offer triggered interrupted',
      '20.25 started loop',
    ]);
    // The loop resumes where the rotation is, after the offer was cut short.
    expect(stage.zoneState()).toBe('interrupted');
    expect(stage.playback.at(-1)).toMatchObject({
      currentItemId: 'offer',
      triggered: true,
      rule: 'audience-sensor',
      durationSeconds: 8,
      interrupted: true,
    });
    // The resumed loop item ends: the zone is back in its rotation.
    stage.at(31);
    expect(stage.zoneState()).toBe('rotating');
  });

  it('plays a triggered item to its end when it plays until the content ends', () => {
    const stage = play(triggered('until-content-ends'));
    stage.at(2);
    expect(stage.zoneState()).toBe('rotating');
    stage.report(woman);
    stage.at(3);
    expect(stage.zoneState()).toBe('triggered (until content ends)');
    stage.report(nobody);
    stage.at(40);
    expect(stage.zoneState()).toBe('rotating');
    expect(stage.log.slice(1, 4)).toEqual([
      '2.25 ended loop interrupted',
      '2.25 started offer triggered',
      '32.25 ended offer triggered',
    ]);
  });

  it('ignores a malformed audience report', () => {
    const stage = play(triggered('until-content-ends'));
    stage.report({ categories: [{ count: -1 }] } as unknown as AudienceReport);
    stage.at(5);
    expect(stage.log).toEqual(['0 started loop']);
    expect(stage.warnings).toEqual([expect.stringContaining('Ignored an invalid audience report')]);
  });

  it('queues the next item N seconds before it starts (preload before start)', () => {
    const content = contentOf([
      { _id: 'a', type: 'scene-inline', scene: scene('a', 30) },
      { _id: 'b', type: 'scene-inline', scene: scene('b', 20) },
    ]);
    const stage = play(content, { preload: { strategy: 'preload-before-start', seconds: 10 } });
    stage.at(19.75);
    expect(stage.items()).toEqual(['a:playing']);
    stage.at(20);
    expect(stage.items()).toEqual(['a:playing', 'b:preloading']);
    stage.run.ready(0, stage.run.actor.getSnapshot().context.view[0]!.preload[0]!.key);
    expect(stage.items()).toEqual(['a:playing', 'b:ready']);
    stage.at(30);
    // The preloaded machine is the one that plays.
    expect(stage.items()).toEqual(['b:playing']);
    expect(stage.log.slice(-1)).toEqual(['30 started b']);

    const none = play(content, { preload: { strategy: 'disabled' } });
    none.at(29.75);
    expect(none.items()).toEqual(['a:playing']);
  });

  it('hands over at the exact end of an item, not on the next 250 ms tick', () => {
    const stage = play(
      contentOf([
        { _id: 'a', type: 'scene-inline', scene: scene('a', 2.1) },
        { _id: 'b', type: 'scene-inline', scene: scene('b', 3.333) },
      ]),
    );
    stage.at(6);
    expect(stage.log).toEqual([
      '0 started a',
      '2.1 ended a',
      '2.1 started b',
      // 5.433 s, kept to whole hundredths and never before the end.
      '5.44 ended b',
      '5.44 started a',
    ]);
    expect(stage.playback[0]).toMatchObject({ currentItemId: 'a', durationSeconds: 2.1 });
    // The clock's own ticks go on in between and never take time back.
    stage.at(8);
    expect(stage.log.slice(5)).toEqual(['7.54 ended a', '7.54 started b']);
  });

  it('starts mid-scene where playlist time puts it, and tells the renderer the offset', () => {
    // Playlist time started 13.5 s before the stage's first tick: 3.5 s into "b".
    const stage = play(
      contentOf([
        { _id: 'a', type: 'scene-inline', scene: scene('a', 10) },
        { _id: 'b', type: 'scene-inline', scene: scene('b', 5) },
      ]),
      { startedAt: START - 13_500 },
    );
    stage.at(0);
    const [zone] = stage.run.actor.getSnapshot().context.view;
    expect(zone!.current?.entry.itemId).toBe('b');
    expect(zone!.offsetMs).toBe(3500);
    stage.at(2);
    expect(stage.log).toEqual(['0 started b', '1.5 ended b', '1.5 started a']);
    // A scene that starts at its beginning starts at offset 0.
    expect(stage.run.actor.getSnapshot().context.view[0]!.offsetMs).toBe(0);
  });

  it('loops a published single file on the 50 ms simple player, restarting it at zero', () => {
    const data = imagePlaylistContent([{ id: 'a' }]);
    const parsed = parsePlayableContent({ ...data, collectionName: 'file', entityId: 'a' }, API);
    if (!parsed.ok) throw new Error('fixture must parse');
    const stage = play(parsed.value);
    stage.at(3600.1);
    expect(stage.log).toEqual([
      '0 started item-file-a',
      '3600 ended item-file-a',
      '3600 started item-file-a',
    ]);
  });
});
