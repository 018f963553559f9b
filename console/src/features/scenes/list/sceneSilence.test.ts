import type { Scene } from '@marquee/sdk/model';
import { describe, expect, it } from 'vitest';
import { silenceWarning } from './sceneSilence';

const scene = (ends: number[]): Scene => ({
  _id: 's',
  name: 'Lobby',
  type: 'slides',
  sceneItems: ends.map((end, n) => ({
    _id: `i${n}`,
    start: 0,
    end,
    x: 0,
    y: 0,
    w: 10,
    h: 10,
    rotation: 0,
    item: { type: 'text' },
  })),
});

describe('silenceWarning', () => {
  it('says how long a screen shows nothing, and what to do', () => {
    expect(silenceWarning(scene([60, 30]), 400, 'Shorten it.')).toBe(
      "Nothing shows for the last 5:40: the scene's items end at 1:00, but it plays for 6:40. Shorten it.",
    );
    expect(silenceWarning(scene([]), 60, 'Add items.')).toBe(
      'This scene has no items: the screen shows nothing for 1:00. Add items.',
    );
  });

  it('stays quiet when the items fill the scene, nearly, or run past it', () => {
    expect(silenceWarning(scene([60]), 60, '')).toBeUndefined();
    expect(silenceWarning(scene([59.5]), 60, '')).toBeUndefined();
    expect(silenceWarning(scene([90]), 60, '')).toBeUndefined();
    expect(silenceWarning(undefined, 60, '')).toBeUndefined();
  });
});
