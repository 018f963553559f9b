import type { HostAPI, LocalFile } from '../../host/index.js';
import type { ItemSeconds } from '../../engine/index.js';
import { parsePlayableContent, type PlayerContent } from '../content.js';

/**
 * Media kept on the device through `host.files`, so that a screen plays on with no network,
 * reboots included. The policy:
 * - Every file the content shows (images, videos, a PDF's page images) is downloaded with its
 *   checksum before the content goes on screen, then plays from its local URL.
 * - A file that cannot be kept (network, checksum, disk) plays from the network instead; the
 *   content still switches, as it would without kept media.
 * - Room is made first from kept media that neither the new nor the playing content needs,
 *   least recently used first. What is on screen is never deleted for room.
 * - Once a content is on screen with all its media kept, media it does not need goes. Media of a
 *   content that could not be kept whole stays until unused for UNUSED_MEDIA_TTL_MS, so a screen
 *   whose new content only half arrived still has the older files it may fall back to.
 * - The content last put on screen is kept in local state and played at boot, before (or
 *   without) the server's answer.
 */

/** Kept media names start so; other kept files (the player's own bundle) are never touched. */
export const MEDIA_FILE_PREFIX = 'media-';
/** Local state key of the content last put on screen, as fetched. */
export const KEPT_CONTENT_KEY = 'marquee.keptContent';
/** Local state key of when each kept media file was last needed by a content on screen (epoch ms). */
const MEDIA_USAGE_KEY = 'marquee.keptMediaUsage';
/** Kept data no content has used for 7 days is evicted, so old media never fills the disk. */
export const UNUSED_MEDIA_TTL_MS = 7 * 24 * 3600_000;

/** One file a content needs on the device. */
interface NeededMedia {
  /** Kept-file name: content-addressed where the checksum is known, so versions never clash. */
  name: string;
  /** Where to download it from now (URLs are re-signed on every fetch). */
  url: string;
  checksum: string | null;
  /** Expected size when the server said, for room-making before the download. */
  sizeBytes: number;
}

export interface KeepProgress {
  /** Files of the content already kept (or given up on). */
  done: number;
  total: number;
  /** Files of the content actually kept on the device (not given up on). */
  kept: number;
  /** The last file that could not be kept failed for want of room. */
  storageFull: boolean;
}

interface KeepResult {
  /** The content with every kept file's URL replaced by its local URL. */
  content: PlayerContent;
  /** Files that could not be kept and play from the network. */
  missing: number;
}

type MediaHost = Pick<HostAPI, 'files' | 'localState'>;

interface KeptMediaDeps {
  host: MediaHost;
  now?: () => number;
  warn?: (message: string, details?: Record<string, unknown>) => void;
}

/** Every file `content` shows, with the name it is kept under. */
function neededMedia(content: PlayerContent): NeededMedia[] {
  const needed = new Map<string, NeededMedia>();
  for (const file of content.files.values()) {
    // The checksum of the bytes the URL serves (a converted video's, not its original's).
    const checksum = file.playbackChecksum?.toLowerCase() ?? null;
    const base = checksum ?? `id-${safeName(file._id)}`;
    if (file.pageUrls?.length) {
      // A PDF plays from its page images; the PDF itself is never loaded by the player.
      file.pageUrls.forEach((url, page) => {
        const name = `${MEDIA_FILE_PREFIX}${base}-page-${page + 1}`;
        needed.set(name, { name, url, checksum: null, sizeBytes: 0 });
      });
      continue;
    }
    const name = `${MEDIA_FILE_PREFIX}${base}`;
    needed.set(name, {
      name,
      url: file.url,
      checksum,
      sizeBytes: file.fileSizeInBytes ?? 0,
    });
  }
  return [...needed.values()];
}

/** The content with the URLs of the files in `kept` (by name) replaced by their local URLs. */
function localizeContent(
  content: PlayerContent,
  kept: ReadonlyMap<string, LocalFile>,
): PlayerContent {
  const local = new Map<string, string>();
  for (const media of neededMedia(content)) {
    const file = kept.get(media.name);
    if (file) local.set(media.url, file.url);
  }
  if (local.size === 0) return content;
  const swap = (url: string) => local.get(url) ?? url;
  const files = new Map(
    [...content.files].map(([id, file]) => [
      id,
      { ...file, url: swap(file.url), pageUrls: file.pageUrls?.map(swap) ?? null },
    ]),
  );
  return {
    ...content,
    files,
    singleFile: content.singleFile ? (files.get(content.singleFile._id) ?? null) : null,
    imageUrls: content.imageUrls.map(swap),
  };
}

/** Kept media, content and usage, on one host. */
export function createKeptMedia({ host, now = Date.now, warn = () => undefined }: KeptMediaDeps) {
  const store = mediaStore({ host, now, warn });
  return {
    /**
     * Downloads what `content` needs and is not kept yet, then returns it with local URLs.
     * `playing` is the content on screen, whose files are never deleted for room.
     */
    keep: (
      content: PlayerContent,
      playing: PlayerContent | null,
      onProgress: (progress: KeepProgress) => void = () => undefined,
    ): Promise<KeepResult> => keepContent(store, content, playing, onProgress),

    /** `content` is on screen: it is what the next boot plays, and its media was just used. */
    async remember(content: PlayerContent): Promise<void> {
      if (content.fetched !== undefined)
        await host.localState.set(KEPT_CONTENT_KEY, content.fetched);
      await store.touch(neededMedia(content).map((m) => m.name));
    },

    /** Deletes kept media that `content`, on screen, does not need (see the policy above). */
    evictUnneeded: (content: PlayerContent): Promise<number> => evictUnneeded(store, content),

    /** remember, then evictUnneeded. */
    async settle(content: PlayerContent): Promise<number> {
      await this.remember(content);
      return this.evictUnneeded(content);
    },

    /** The content last on screen, with its kept files' local URLs; null when there is none. */
    async restore(apiUrl: string, itemSeconds: ItemSeconds): Promise<PlayerContent | null> {
      const fetched = await host.localState.get(KEPT_CONTENT_KEY);
      if (fetched === undefined) return null;
      const parsed = parsePlayableContent(fetched, apiUrl, itemSeconds);
      if (!parsed.ok) return null;
      return localizeContent(parsed.value, await store.keptByName());
    },

    /** A device that is unpaired shows nothing of its former content. */
    async forget(): Promise<void> {
      await host.localState.remove(KEPT_CONTENT_KEY);
    },
  };
}

