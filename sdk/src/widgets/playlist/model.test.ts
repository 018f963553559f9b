import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENE_DURATION_S } from '../../model/index.js';
import { hostScene, nestedContent, parsed } from './testing/nestedPlaylists.js';
import { playlistBodySchema } from './model.js';

/** How long the outer playlist's host scene plays, in seconds. */
const hostSeconds = (content: ReturnType<typeof parsed>) =>
  content.program.playlists.get('outer')!.zones[0]!.entries[0]!.durationMs / 1000;

describe('playlist item body', () => {
  it('defaults to cover, with the duration following the content', () => {
    expect(playlistBodySchema.parse({})).toEqual({
      imageSizing: 'cover',
      doesDurationDependOnContent: true,
    });
  });
});

describe('playlist item duration', () => {
  it("makes a scene without a duration last until the nested playlist's total has played", () => {
    // inner plays 2 s + 3 s; the item starts at 1 s.
    expect(hostSeconds(parsed(nestedContent({}, { start: 1 })))).toBe(6);
  });

  it('gives the item no length of its own when the flag is off', () => {
    const content = parsed(nestedContent({ doesDurationDependOnContent: false }));
    expect(hostSeconds(content)).toBe(DEFAULT_SCENE_DURATION_S);
  });

  it("leaves a scene's explicit duration alone", () => {
    expect(hostSeconds(parsed(nestedContent({}, { hostDuration: 12 })))).toBe(12);
  });

  it('counts a playlist that shows itself (through one of its scenes) once', () => {
    // inner: a (2 s), b (3 s), then a scene without duration showing inner again.
    const selfScene = { _id: 'inner-3', type: 'scene-inline', scene: hostScene('again', 'inner') };
    const content = parsed(nestedContent({}, { innerExtra: [selfScene] }));
    // The inner occurrence renders nothing, so "again" falls back to the default length.
    expect(hostSeconds(content)).toBe(2 + 3 + DEFAULT_SCENE_DURATION_S);
  });
});
