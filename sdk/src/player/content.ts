import {
  compileProgram,
  indexContent,
  noItemSeconds,
  sceneFileIds,
  type ItemSeconds,
  type Program,
} from '../engine/index.js';
import {
  parseContent,
  playableContentSchema,
  type MediaFit,
  type ParseResult,
  type PlayableContent,
  type PlayableFileDocument,
  type Playlist,
  type Scene,
} from '../model/index.js';
import type { PlayableContentQuery } from './graphql/generated.js';
import { isJsonValue, type JsonValue } from '../host/index.js';

/**
 * The content as the server sends it: the result type of the content document
 * (sdk/src/model/playableContent.graphql). Fixtures are built in this shape; what arrives from
 * the network or from storage is unchecked JSON until parsePlayableContent checks it.
 */
export type PlayableContentData = NonNullable<PlayableContentQuery['playableContent']>;

/**
 * A file as the widgets get it, as the content model checked it; only PDFs whose pages were
 * drawn carry page images, and only files from the server the checksum that kept media is
 * checked against. A font file of the content's text carries the @font-face it draws.
 */
export type PlayableFile = Omit<PlayableFileDocument, '__typename' | 'playQuota'> & {
  /** As the server states it; the engine takes quotas from the checked content, not from here. */
  playQuota?: PlayableContentData['content']['files'][number]['playQuota'];
  /** A still of the file (a video's first frame), where the source knows one: editors show it. */
  thumbnailUrl?: string | null;
};

/** Content ready for the stage: validated, compiled for the planner, with absolute file URLs. */
export interface PlayerContent {
  /** Identity of the content as fetched, file URLs aside; equal signatures mean nothing to replay. */
  signature: string;
  /** Short id derived from the signature, to key what the stage renders for this content. */
  id: string;
  /** Nothing published to the device. */
  empty: boolean;
  /** The published collection is one file: the simple file player plays it. */
  singleFile: PlayableFile | null;
  /** The engine's compiled form of the content; the stage plans from it on every tick. */
  program: Program;
  /** How media fills the screen, per playlist id (a schedule switches between playlists). */
  mediaFits: ReadonlyMap<string, MediaFit>;
  /**
   * The content's playlists and scenes by id, as validated: a playlist item plays a playlist
   * that is not on the program (it is in a scene, not in a zone) from these.
   */
  documents: PlayableDocuments;
  files: ReadonlyMap<string, PlayableFile>;
  /** Every image the content shows (PDF page images too), to preload before switching to it. */
  imageUrls: string[];
  /**
   * When this version of the content was made (epoch ms, server time): playlist time counts from
   * here, so screens showing it are in step and a reboot resumes. Null when the server did not say.
   */
  publishedAt: number | null;
  /**
   * The content as fetched (the JSON the server sent, before it was checked), kept on the device
   * so that it plays at the next boot offline. Absent when what was checked is not plain JSON.
   */
  fetched?: JsonValue;
}

export interface PlayableDocuments {
  playlists: ReadonlyMap<string, Playlist>;
  scenes: ReadonlyMap<string, Scene>;
}

const EMPTY_PROGRAM: Program = {
  rootPlaylistId: null,
  playlists: new Map(),
  timings: [],
  quotas: new Map(),
  quotaCounters: [],
  boundarySeconds: [0],
  warnings: [],
};

/** What a device plays when nothing is published to it. */
export function emptyContent(): PlayerContent {
  return {
    signature: 'empty',
    id: 'empty',
    empty: true,
    singleFile: null,
    program: EMPTY_PROGRAM,
    mediaFits: new Map(),
    documents: { playlists: new Map(), scenes: new Map() },
    files: new Map(),
    imageUrls: [],
    publishedAt: null,
    fetched: null,
  };
}

/** The media fit a playlist asks for; contain when unknown (a published scene or file). */
export function mediaFitOf(content: PlayerContent, playlistId: string): MediaFit {
  return content.mediaFits.get(playlistId) ?? 'contain';
}

