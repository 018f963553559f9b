import { buildZoneTimelines, type Timeline, type TimelineEntry } from '../engine/index.js';
import {
  parseContent,
  playlistSchema,
  sceneSchema,
  type FieldError,
  type LayoutZone,
  type MediaFit,
  type ParseResult,
  type Playlist,
  type Scene,
} from '../model/index.js';
import type { PlayableContentQuery } from './graphql/generated.js';

export type PlayableContentData = NonNullable<PlayableContentQuery['playableContent']>;
export type PlayableFile = PlayableContentData['content']['files'][number];

/** One zone of the stage: where it sits and what it plays. */
export interface ZonePlan {
  zoneId: number;
  box: LayoutZone;
  timeline: Timeline<TimelineEntry>;
}

/** Content ready for the stage: parsed, timed, with absolute file URLs. */
export interface PlayerContent {
  /** Identity of the content as fetched, file URLs aside; equal signatures mean nothing to replay. */
  signature: string;
  /** Short id derived from the signature, to key what the stage renders for this content. */
  id: string;
  /** Nothing published to the device. */
  empty: boolean;
  mediaFit: MediaFit;
  zones: ZonePlan[];
  files: ReadonlyMap<string, PlayableFile>;
  /** Every image the content shows, to preload before switching to it. */
  imageUrls: string[];
}

const FULL_SCREEN: LayoutZone = { x: 0, y: 0, w: 100, h: 100 };

/** What a device plays when nothing is published to it. */
export function emptyContent(): PlayerContent {
  return {
    signature: 'empty',
    id: 'empty',
    empty: true,
    mediaFit: 'contain',
    zones: [],
    files: new Map(),
    imageUrls: [],
  };
}

/**
 * Turns fetched playable content into stage content. Documents are validated with the sdk
 * model; any invalid field makes the whole content invalid (with the field's path), so the
 * player keeps what it plays rather than showing half a playlist.
 */
export function parsePlayableContent(
  data: PlayableContentData | null,
  apiUrl: string,
): ParseResult<PlayerContent> {
  if (!data) return { ok: true, value: emptyContent() };
  const errors: FieldError[] = [];
  const playlists = parseAll(data.content.playlists, playlistSchema, 'content.playlists', errors);
  const scenes = parseAll(data.content.scenes, sceneSchema, 'content.scenes', errors);
  if (errors.length) return { ok: false, errors };

  const files = new Map(
    data.content.files.map((file) => [file._id, { ...file, url: absoluteUrl(file.url, apiUrl) }]),
  );
  const root = rootPlaylist(data, playlists, scenes, files);
  if (!root.ok) return root;

  const index = {
    playlists: new Map(playlists.map((p) => [p._id, p])),
    scenes: new Map(scenes.map((s) => [s._id, s])),
    files: new Map([...files].map(([id, file]) => [id, { duration: file.duration }])),
  };
  const boxes = root.value.layout?.zones ?? [FULL_SCREEN];
  const zones: ZonePlan[] = [];
  for (const [zoneId, timeline] of buildZoneTimelines(root.value, index)) {
    zones.push({ zoneId, box: boxes[zoneId] ?? FULL_SCREEN, timeline });
  }
  // File URLs are re-signed on every fetch: leave them out, or every refetch would restart playback.
  const signature = JSON.stringify({
    ...data,
    content: { ...data.content, files: data.content.files.map(({ url: _url, ...facts }) => facts) },
  });
  const imageUrls = new Set<string>();
  for (const zone of zones) {
    for (const entry of zone.timeline.entries) {
      for (const sceneItem of entry.scene.sceneItems) {
        for (const id of [sceneItem.item.fileId, ...(sceneItem.item.fileIds ?? [])]) {
          const file = id ? files.get(id) : undefined;
          if (file?.mimetype.startsWith('image/')) imageUrls.add(file.url);
        }
      }
    }
  }
  return {
    ok: true,
    value: {
      signature,
      id: shortHash(signature),
      empty: false,
      mediaFit: root.value.mediaFit,
      zones,
      files,
      imageUrls: [...imageUrls],
    },
  };
}

function parseAll<S extends typeof playlistSchema | typeof sceneSchema>(
  documents: readonly unknown[],
  schema: S,
  path: string,
  errors: FieldError[],
) {
  const parsed: Array<S extends typeof playlistSchema ? Playlist : Scene> = [];
  documents.forEach((document, i) => {
    const result = parseContent(schema, document);
    if (result.ok) parsed.push(result.value as never);
    else
      errors.push(
        ...result.errors.map((e) => ({ path: `${path}.${i}.${e.path}`, message: e.message })),
      );
  });
  return parsed;
}

/** The playlist to play: the published one, or a one-item playlist around a published scene or image. */
function rootPlaylist(
  data: PlayableContentData,
  playlists: Playlist[],
  scenes: Scene[],
  files: ReadonlyMap<string, PlayableFile>,
): ParseResult<Playlist> {
  const wrap = (scene: Scene): Playlist =>
    playlistSchema.parse({
      _id: `published-${data.entityId}`,
      name: scene.name || 'Published',
      playlistItems: [{ _id: `item-${scene._id}`, type: 'scene-inline', scene }],
    });
  const missing = (what: string): ParseResult<Playlist> => ({
    ok: false,
    errors: [
      { path: 'entityId', message: `The published ${what} ${data.entityId} is not in the content` },
    ],
  });
  switch (data.collectionName) {
    case 'playlist': {
      const playlist = playlists.find((p) => p._id === data.entityId);
      return playlist ? { ok: true, value: playlist } : missing('playlist');
    }
    case 'scene': {
      const scene = scenes.find((s) => s._id === data.entityId);
      return scene ? { ok: true, value: wrap(scene) } : missing('scene');
    }
    case 'file': {
      const file = files.get(data.entityId);
      if (!file) return missing('file');
      if (!file.mimetype.startsWith('image/')) {
        return {
          ok: false,
          errors: [{ path: 'entityId', message: `${file.mimetype} files cannot be played yet` }],
        };
      }
      return {
        ok: true,
        value: wrap(
          sceneSchema.parse({
            _id: `file-${file._id}`,
            name: file.name,
            type: 'image',
            sceneItems: [
              {
                _id: `file-${file._id}`,
                start: 0,
                end: 1,
                x: 0,
                y: 0,
                w: 100,
                h: 100,
                item: { type: 'image', fileId: file._id },
              },
            ],
          }),
        ),
      };
    }
    default:
      return {
        ok: false,
        errors: [
          { path: 'collectionName', message: `${data.collectionName} cannot be played yet` },
        ],
      };
  }
}

/** File URLs may be origin-relative; images must load from the API's origin, not the page's. */
function absoluteUrl(url: string, apiUrl: string): string {
  try {
    return new URL(url, apiUrl).toString();
  } catch {
    return url;
  }
}

/** FNV-1a, enough to tell contents apart in React keys. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
