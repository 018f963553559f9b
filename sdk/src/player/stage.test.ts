import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { imagePlaylistContent } from '../testing/playableFixtures.js';
import { parsePlayableContent, type PlayerContent } from './content.js';
import { stageClock, stageFrames, type StageFrame } from './stage.js';

function content(): PlayerContent {
  const parsed = parsePlayableContent(
    imagePlaylistContent([
      { id: 'a', durationS: 1 },
      { id: 'b', durationS: 1 },
    ]),
    'https://marquee.test/graphql',
  );
  if (!parsed.ok) throw new Error('fixture must parse');
  return parsed.value;
}

const shown = (frame: StageFrame) =>
  `${frame.zones[0]?.current?.scene._id}>${frame.zones[0]?.next?.scene._id}`;

describe('stage clock and frames', () => {
  it('ticks every 250 ms from subscription', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(
      ({ expectObservable }) => {
        expectObservable(stageClock(250), '^ 1000ms !').toBe('a 249ms b 249ms c 249ms d 249ms e', {
          a: 0,
          b: 250,
          c: 500,
          d: 750,
          e: 1000,
        });
      },
    );
  });

  it('emits a frame only when the playing item changes, looping the playlist', () => {
    const zones = content().zones;
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(
      ({ expectObservable }) => {
        const frames = stageFrames(zones, stageClock(250));
        expectObservable(frames.pipe(mapShown()), '^ 3000ms !').toBe('a 999ms b 999ms a 999ms b', {
          a: 'scene-a>scene-b',
          b: 'scene-b>scene-a',
        });
      },
    );
  });
});

import { map } from 'rxjs';
function mapShown() {
  return map(shown);
}
