import { describe, expect, it } from 'vitest';
import { FakeHost, type LocalState } from '../../host/index.js';
import type { AudienceMinute, AudienceReport } from '../../model/index.js';
import { VirtualClock } from '../../testing/virtualClock.js';
import { AUDIENCE_OUTBOX_KEY, createAudienceRecorder } from './audienceRecorder.js';
import type { MinuteTally } from './audienceTally.js';
import { PLAYER_BROWSER_EVENTS } from './browserEvents.js';

const person = (count: number): AudienceReport => ({
  categories: [],
  objects: [{ labelName: 'person', count }],
});

interface OpenOptions {
  /** The scheduler's clock; a page that reloaded leaves its own behind, never advanced again. */
  timers?: VirtualClock;
  /** The page's local state; the host's unless a test loses some of its writes. */
  state?: LocalState;
}

function setup(enabled = () => true) {
  const clock = new VirtualClock();
  const host = new FakeHost();
  const server = { online: true, minutes: new Map<string, AudienceMinute>() };
  const updates: MinuteTally[] = [];
  /** Where the server clock's corrections have moved the player's clock, in ms. */
  const shift = { ms: 0 };
  /** The page of the newest recorder: a reloaded page's recorder hears nothing more. */
  let page = new EventTarget();
  const open = ({ timers = clock, state = host.localState }: OpenOptions = {}) => {
    page = new EventTarget();
    page.addEventListener(PLAYER_BROWSER_EVENTS.analyticsUpdate, (e) =>
      updates.push((e as CustomEvent<MinuteTally>).detail),
    );
    return createAudienceRecorder({
      state,
      events: page,
      now: () => clock.now() + shift.ms,
      enabled,
      scheduler: timers.scheduler,
      deliver: async (minutes) => {
        if (!server.online) throw new Error('Failed to fetch');
        for (const m of minutes) server.minutes.set(m.id, m);
        return { acknowledgedIds: minutes.map((m) => m.id) };
      },
    });
  };
  const hear = (report: AudienceReport) =>
    page.dispatchEvent(new CustomEvent(PLAYER_BROWSER_EVENTS.audienceReport, { detail: report }));
  /** The minutes the server got, in order, with their people. */
  const sent = () =>
    [...server.minutes.values()]
      .sort((a, b) => a.minute.localeCompare(b.minute))
      .map((m) => [m.minute.slice(11, 16), m.people]);
  return { clock, host, server, updates, shift, open, hear, sent };
}

