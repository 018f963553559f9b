import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';

export const AI_CAMERA_WIDGET_TYPE = 'ai_camera';

/** Frames and detections per second, 1 to 20; 5 unless chosen. */
export const AI_CAMERA_FPS = { min: 1, max: 20, step: 1, default: 5 } as const;

/** Image polling without a chosen rate polls this often ("polling fallback 8"). */
export const AI_CAMERA_POLLING_FALLBACK_FPS = 8;

/** The sensor's status (its model name) is asked for every 5 s. */
export const AI_CAMERA_STATUS_POLL_MS = 5000;

/** The MJPEG stream is opened again every 60 s (a stalled stream recovers). */
export const AI_CAMERA_STREAM_RELOAD_MS = 60_000;

/** The polled picture shows its error when this many attempts in a row failed. */
export const AI_CAMERA_FAILED_ATTEMPTS = 5;

/** A call the camera has not answered by then counts as failed, so polling never stalls. */
export const AI_CAMERA_REQUEST_TIMEOUT_MS = 5000;

/** The camera this widget asks when the operator has not said otherwise (a box beside the screen). */
export const AI_CAMERA_DEFAULT_SENSOR_URL = 'http://localhost:8080';

export const AI_CAMERA_IMAGE_SIZINGS = ['cover', 'contain'] as const;
export type AiCameraImageSizing = (typeof AI_CAMERA_IMAGE_SIZINGS)[number];

/** The toolbar's warning, in our words. */
export const AI_CAMERA_ANDROID_WARNING =
  'On Android devices, detections are not visible over video.';

export const aiCameraBodySchema = lazySchema(() =>
  z.looseObject({
    imageSizing: z.enum(AI_CAMERA_IMAGE_SIZINGS).default('contain'),
    /** Absent: 5, or 8 while polling images (see fpsOf). */
    fps: z.number().optional(),
    showDebugText: z.boolean().default(false),
    useImagePolling: z.boolean().default(false),
    /** Marquee's addition to the spec's body: where the camera answers (see README.md). */
    sensorUrl: z.string().default(AI_CAMERA_DEFAULT_SENSOR_URL),
    /**
     * Marquee's addition: the detection model the camera is asked to run (model/aiModels.ts);
     * absent, the camera runs its own. A model the account turned off gets no detections.
     */
    model: z.string().max(64).optional(),
  }),
);
export type AiCameraBody = z.infer<typeof aiCameraBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the item. */
export function readAiCameraBody(body: unknown): AiCameraBody {
  const parsed = aiCameraBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : aiCameraBodySchema.parse({});
}

/** The rate the camera is polled at: the body's, whole and within 1 to 20, else the default. */
export function fpsOf(body: Pick<AiCameraBody, 'fps' | 'useImagePolling'>): number {
  const { fps } = body;
  if (fps === undefined || !Number.isFinite(fps)) {
    return body.useImagePolling ? AI_CAMERA_POLLING_FALLBACK_FPS : AI_CAMERA_FPS.default;
  }
  return Math.min(AI_CAMERA_FPS.max, Math.max(AI_CAMERA_FPS.min, Math.round(fps)));
}

/** A frame and a detection reading every 1000/fps ms. */
export const pollIntervalMsOf = (fps: number) => Math.round(1000 / fps);

/**
 * The camera's base address as typed: http:// added when there is no scheme (cameras answer
 * plain http on the local network), a trailing slash dropped. Null for anything but http(s).
 */
export function sensorBaseOf(input: string): string | null {
  const text = input.replace(/[\t\n\r]/g, '').trim();
  if (!text) return null;
  const candidate = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The camera's addresses (README.md); `t` defeats caches between identical requests. */
export const sensorUrls = (base: string) => ({
  status: `${base}/status`,
  detections: (t: number, model?: string) =>
    `${base}/detections?t=${t}${model ? `&model=${encodeURIComponent(model)}` : ''}`,
  image: `${base}/image`,
  imageAt: (t: number) => `${base}/image?t=${t}`,
  streamAt: (t: number) => `${base}/stream?t=${t}`,
});

/** GET /status: what the camera runs. Other fields are the camera's own business. */
export const cameraStatusSchema = lazySchema(() =>
  z.looseObject({
    model: z.looseObject({ name: z.string() }),
  }),
);

/** One object the camera sees; `box` is [x, y, width, height] as fractions of the frame. */
export const detectedObjectSchema = lazySchema(() =>
  z
    .looseObject({
      labelName: z.string().min(1).optional(),
      labelIndex: z.number().int().min(0).optional(),
      score: z.number().min(0).max(1).optional(),
      box: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
    })
    .refine((o) => o.labelName !== undefined || o.labelIndex !== undefined, {
      message: 'An object needs a labelName or a labelIndex',
    }),
);
export type DetectedObject = z.infer<typeof detectedObjectSchema>;

/** GET /detections: what the camera sees in its latest frame. */
export const detectionsSchema = lazySchema(() =>
  z.looseObject({ objects: z.array(detectedObjectSchema) }),
);

/** What the item shows when the camera fails, word for word as operators know them. */
export const AI_CAMERA_MESSAGES = {
  parseFailed: 'Failed to parse json',
  error: (message: string) => `Error: ${message}`,
  imageFailed: (url: string) => `Error loading image from ${url}`,
  fetchError: (message: string) => `Fetch error: ${message}`,
  /** The debug list's line while the account has the item's model (or every model) off. */
  modelOff: (model: string | undefined) =>
    model
      ? `Detections: the model ${model} is turned off for this account`
      : 'Detections: AI models are turned off for this account',
} as const;

/** How an object's label reads: its name, else its index in the camera's label list. */
export const labelOf = (o: Pick<DetectedObject, 'labelName' | 'labelIndex'>) =>
  o.labelName ?? `#${o.labelIndex}`;
