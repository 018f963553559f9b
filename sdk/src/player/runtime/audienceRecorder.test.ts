import { describe, expect, it } from 'vitest';
import { FakeHost } from '../../host/index.js';
import type { AudienceMinute, AudienceReport } from '../../model/index.js';
import { VirtualClock } from '../../testing/virtualClock.js';
import { AUDIENCE_OUTBOX_KEY, createAudienceRecorder } from './audienceRecorder.js';
import { PLAYER_BROWSER_EVENTS } from './browserEvents.js';

const person = (count: number): AudienceReport => ({
  categories: [],
  objects: [{ labelName: 'person', count }],
});

function setup(enabled = () => true) {
  const clock = new VirtualClock();
  const host = new FakeHost();
  const events = new EventTarget();
  const server = { online: true, minutes: new Map<string, AudienceMinute>() };
  const updates: unknown[] = [];
  events.addEventListener(PLAYER_BROWSER_EVENTS.analyticsUpdate, (e) =>
    updates.push((e as CustomEvent).detail),
  );
  const open = () =>
    createAudienceRecorder({
      state: host.localState,
      events,
      now: () => clock.now(),
      enabled,
      scheduler: clock.scheduler,
      deliver: async (minutes) => {
        if (!server.online) throw new Error('Failed to fetch');
        for (const m of minutes) server.minutes.set(m.id, m);
        return { acknowledgedIds: minutes.map((m) => m.id) };
      },
    });
  const hear = (report: AudienceReport) =>
    events.dispatchEvent(new CustomEvent(PLAYER_BROWSER_EVENTS.audienceReport, { detail: report }));
  return { clock, host, server, updates, open, hear };
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
    const { clock, server, open, hear } = setup();
    open();
    hear(person(2));
    await clock.advance(3 * 60_000 + 10);
    hear({ categories: [], objects: [] });
    await clock.advance(2 * 60_000);
    const people = [...server.minutes.values()]
      .sort((a, b) => a.minute.localeCompare(b.minute))
      .map((m) => m.people);
    expect(people).toEqual([2, 2, 2, 2]);
  });

  it('keeps minutes offline and across a restart, and sends each once', async () => {
    const { clock, host, server, open, hear } = setup();
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
    const second = open();
    await clock.advance(10_000);
    second.flush();
    await clock.advance(10_000);
    expect([...server.minutes.values()].map((m) => m.people)).toEqual([4, 1]);
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
