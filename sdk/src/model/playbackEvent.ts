import { z } from 'zod';
import { lazySchema } from './lazySchema.js';

/** A proof-of-play record (what played, where, when, how long); `id` makes resending idempotent. */
export const playbackEventSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    fileIds: z.array(z.string()),
    sceneIds: z.array(z.string()),
    timestamp: z.iso.datetime({ offset: true }),
    renderPath: z.array(z.string()),
    currentItemId: z.string(),
    previousItemId: z.string().nullable(),
    triggered: z.boolean(),
    rule: z.string().nullable(),
    startTime: z.iso.datetime({ offset: true }),
    playlistId: z.string().nullable(),
    durationSeconds: z.number().min(0),
    interrupted: z.boolean(),
  }),
);

export type PlaybackEvent = z.infer<typeof playbackEventSchema>;
