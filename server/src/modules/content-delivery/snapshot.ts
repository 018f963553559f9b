import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { GraphQLSchema } from 'graphql';
import type { AppServices } from '../../app-services.js';
import { contentPath, type ContentKey } from './content-key.js';
import { readPlayableContent, type PlayableContentResult } from './snapshot-query.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What names the content's version, where screens fetch it, and the bytes they then get. */
export interface ContentSnapshot {
  key: ContentKey;
  hash: string;
  /** The address screens are told (with the hash and a spread: ContentVersions.noticeOf). */
  url: string;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Clock time it was made, ms. */
  madeAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * File URLs are signed as of the start of the UTC day (valid 6 to 7 days) and origin-relative
 * (the player resolves them against its server), so a snapshot is the same bytes for every screen
 * and every process all day: what changes its hash is a change to the content.
 */
export async function makeSnapshot(
  app: AppServices,
  schema: GraphQLSchema,
  key: ContentKey,
): Promise<ContentSnapshot> {
  const now = app.clock.now();
  const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const playable = await readPlayableContent(app, schema, key, dayStart);
  const json = Buffer.from(JSON.stringify(playable));
  const hash = createHash('sha256').update(canonicalForm(playable)).digest('hex');
  // On libuv's threads: a large playlist's document never holds up the event loop.
  const [br, gz] = await Promise.all([
    brotli(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipped(json, { level: 6 }),
  ]);
  return {
    key,
    hash,
    url: contentPath(key, hash),
    json,
    gzip: gz,
    br,
    madeAt: now.getTime(),
  };
}

/** The list in id order; a document without an id sorts as "undefined". */
function byId<T>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => idOf(a).localeCompare(idOf(b)));
}

function idOf(item: unknown): string {
  return String(typeof item === 'object' && item !== null && '_id' in item ? item._id : undefined);
}

/**
 * What names a snapshot. Counters move with every play anywhere: they travel with the content but
 * do not name it. Lists are taken in id order, since a database may return rows in any order:
 * two processes that read the same content a moment apart give screens the same address.
 */
function canonicalForm(playable: PlayableContentResult): string {
  const { playlists, scenes, schedules, files } = playable.content;
  return JSON.stringify({
    ...playable,
    content: {
      playlists: byId(playlists),
      scenes: byId(scenes),
      schedules: byId(schedules),
      files: byId(files),
    },
  });
}
