import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCENE_DURATION_S,
  IMAGE_SCENE_DEFAULT_DURATION_S,
  PRESENTATION_PAGE_DURATION_S,
  type Scene,
} from '../model/index.js';
import { sceneDurationSeconds } from './sceneDuration.js';

function scene(type: Scene['type'], duration?: number, fileId = 'f1'): Scene {
  return {
    _id: 's',
    name: 's',
    type,
    duration,
    sceneItems: [
      {
        _id: 'i',
        start: 0,
        end: 10,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        rotation: 0,
        item: { type, fileId },
      },
    ],
  };
}

const files = new Map([
  ['f1', { duration: 42.5, pageCount: 3 }],
  ['empty', {}],
]);
const lookup = (id: string) => files.get(id);

describe('sceneDurationSeconds', () => {
  it('uses an explicit duration whatever the type', () => {
    expect(sceneDurationSeconds(scene('image', 6), lookup)).toBe(6);
    expect(sceneDurationSeconds(scene('video', 5), lookup)).toBe(5);
  });

  it('gives image scenes an hour and other scenes the default', () => {
    expect(sceneDurationSeconds(scene('image'), lookup)).toBe(IMAGE_SCENE_DEFAULT_DURATION_S);
    expect(sceneDurationSeconds(scene('slides'), lookup)).toBe(DEFAULT_SCENE_DURATION_S);
  });

  it("plays a video for its file's length and a presentation per page", () => {
    expect(sceneDurationSeconds(scene('video'), lookup)).toBe(42.5);
    expect(sceneDurationSeconds(scene('presentation'), lookup)).toBe(
      3 * PRESENTATION_PAGE_DURATION_S,
    );
  });

  it('falls back to the default when the file facts are unknown', () => {
    expect(sceneDurationSeconds(scene('video', undefined, 'empty'), lookup)).toBe(
      DEFAULT_SCENE_DURATION_S,
    );
    expect(sceneDurationSeconds(scene('presentation', undefined, 'missing'), lookup)).toBe(
      DEFAULT_SCENE_DURATION_S,
    );
  });
});