describe('audience recorder', () => {
  it('counts the most people seen at once per minute, not every reading', async () => {
    const { clock, server, updates, open, hear } = setup();
    open();
    await clock.advance(0);
    for (const n of [1, 3, 2, 3, 1]) {
      hear(person(n));
      await clock.advance(5_000);
    }
    await clock.advance(60_000);
    const minutes = [...server.minutes.values()];
    expect(minutes[0]).toMatchObject({ minute: new Date(0).toISOString(), people: 3 });
    expect(minutes[0]?.readings).toBe(5);
    expect(updates[0]).toMatchObject({ people: 3, objects: [{ label: 'person', count: 3 }] });
  });

  it('carries the last reading into minutes that heard nothing new, until an empty one', async () => {
    const { clock, open, hear, sent } = setup();
    open();
    hear(person(2));
    await clock.advance(3 * 60_000 + 10);
    hear({ categories: [], objects: [] });
    await clock.advance(2 * 60_000);
    expect(sent().map(([, people]) => people)).toEqual([2, 2, 2, 2]);
  });

  it('keeps minutes offline and across a restart, and sends each once', async () => {
    const { clock, host, server, open, hear, sent } = setup();
    server.online = false;
    const first = open();
    hear(person(4));
    await clock.advance(30_000);
    hear({ categories: [], objects: [] });
    await clock.advance(30_000);
    hear(person(1));
    await clock.advance(10_000);
    first.close();
    expect(await host.localState.get(AUDIENCE_OUTBOX_KEY)).toEqual({ version: 2, pages: [0] });
    expect(server.minutes.size).toBe(0);
    server.online = true;
    // The minute open at the close goes on in the next recorder and is kept at its end.
    const second = open();
    await clock.advance(10_000);
    second.flush();
    await clock.advance(10_000);
    expect(sent()).toEqual([['00:00', 4]]);
    await clock.advance(60_000);
    expect(sent()).toEqual([
      ['00:00', 4],
      ['00:01', 1],
    ]);
  });

  it('finishes the minute in progress at a reload and sends it once', async () => {
    const { clock, updates, open, hear, sent } = setup();
    // The page reloads 20 s into a minute: its timers are gone, nothing closed it.
    open({ timers: new VirtualClock() });
    await clock.advance(0);
    hear(person(3));
    await clock.advance(20_000);
    const second = open();
    await clock.advance(5_000);
    hear(person(1));
    await clock.advance(40_000);
    expect(sent()).toEqual([['00:00', 3]]);
    expect(updates.map((u) => [u.minute.slice(11, 16), u.people, u.readings])).toEqual([
      ['00:00', 3, 2],
    ]);

    // Stopped in the next minute, started and reloaded again, back only minutes later: that
    // minute is kept as it was when the page went, once, however often the player starts.
    second.close();
    open({ timers: new VirtualClock() });
    await clock.advance(0);
    hear(person(2));
    await clock.advance(5 * 60_000);
    open();
    await clock.advance(0);
    open();
    await clock.advance(5_000);
    expect(sent()).toEqual([
      ['00:00', 3],
      ['00:01', 2],
    ]);
    expect(updates).toHaveLength(2);
  });

  it('sends a minute kept just before a reload that lost its outbox write', async () => {
    const { clock, host, server, updates, open, hear, sent } = setup();
    server.online = false;
    // The page goes while the minute's outbox write is still on its way: the writes issued
    // before it landed (the recorder's memory among them), that one never does.
    let going = false;
    const page: LocalState = {
      get: (key) => host.localState.get(key),
      keys: () => host.localState.keys(),
      remove: (key) => host.localState.remove(key),
      set: (key, value) =>
        going && key.startsWith(AUDIENCE_OUTBOX_KEY)
          ? new Promise<void>(() => undefined)
          : host.localState.set(key, value),
    };
    open({ timers: new VirtualClock(), state: page });
    await clock.advance(0);
    hear(person(3));
    await clock.advance(30_000);
    going = true;
    // The minute ends (its timer is the reloaded page's, fired by hand here): kept and shown.
    hear(person(2));
    await clock.advance(30_000);
    hear(person(2));
    await clock.advance(0);
    expect(updates.map((u) => u.minute.slice(11, 16))).toEqual(['00:00']);

    server.online = true;
    const second = open();
    await clock.advance(5_000);
    second.flush();
    await clock.advance(70_000);
    expect(sent()).toEqual([
      ['00:00', 3],
      ['00:01', 2],
    ]);
  });

  it('keeps each minute once when server time moves the clock back', async () => {
    const { clock, updates, shift, open, hear, sent } = setup();
    open();
    await clock.advance(0);
    for (let s = 0; s < 450; s += 5) {
      hear(person(2));
      // A re-measurement moves the clock back by 3 ms, then a first boot's first one (the
      // device clock ran ahead) by three minutes: what it reads again was counted already.
      if (s === 90) shift.ms -= 3;
      if (s === 200) shift.ms -= 3 * 60_000;
      await clock.advance(5_000);
    }
    hear({ categories: [], objects: [] });
    await clock.advance(2 * 60_000);
    const minutes = updates.map((u) => u.minute.slice(11, 16));
    expect(minutes).toEqual([...new Set(minutes)]);
    expect(sent()).toEqual([
      ['00:00', 2],
      ['00:01', 2],
      ['00:02', 2],
      ['00:03', 2],
      ['00:04', 2],
    ]);
  });

  it('counts nothing while the account turned its AI models off', async () => {
    let on = false;
    const { clock, server, updates, open, hear } = setup(() => on);
    open();
    hear(person(5));
    await clock.advance(2 * 60_000);
    expect(server.minutes.size).toBe(0);
    expect(updates).toEqual([]);
    on = true;
    hear(person(1));
    await clock.advance(62_000);
    expect([...server.minutes.values()].map((m) => m.people)).toEqual([1]);
  });

  it('tells people by gender and age band from a camera that reports them', async () => {
    const { clock, server, open, hear } = setup();
    open();
    hear({
      categories: [
        { gender: 'female', ageRange: { min: 25, max: 34 }, count: 2, dwellSeconds: 12 },
        { gender: 'male', ageRange: { min: 60, max: 70 }, count: 1, dwellSeconds: 4 },
      ],
      objects: [],
    });
    await clock.advance(62_000);
    const [minute] = [...server.minutes.values()];
    expect(minute).toMatchObject({ people: 3, female: 2, male: 1, dwellSeconds: 8 });
    expect(minute?.ages).toEqual([0, 0, 2, 0, 0, 0, 1]);
  });
});
