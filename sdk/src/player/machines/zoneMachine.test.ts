import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CompiledEntry, Occurrence } from '../../engine/index.js';
import { describeZoneState, zoneMachine, type ZoneEvent } from './zoneMachine.js';

const entry = (key: string, playUntil?: 'until-content-ends' | 'until-trigger-ends') =>
  ({
    key,
    itemId: key,
    scene: { _id: `scene-${key}`, name: key, type: 'image', sceneItems: [] },
    durationMs: 10_000,
    trigger: playUntil
      ? {
          rules: { type: 'audience-sensor' },
          settings: { playWhen: 'only-when-triggered', playUntil },
        }
      : null,
  }) as unknown as CompiledEntry;

const loop = entry('loop');
const offer = entry('offer', 'until-content-ends');
const greeting = entry('greeting', 'until-trigger-ends');
const play = (e: CompiledEntry, startedAt: number, triggered = false): Occurrence => ({
  entry: e,
  startedAt,
  endsAt: startedAt + e.durationMs,
  triggered,
  playlistId: 'p',
});

/** A change of what the zone plays: `from` ended (cut short if `cut`), `to` plays now. */
const change = (
  t: number,
  to: Occurrence | null,
  from: Occurrence | null = null,
  cut = false,
): ZoneEvent => ({ type: 'PLAY', t, occurrence: to, previous: from, interrupted: cut });

/** Given events, the states the zone goes through (XState's examples style). */
function statesAfter(events: readonly ZoneEvent[]): string[] {
  const actor = createActor(zoneMachine, { input: { zoneId: 0 } }).start();
  const states = [describeZoneState(actor.getSnapshot().value)];
  for (const event of events) {
    actor.send(event);
    states.push(describeZoneState(actor.getSnapshot().value));
  }
  return states;
}

describe('zone lifecycle machine', () => {
  it('rotates while normal items follow each other', () => {
    expect(
      statesAfter([change(0, play(loop, 0)), change(10, play(loop, 10), play(loop, 0))]),
    ).toEqual(['rotating', 'rotating', 'rotating']);
  });

  it('plays a trigger until its content ends, then rotates again', () => {
    const cutLoop = play(loop, 0);
    const triggered = play(offer, 2, true);
    expect(
      statesAfter([
        change(0, cutLoop),
        change(2, triggered, cutLoop, true),
        change(12, play(loop, 10), triggered),
      ]),
    ).toEqual(['rotating', 'rotating', 'triggered (until content ends)', 'rotating']);
  });

  it('plays a trigger until the trigger ends; cut short, the zone is interrupted until the next item', () => {
    const greet = play(greeting, 2, true);
    const resumed = play(loop, 0);
    expect(
      statesAfter([
        change(2, greet, play(loop, 0), true),
        change(5, resumed, greet, true),
        change(10, play(loop, 10), resumed),
      ]),
    ).toEqual(['rotating', 'triggered (until trigger ends)', 'interrupted', 'rotating']);
  });

  it('goes from one trigger to another that outranks it', () => {
    const first = play(offer, 2, true);
    expect(
      statesAfter([
        change(2, first, play(loop, 0), true),
        change(4, play(greeting, 4, true), first, true),
      ]),
    ).toEqual(['rotating', 'triggered (until content ends)', 'triggered (until trigger ends)']);
  });

  it('is interrupted when a timing rule cuts a normal item short', () => {
    expect(
      statesAfter([change(0, play(loop, 0)), change(6, play(offer, 6), play(loop, 0), true)]),
    ).toEqual(['rotating', 'rotating', 'interrupted']);
  });

  it('remembers what was cut short and what plays now', () => {
    const greet = play(greeting, 2, true);
    const actor = createActor(zoneMachine, { input: { zoneId: 3 } }).start();
    actor.send(change(2, greet, null));
    actor.send(change(5, play(loop, 0), greet, true));
    expect(actor.getSnapshot().context).toEqual({
      zoneId: 3,
      occurrence: play(loop, 0),
      interruption: { itemId: 'greeting', sceneName: 'greeting', t: 5, triggered: true },
    });
  });
});
