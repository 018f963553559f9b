import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { GraphQLSchema } from 'graphql';
import { execute, parse } from '../../graphql/graphql-js.js';
import type { AppServices } from '../../app-services.js';
import { notFound } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import type { DeviceRow } from '../devices/repo.js';
import { contentPath, type ContentKey } from './content-key.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * What a player reads of its content: the same selection it asked over GraphQL before content
 * came by hash, so its parser is unchanged. Play quota counters come along, as of the snapshot.
 */
const PLAYABLE_CONTENT =
  parse(`query SnapshotOfPlayableContent($entityId: ID!, $collectionName: CollectionName!) {
  playableContent(entityId: $entityId, collectionName: $collectionName) {
    collectionName entityId publishedAt
    content {
      playlists scenes schedules
      files {
        _id name mimetype url checksum playbackChecksum fileSizeInBytes width height duration
        pageCount pageUrls
        playQuota { count period }
        font { family weight style unicodeRange }
      }
      playQuotaCounters { fileId period periodStart count }
    }
  }
}`);

/** The notice every screen showing the content gets, and the bytes it then fetches. */
export interface ContentSnapshot {
  key: ContentKey;
  hash: string;
  notice: { hash: string; url: string; spreadMs: number };
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
  spreadMs: number,
): Promise<ContentSnapshot> {
  const now = app.clock.now();
  const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const reader = {
    id: 'content-snapshot',
    accountId: key.accountId,
    spaceId: key.spaceId,
  } as DeviceRow;
  const context: GraphQLContext = {
    services: app,
    requestId: 'content-snapshot',
    now: () => dayStart,
    principal: { kind: 'device', device: reader },
    clientIp: 'internal',
    baseUrl: '',
    transport: 'http',
    responseCookies: [],
  };
  const result = await execute({
    schema,
    document: PLAYABLE_CONTENT,
    contextValue: context,
    variableValues: { entityId: key.entityId, collectionName: key.collectionName },
  });
  const playable = (result.data as { playableContent?: PlayableSnapshot } | null)?.playableContent;
  if (!playable) {
    if (result.errors?.some((e) => e.extensions['code'] === 'NOT_FOUND'))
      throw notFound(`The ${key.collectionName}`);
    throw result.errors?.[0] ?? new Error('The content could not be read');
  }
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
    notice: { hash, url: contentPath(key, hash), spreadMs },
    json,
    gzip: gz,
    br,
    madeAt: now.getTime(),
  };
}

interface PlayableSnapshot {
  content: Record<string, unknown>;
}

const byId = (list: unknown) =>
  Array.isArray(list)
    ? [...(list as { _id?: string }[])].sort((a, b) => String(a._id).localeCompare(String(b._id)))
    : list;

/**
 * What names a snapshot. Counters move with every play anywhere: they travel with the content but
 * do not name it. Lists are taken in id order, since a database may return rows in any order:
 * two processes that read the same content a moment apart give screens the same address.
 */
function canonicalForm(playable: PlayableSnapshot): string {
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