/**
 * Turns fetched playable content (JSON from the server or from storage, unchecked) into stage
 * content. Documents are validated with the sdk model; any invalid field makes the whole content
 * invalid (with the field's path), so the player keeps what it plays rather than showing half a
 * playlist.
 */
export function parsePlayableContent(
  data: unknown,
  apiUrl: string,
  /** The widget list's duration rules (a scene without a duration lasts as its video). */
  itemSeconds: ItemSeconds = noItemSeconds,
): ParseResult<PlayerContent> {
  if (!data) return { ok: true, value: emptyContent() };
  const parsed = parseContent(playableContentSchema, data);
  if (!parsed.ok) return parsed;
  const playable: PlayableContent = parsed.value;

  const files = new Map(
    playable.content.files.map((file) => [
      file._id,
      {
        ...file,
        url: absoluteUrl(file.url, apiUrl),
        pageUrls: file.pageUrls?.map((url) => absoluteUrl(url, apiUrl)) ?? null,
      },
    ]),
  );
  const unplayable = checkPublished(playable, files);
  if (unplayable) return { ok: false, errors: [unplayable] };

  const program = compileProgram(playable, itemSeconds);
  const docs = indexContent(playable.content);
  // File URLs are re-signed on every fetch, and quota counters grow with every play: leave
  // them out, or every refetch would restart playback (a running stage counts its own plays).
  const { playQuotaCounters: _counters, ...documents } = playable.content;
  const signature = JSON.stringify({
    ...playable,
    content: {
      ...documents,
      files: playable.content.files.map(({ url: _url, pageUrls, ...facts }) => ({
        ...facts,
        drawnPages: pageUrls?.length ?? null,
      })),
    },
  });
  const imageUrls = new Set<string>();
  for (const playlist of program.playlists.values()) {
    for (const zone of playlist.zones) {
      for (const entry of zone.entries) {
        for (const id of sceneFileIds(entry.scene)) {
          const file = files.get(id);
          if (file?.mimetype.startsWith('image/')) imageUrls.add(file.url);
          // A PDF plays from its page images: fetched ahead, they also play on offline.
          for (const url of file?.pageUrls ?? []) imageUrls.add(url);
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
      singleFile:
        playable.collectionName === 'file' ? (files.get(playable.entityId) ?? null) : null,
      program,
      mediaFits: new Map(playable.content.playlists.map((p) => [p._id, p.mediaFit])),
      documents: { playlists: docs.playlists, scenes: docs.scenes },
      files,
      imageUrls: [...imageUrls],
      publishedAt: playable.publishedAt ? Date.parse(playable.publishedAt) : null,
      fetched: isJsonValue(data) ? data : undefined,
    },
  };
}

/** Published entities the player cannot play: said with the field at fault, instead of a blank screen. */
function checkPublished(
  playable: PlayableContent,
  files: ReadonlyMap<string, PlayableFile>,
): { path: string; message: string } | null {
  const { collectionName, entityId, content } = playable;
  const missing = (what: string) => ({
    path: 'entityId',
    message: `The published ${what} ${entityId} is not in the content`,
  });
  switch (collectionName) {
    case 'playlist':
      return content.playlists.some((p) => p._id === entityId) ? null : missing('playlist');
    case 'scene':
      return content.scenes.some((s) => s._id === entityId) ? null : missing('scene');
    case 'schedule':
      return content.schedules.some((s) => s._id === entityId) ? null : missing('schedule');
    case 'file': {
      const file = files.get(entityId);
      if (!file) return missing('file');
      return file.mimetype.startsWith('image/')
        ? null
        : { path: 'entityId', message: `${file.mimetype} files cannot be played yet` };
    }
    default:
      return { path: 'collectionName', message: `${String(collectionName)} cannot be played yet` };
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