/** The kept media files and their usage record, on one host. */
function mediaStore({ host, now, warn }: Required<KeptMediaDeps>) {
  const files = host.files;

  async function keptByName(): Promise<Map<string, LocalFile>> {
    const list = await files.list();
    return new Map(list.filter(isMedia).map((file) => [file.name, file]));
  }

  async function readUsage(): Promise<Record<string, number>> {
    const stored = await host.localState.get(MEDIA_USAGE_KEY).catch(() => undefined);
    const usage: Record<string, number> = {};
    if (stored && typeof stored === 'object' && !Array.isArray(stored))
      for (const [name, at] of Object.entries(stored)) if (typeof at === 'number') usage[name] = at;
    return usage;
  }

  const writeUsage = (usage: Record<string, number>) => host.localState.set(MEDIA_USAGE_KEY, usage);

  return {
    files,
    now,
    warn,
    keptByName,
    readUsage,
    writeUsage,

    async touch(names: readonly string[]): Promise<void> {
      const usage = await readUsage();
      const at = now();
      for (const name of names) usage[name] = at;
      await writeUsage(usage);
    },

    /** Downloads one file; why not (with a warning) when it could not be kept. */
    async keepOne(media: NeededMedia): Promise<'kept' | 'failed' | 'diskFull'> {
      try {
        await files.download(media.url, {
          name: media.name,
          ...(media.checksum ? { checksum: media.checksum } : {}),
        });
        return 'kept';
      } catch (error) {
        warn('A media file could not be kept; it plays from the network', {
          name: media.name,
          error: messageOf(error),
        });
        return (error as { code?: unknown }).code === 'DISK_FULL' ? 'diskFull' : 'failed';
      }
    },

    /** Deletes kept media not in `protect`, least recently used first, until `bytes` are free. */
    async makeRoom(bytes: number, protect: ReadonlySet<string>): Promise<void> {
      let free = await files.freeSpace();
      if (free >= bytes) return;
      const usage = await readUsage();
      const candidates = [...(await keptByName()).values()]
        .filter((file) => !protect.has(file.name))
        .sort((a, b) => (usage[a.name] ?? 0) - (usage[b.name] ?? 0));
      for (const file of candidates) {
        if (free >= bytes) return;
        await files.delete(file.name);
        free += file.sizeBytes;
      }
    },
  };
}

type MediaStore = ReturnType<typeof mediaStore>;

/** Downloads what `content` needs and is not kept yet; the content with local URLs. */
async function keepContent(
  store: MediaStore,
  content: PlayerContent,
  playing: PlayerContent | null,
  onProgress: (progress: KeepProgress) => void,
): Promise<KeepResult> {
  const needed = neededMedia(content);
  try {
    const kept = await store.keptByName();
    const absent = needed.filter((media) => !kept.has(media.name));
    let done = needed.length - absent.length;
    let keptCount = done;
    let storageFull = false;
    const progress = () => onProgress({ done, total: needed.length, kept: keptCount, storageFull });
    progress();
    if (absent.length > 0) {
      const protect = new Set([
        ...needed.map((m) => m.name),
        ...(playing ? neededMedia(playing).map((m) => m.name) : []),
      ]);
      await store.makeRoom(
        absent.reduce((sum, media) => sum + media.sizeBytes, 0),
        protect,
      );
    }
    let missing = 0;
    for (const media of absent) {
      const outcome = await store.keepOne(media);
      if (outcome === 'kept') keptCount++;
      else missing++;
      // A later file that fits (a smaller one) does not clear it: the disk is still short.
      if (outcome === 'diskFull') storageFull = true;
      done++;
      progress();
    }
    return { content: localizeContent(content, await store.keptByName()), missing };
  } catch (error) {
    // The device's storage itself failed (listing, free space): the content still plays,
    // from the network, rather than not at all.
    store.warn('Kept media is unavailable; the content plays from the network', {
      error: messageOf(error),
    });
    return { content, missing: needed.length };
  }
}

/** Deletes kept media that `content`, on screen, does not need; how many files went. */
async function evictUnneeded(store: MediaStore, content: PlayerContent): Promise<number> {
  const needed = new Set(neededMedia(content).map((m) => m.name));
  const kept = await store.keptByName();
  const whole = [...needed].every((name) => kept.has(name));
  const usage = await store.readUsage();
  let evicted = 0;
  for (const file of kept.values()) {
    if (needed.has(file.name)) continue;
    const unusedFor = store.now() - (usage[file.name] ?? 0);
    if (whole || unusedFor > UNUSED_MEDIA_TTL_MS) {
      await store.files.delete(file.name);
      delete usage[file.name];
      evicted++;
    }
  }
  if (evicted > 0) await store.writeUsage(usage);
  return evicted;
}

export type KeptMedia = ReturnType<typeof createKeptMedia>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const isMedia = (file: LocalFile) => file.name.startsWith(MEDIA_FILE_PREFIX);

function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]/g, '_');
}
