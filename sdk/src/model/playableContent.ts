import { z } from 'zod';
import { COLLECTION_NAMES } from './constants.js';
import { playlistSchema } from './playlist.js';
import { playQuotaCounterSchema, playQuotaSchema } from './playQuota.js';
import { localDateTimeSchema } from './playWindow.js';
import { sceneSchema } from './scene.js';
import { scheduleSchema } from './schedule.js';
import { graphqlTypename, strictObject } from './strictObject.js';

/**
 * What a font file's @font-face rule says: the face it draws and the characters it holds.
 * Travels with the file, so a player draws text with the kept copy (see sdk/src/fonts).
 */
export const playableFontSchema = strictObject({
  ...graphqlTypename,
  family: z.string().min(1).max(200),
  weight: z.number().int().min(1).max(1000),
  style: z.enum(['normal', 'italic']),
  unicodeRange: z.string().max(100_000),
});

/** A file as the player gets it; width/height/duration/pageCount may be unknown (null). */
export const playableFileSchema = strictObject({
  ...graphqlTypename,
  _id: z.string().min(1),
  name: z.string().default(''),
  mimetype: z.string().default('application/octet-stream'),
  url: z.string().default(''),
  checksum: z.string().nullable().optional(),
  // sha256 of the bytes `url` serves (a converted file's), which kept media is checked against.
  playbackChecksum: z.string().nullable().optional(),
  fileSizeInBytes: z.number().min(0).nullable().optional(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
  duration: z.number().min(0).nullable().optional(),
  pageCount: z.number().int().min(0).nullable().optional(),
  /** A PDF's page images in page order, for engines without a PDF viewer (null: not drawn). */
  pageUrls: z.array(z.string()).nullable().optional(),
  playQuota: playQuotaSchema.nullable().optional(),
  /** Shown only from this wall-clock time on, in the screen's time zone (null: no start). */
  validFrom: localDateTimeSchema.nullable().optional(),
  /** Shown only before this wall-clock time, in the screen's time zone (null: no end). */
  validUntil: localDateTimeSchema.nullable().optional(),
  /** A video plays without sound (null or absent: with sound where the screen allows it). */
  muted: z.boolean().nullable().optional(),
  /** Set on a font file (font/woff2) of the content's text; absent in older content. */
  font: playableFontSchema.nullable().optional(),
});

/**
 * What a device is told to play: a file, scene, playlist or schedule (collectionName + entityId),
 * with every document it needs, so the player never fetches another one.
 */
export const playableContentSchema = strictObject({
  ...graphqlTypename,
  collectionName: z.enum(COLLECTION_NAMES),
  entityId: z.string().min(1),
  /** When this version of the content was made (ISO); playlist time counts from here. */
  publishedAt: z.iso.datetime({ offset: true }).optional(),
  content: strictObject({
    ...graphqlTypename,
    playlists: z.array(playlistSchema).default([]),
    scenes: z.array(sceneSchema).default([]),
    files: z.array(playableFileSchema).default([]),
    schedules: z.array(scheduleSchema).default([]),
    /** Plays the server has counted against the files' quotas in their current periods. */
    playQuotaCounters: z.array(playQuotaCounterSchema).default([]),
  }),
});

export type PlayableFileDocument = z.infer<typeof playableFileSchema>;
export type PlayableFont = z.infer<typeof playableFontSchema>;
export type PlayableContent = z.infer<typeof playableContentSchema>;
