// @vitest-environment jsdom
import {
  createStageInspector,
  FakeHost,
  parsePlayableContent,
  PLAYER_BROWSER_EVENTS,
  runStage,
  type StageInspector,
} from '@marquee/sdk';
import { imagePlaylistContent } from '@marquee/sdk/testing';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { installQaClock } from './qaClock.js';
import { QaLog, QaPanel } from './qaPanel.js';

afterEach(cleanup);

function setup(inspector?: StageInspector) {
  const host = new FakeHost({ state: { 'device.name': 'Lobby' } });
  const events = new EventTarget();
  const log = new QaLog();
  log.listen(events);
  const clockSource = { now: () => 1_000_000 };
  const clock = installQaClock(clockSource);
  render(
    <QaPanel
      host={host}
      log={log}
      clock={clock}
      events={events}
      inspector={inspector}
      refreshMs={60_000}
    />,
  );
  return { host, events, clockSource };
}

describe('QA fake-host panel', () => {
  it('sends an audience report to the player as its browser event', () => {
    const { events } = setup();
    const received: unknown[] = [];
    events.addEventListener(PLAYER_BROWSER_EVENTS.audienceReport, (e) =>
      received.push((e as CustomEvent).detail),
    );
    fireEvent.click(screen.getByTestId('qa-audience'));
    expect(received).toEqual([
      { categories: [{ gender: 'female', ageRange: { min: 25, max: 34 }, count: 2 }], objects: [] },
    ]);
    expect(screen.getByTestId('qa-log').textContent).toContain('sent audience report');
  });

  it('takes the fake device offline and back', async () => {
    const { host } = setup();
    fireEvent.click(screen.getByTestId('qa-offline'));
    expect(host.faults.offline).toBe(true);
    await expect(host.fetch('https://marquee.test/graphql')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    fireEvent.click(screen.getByText('Go online'));
    expect(host.faults.offline).toBe(false);
  });

  it('moves the time the player reads', () => {
    const { clockSource } = setup();
    fireEvent.click(screen.getByTestId('qa-time-hour'));
    fireEvent.click(screen.getByTestId('qa-time-minute'));
    expect(clockSource.now()).toBe(1_000_000 + 3_660_000);
    expect(screen.getByTestId('qa-panel').textContent).toMatch(/Time \+61 min/);
  });

  it('shows the store and a histogram of the items that started', () => {
    const { events } = setup();
    expect(screen.getByTestId('qa-store').textContent).toContain('device.name: "Lobby"');
    act(() => {
      for (const sceneId of ['scene-a', 'scene-a', 'scene-b'])
        events.dispatchEvent(
          new CustomEvent(PLAYER_BROWSER_EVENTS.itemStarted, { detail: { sceneId } }),
        );
    });
    const histogram = screen.getByTestId('qa-histogram').textContent;
    expect(histogram).toContain('scene-a ▇▇ 2');
    expect(histogram).toContain('scene-b ▇ 1');
  });

  it("shows each zone's live state from the inspected stage", () => {
    const inspector = createStageInspector();
    const { events } = setup(inspector);
    expect(screen.getByTestId('qa-zones').textContent).toBe('nothing playing');
    const parsed = parsePlayableContent(
      imagePlaylistContent([
        { id: 'welcome', durationS: 5 },
        { id: 'menu', durationS: 5 },
      ]),
      'https://marquee.test/graphql',
    );
    if (!parsed.ok) throw new Error('fixture must parse');
    const clock = new Subject<number>();
    const run = runStage({
      content: parsed.value,
      timeZone: 'UTC',
      clock,
      events,
      inspect: inspector.inspect,
      warn: () => undefined,
    });
    act(() => clock.next(0));
    expect(screen.getByTestId('qa-zones').textContent).toBe(
      'zone 0: rotating · welcome starting (not drawn yet)',
    );
    act(() => clock.next(5000));
    act(() => run.ready(0, run.actor.getSnapshot().context.view[0]!.current!.entry.key));
    expect(screen.getByTestId('qa-zones').textContent).toBe('zone 0: rotating · menu playing');
    run.stop();
  });
});
