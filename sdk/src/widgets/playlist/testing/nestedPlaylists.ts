import {
  parsePlayableContent,
  type PlayableContentData,
  type PlayerContent,
} from '../../../player/content.js';
import { widgetCatalog } from '../../../render/widgetDefinition.js';
import { imagePlaylistContent } from '../../../testing/playableFixtures.js';
import { defaultWidgets } from '../../index.js';

export const API = 'https://marquee.test/graphql';
export const catalog = widgetCatalog(defaultWidgets);

/** A scene with one playlist item showing `playlistId` (and whatever else is given). */
export function hostScene(
  id: string,
  playlistId: string,
  body: Record<string, unknown> = {},
  { start = 0, duration }: { start?: number; duration?: number } = {},
) {
  return {
    _id: id,
    name: id,
    type: 'slides',
    ...(duration ? { duration } : {}),
    sceneItems: [
      {
        _id: `${id}-playlist`,
        start,
        end: start + 30,
        x: 10,
        y: 10,
        w: 50,
        h: 50,
        item: { type: 'playlist', body: { playlistId, ...body } },
      },
    ],
  };
}

/**
 * Content published as playlist `outer`, whose one scene (`host`) shows playlist `inner` in a
 * playlist item: inner plays image scenes a (2 s) and b (3 s), 5 s in all.
 */
export function nestedContent(
  body: Record<string, unknown> = {},
  options: { start?: number; hostDuration?: number; innerExtra?: unknown[] } = {},
): PlayableContentData {
  const inner = imagePlaylistContent(
    [
      { id: 'a', durationS: 2 },
      { id: 'b', durationS: 3 },
    ],
    { playlistId: 'inner' },
  );
  const [innerPlaylist] = inner.content.playlists as [{ playlistItems: unknown[] }];
  innerPlaylist.playlistItems.push(...(options.innerExtra ?? []));
  return {
    ...inner,
    entityId: 'outer',
    content: {
      ...inner.content,
      playlists: [
        {
          _id: 'outer',
          name: 'Outer',
          mediaFit: 'contain',
          playlistItems: [
            {
              _id: 'outer-1',
              type: 'scene-inline',
              scene: hostScene('host', 'inner', body, {
                start: options.start,
                duration: options.hostDuration,
              }),
            },
          ],
        },
        innerPlaylist,
      ],
    },
  };
}

export function parsed(data: PlayableContentData): PlayerContent {
  const result = parsePlayableContent(data, API, catalog.itemSeconds);
  if (!result.ok) throw new Error(`fixture must parse: ${JSON.stringify(result.errors)}`);
  return result.value;
}
