import { z } from 'zod';
import { sceneSchema } from './scene.js';
import { graphqlTypename, strictObject } from './strictObject.js';
import { timingRulesV1Schema, timingRulesV2Schema } from './timingRules.js';
import { triggerPlaybackSettingsSchema, triggerRulesSchema } from './triggerRules.js';

export const MEDIA_FITS = ['contain', 'cover', 'stretch'] as const;

// Items hold only the keys the spec lists: an unknown key is refused with its name rather than
// dropped, since a dropped key silently changes what plays. Rules are validated (null reads as
// absent, as older documents write it).
const itemBase = {
  _id: z.string().min(1),
  zoneId: z.number().int().min(0).default(0),
  timingRules: timingRulesV1Schema.nullish(),
  timingRulesV2: timingRulesV2Schema.nullish(),
  triggerRules: triggerRulesSchema.nullish(),
  triggerPlaybackSettings: triggerPlaybackSettingsSchema.nullish(),
};

export const sceneInlineItemSchema = strictObject({
  ...itemBase,
  type: z.literal('scene-inline'),
  scene: sceneSchema,
});

export const sceneReferenceItemSchema = strictObject({
  ...itemBase,
  type: z.literal('scene-reference'),
  sceneId: z.string().min(1),
});

export const playlistReferenceItemSchema = strictObject({
  ...itemBase,
  type: z.literal('playlist-reference'),
  playlistId: z.string().min(1),
});

export const playlistItemSchema = z.discriminatedUnion('type', [
  sceneInlineItemSchema,
  sceneReferenceItemSchema,
  playlistReferenceItemSchema,
]);

/** A zone of a layout, in percent of the screen. */
export const layoutZoneSchema = strictObject({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  w: z.number().min(0).max(100),
  h: z.number().min(0).max(100),
});

export const layoutSchema = strictObject({
  presetId: z.string().optional(),
  zones: z.array(layoutZoneSchema).min(1).optional(),
});

/** Older documents name the item list `playablePlaylistItems`; it is read as `playlistItems`. */
const legacyItems = (value: unknown) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { playablePlaylistItems, ...rest } = value as Record<string, unknown>;
  if (playablePlaylistItems === undefined) return value;
  return { playlistItems: playablePlaylistItems, ...rest };
};

export const playlistSchema = z.preprocess(
  legacyItems,
  strictObject({
    // The console's live playlist (the editor's preview) is a GraphQL Playlist object.
    ...graphqlTypename,
    _id: z.string().min(1),
    name: z.string().min(1, 'Required'),
    playlistItems: z.array(playlistItemSchema),
    layout: layoutSchema.nullable().optional(),
    mediaFit: z.enum(MEDIA_FITS).default('contain'),
    spaceIds: z.array(z.string()).default([]),
  }),
);

export type PlaylistItem = z.infer<typeof playlistItemSchema>;
export type SceneInlineItem = z.infer<typeof sceneInlineItemSchema>;
export type Playlist = z.infer<typeof playlistSchema>;
export type LayoutZone = z.infer<typeof layoutZoneSchema>;
export type MediaFit = (typeof MEDIA_FITS)[number];
