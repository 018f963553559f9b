import { useEffect, useRef, useState } from 'react';
import type { HostFetch } from '../../host/index.js';
import { httpFailure, withinMs } from './cameraCalls.js';
import {
  AI_CAMERA_FAILED_ATTEMPTS,
  AI_CAMERA_MESSAGES,
  AI_CAMERA_REQUEST_TIMEOUT_MS,
  sensorUrls,
} from './model.js';
import { useRepeatingPoll } from './useRepeatingPoll.js';

interface PolledFrames {
  /** The frame on screen (an object URL), kept until the next one has loaded. */
  shown: string | null;
  /** The next frame, drawn hidden until it has loaded; then it is shown. */
  pending: string | null;
  /** Call with the pending frame's load and error events. */
  onPendingLoad: () => void;
  onPendingError: () => void;
  /** The error's two lines the item shows, when all of the last 5 attempts failed. */
  failure: readonly [string, string] | null;
}

interface Frames {
  base: string | null;
  shown: string | null;
  pending: string | null;
  failure: readonly [string, string] | null;
}

const NO_FRAMES: Frames = { base: null, shown: null, pending: null, failure: null };

/**
 * The camera's picture as still frames: GET {sensor}/image?t=… every `intervalMs` with the
 * device's fetch, each frame decoded hidden and swapped in once loaded, so the picture never
 * goes blank between frames. A failed frame keeps the last one; when all of the last 5
 * attempts failed, the failure says so.
 */
export function usePolledFrames(options: {
  fetch: HostFetch;
  base: string | null;
  intervalMs: number;
  enabled: boolean;
}): PolledFrames {
  const { fetch, base, intervalMs, enabled } = options;
  const [frames, setFrames] = useState<Frames>({ ...NO_FRAMES, base });
  const attempts = useRef<boolean[]>([]);
  const decoded = useRef<((ok: boolean) => void) | null>(null);
  // Object URLs hold a frame's bytes until freed: the one on screen, and one being decoded.
  const onScreen = useRef<string | null>(null);
  const owned = useRef(new Set<string>());
  const free = (url: string | null) => {
    if (!url) return;
    URL.revokeObjectURL(url);
    owned.current.delete(url);
  };
  useEffect(() => {
    const urls = owned.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);
  useEffect(() => {
    attempts.current = [];
  }, [base]);

  const update = (patch: Partial<Frames>) =>
    setFrames((f) => ({ ...(f.base === base ? f : NO_FRAMES), base, ...patch }));

  const record = (ok: boolean, message = '') => {
    attempts.current = [...attempts.current, ok].slice(-AI_CAMERA_FAILED_ATTEMPTS);
    const allFailed =
      attempts.current.length === AI_CAMERA_FAILED_ATTEMPTS && attempts.current.every((a) => !a);
    update({
      failure:
        allFailed && base
          ? [
              AI_CAMERA_MESSAGES.imageFailed(sensorUrls(base).image),
              AI_CAMERA_MESSAGES.fetchError(message),
            ]
          : null,
    });
  };

  useRepeatingPoll(
    async (stillWanted) => {
      if (!base) return;
      try {
        const response = await withinMs(
          fetch(sensorUrls(base).imageAt(Date.now())),
          AI_CAMERA_REQUEST_TIMEOUT_MS,
        );
        if (!response.ok) throw new Error(httpFailure(response));
        const blob = await withinMs(response.blob(), AI_CAMERA_REQUEST_TIMEOUT_MS);
        if (!stillWanted()) return;
        const url = URL.createObjectURL(blob);
        owned.current.add(url);
        const loaded = new Promise<boolean>((resolve) => (decoded.current = resolve));
        update({ pending: url });
        const ok = await withinMs(loaded, AI_CAMERA_REQUEST_TIMEOUT_MS).catch(() => false);
        decoded.current = null;
        if (!stillWanted() || !ok) free(url);
        if (!stillWanted()) return;
        if (ok) {
          free(onScreen.current);
          onScreen.current = url;
          update({ shown: url, pending: null });
          record(true);
        } else {
          update({ pending: null });
          record(false, 'The image could not be decoded');
        }
      } catch (error) {
        if (stillWanted()) record(false, (error as Error).message);
      }
    },
    intervalMs,
    enabled && base !== null,
    base ?? '',
  );

  const current = frames.base === base ? frames : NO_FRAMES;
  return {
    shown: current.shown,
    pending: current.pending,
    onPendingLoad: () => decoded.current?.(true),
    onPendingError: () => decoded.current?.(false),
    failure: current.failure,
  };
}
