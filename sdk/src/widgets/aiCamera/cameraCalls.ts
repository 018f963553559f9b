import type { HostFetch } from '../../host/index.js';
import type { AudienceReport } from '../../model/index.js';
import {
  AI_CAMERA_MESSAGES,
  AI_CAMERA_REQUEST_TIMEOUT_MS,
  cameraStatusSchema,
  detectionsSchema,
  type DetectedObject,
} from './model.js';

/** What one call to the camera gave: its JSON, or why there is none (said in the debug list). */
export type CameraAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; kind: 'unreachable' | 'not-json' | 'unexpected'; message: string };

/** Rejects when `ms` pass first; the call itself may go on, its answer is then ignored. */
export function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A GET answered with a status outside 2xx, as the debug list words it. */
export const httpFailure = (response: Response) =>
  `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;

async function getJson(fetch: HostFetch, url: string): Promise<CameraAnswer<unknown>> {
  let text: string;
  try {
    const response = await withinMs(fetch(url), AI_CAMERA_REQUEST_TIMEOUT_MS);
    if (!response.ok) return { ok: false, kind: 'unreachable', message: httpFailure(response) };
    text = await withinMs(response.text(), AI_CAMERA_REQUEST_TIMEOUT_MS);
  } catch (error) {
    return { ok: false, kind: 'unreachable', message: (error as Error).message };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, kind: 'not-json', message: AI_CAMERA_MESSAGES.parseFailed };
  }
}

/** GET /status: the camera's model name. */
export async function fetchModelName(fetch: HostFetch, url: string): Promise<CameraAnswer<string>> {
  const answer = await getJson(fetch, url);
  if (!answer.ok) return answer;
  const status = cameraStatusSchema.safeParse(answer.value);
  return status.success
    ? { ok: true, value: status.data.model.name }
    : { ok: false, kind: 'unexpected', message: 'The status names no model' };
}

/** GET /detections: the objects in the camera's latest frame; a bad answer is not used. */
export async function fetchDetections(
  fetch: HostFetch,
  url: string,
): Promise<CameraAnswer<DetectedObject[]>> {
  const answer = await getJson(fetch, url);
  if (!answer.ok) return answer;
  const detections = detectionsSchema.safeParse(answer.value);
  return detections.success
    ? { ok: true, value: detections.data.objects }
    : {
        ok: false,
        kind: 'unexpected',
        message: `Ignored invalid detections: ${detections.error.issues[0]?.message ?? ''}`,
      };
}

/**
 * One reading as the engine's audience input: the objects counted per label (name and index
 * together). Nothing seen gives an empty report, which ends what an earlier one triggered.
 */
export function audienceReportOf(objects: readonly DetectedObject[]): AudienceReport {
  const counted = new Map<string, AudienceReport['objects'][number]>();
  for (const { labelName, labelIndex } of objects) {
    const key = `${labelName ?? ''}\u0000${labelIndex ?? ''}`;
    const seen = counted.get(key);
    if (seen) seen.count += 1;
    else
      counted.set(key, {
        ...(labelName !== undefined && { labelName }),
        ...(labelIndex !== undefined && { labelIndex }),
        count: 1,
      });
  }
  return { categories: [], objects: [...counted.values()] };
}
