import type { PlaylistItem } from '@marquee/sdk/model';
import { DEFAULT_SCENE_DURATION_S, PLAYLIST_IMAGE_DEFAULT_DURATION_S } from '@marquee/sdk/model';
import { badUserInput } from '../../errors.js';
import type { FileRow } from '../files/repo.js';

type MediaSceneType = 'image' | 'video' | 'presentation';

function sceneTypeOf(mimetype: string): MediaSceneType | undefined {
  if (mimetype.startsWith('image/')) return 'image';
  if (mimetype.startsWith('video/')) return 'video';
  if (mimetype === 'application/pdf') return 'presentation';
  return undefined;
}

/**
 * A media file as a playlist item: a scene-inline item whose scene has the file's
 * type and one full-screen scene item. Without an explicit duration an image gets a slide's
 * length of its own (10 s, which the operator may change; the engine's hour is for a scene that
 * is one image alone), while a video or PDF carries none, so it is timed by its content (the
 * file's length, 10 s a page); the scene item spans that same time.
 */
export function mediaFileItem(
  file: FileRow,
  options: { zoneId: number; duration?: number | null; newId: () => string },
): PlaylistItem {
  const type = sceneTypeOf(file.mimetype);
  if (!type) {
    const message = `${file.originalName} cannot be played in a playlist`;
    throw badUserInput(message, [{ path: 'fileIds', message }]);
  }
  const duration =
    options.duration ?? (type === 'image' ? PLAYLIST_IMAGE_DEFAULT_DURATION_S : undefined);
  const itemEnd =
    duration ?? (type === 'video' && file.duration ? file.duration : DEFAULT_SCENE_DURATION_S);
  const body: Record<string, unknown> = type === 'image' ? { imageSizing: 'contain' } : {};
  return {
    _id: options.newId(),
    type: 'scene-inline',
    zoneId: options.zoneId,
    scene: {
      _id: options.newId(),
      name: file.originalName,
      type,
      ...(duration !== undefined ? { duration } : {}),
      sceneItems: [
        {
          _id: options.newId(),
          start: 0,
          end: itemEnd,
          x: 0,
          y: 0,
          w: 100,
          h: 100,
          rotation: 0,
          item: { type, fileId: file.id, body },
        },
      ],
    },
  };
}
