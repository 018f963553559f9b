import type { PlayableContentData } from '../player/content.js';

/**
 * A publish time newer than any test clock: the playlist starts at its first item when the stage
 * starts, as content that has just arrived does.
 */
export const JUST_PUBLISHED = '9999-12-31T00:00:00.000Z';

/** A published playlist of image scenes, shaped like the server's playableContent answer. */
export function imagePlaylistContent(
  images: ReadonlyArray<{ id: string; durationS?: number }>,
  options: {
    playlistId?: string;
    mediaFit?: 'contain' | 'cover' | 'stretch';
    publishedAt?: string;
  } = {},
): PlayableContentData {
  const playlistId = options.playlistId ?? 'playlist-1';
  return {
    collectionName: 'playlist',
    entityId: playlistId,
    publishedAt: options.publishedAt ?? JUST_PUBLISHED,
    content: {
      playlists: [
        {
          _id: playlistId,
          name: 'Demo playlist',
          mediaFit: options.mediaFit ?? 'contain',
          playlistItems: images.map((image, i) => ({
            _id: `item-${i}`,
            type: 'scene-inline',
            scene: {
              _id: `scene-${image.id}`,
              name: image.id,
              type: 'image',
              duration: image.durationS ?? 6,
              sceneItems: [
                {
                  _id: `si-${image.id}`,
                  start: 0,
                  end: image.durationS ?? 6,
                  x: 0,
                  y: 0,
                  w: 100,
                  h: 100,
                  item: { type: 'image', fileId: image.id, body: { imageSizing: 'contain' } },
                },
              ],
            },
          })),
        },
      ],
      scenes: [],
      schedules: [],
      files: images.map((image) => ({
        _id: image.id,
        name: `${image.id}.png`,
        mimetype: 'image/png',
        url: `/blobs/${image.id}.png`,
        checksum: '0'.repeat(64),
        playbackChecksum: '0'.repeat(64),
        fileSizeInBytes: 1000,
        width: 1920,
        height: 1080,
        duration: null,
        pageCount: null,
        pageUrls: null,
        playQuota: null,
        validFrom: null,
        validUntil: null,
        muted: null,
        font: null,
      })),
      playQuotaCounters: [],
    },
  };
}
