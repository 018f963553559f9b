import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HostFetch } from '../../host/index.js';
import type { AudienceReport } from '../../model/index.js';
import { audienceReportOf, fetchDetections } from './cameraCalls.js';
import {
  AI_CAMERA_FAILED_ATTEMPTS,
  AI_CAMERA_MESSAGES,
  labelOf,
  sensorUrls,
  type DetectedObject,
} from './model.js';
import { useRepeatingPoll } from './useRepeatingPoll.js';

interface CameraDetections {
  /** The objects of the latest good reading (kept while a reading fails). */
  objects: readonly DetectedObject[];
  /** The debug list's detections line; null before the first answer. */
  line: string | null;
}

const NOTHING_SEEN: AudienceReport = { categories: [], objects: [] };

/** "person 2, cup 1", or "none". */
function describeCounts(report: AudienceReport): string {
  if (report.objects.length === 0) return 'none';
  return report.objects.map((o) => `${labelOf(o)} ${o.count}`).join(', ');
}

/**
 * Reads what the camera sees every `intervalMs` and hands each reading to the engine as ONE
 * audience report (an empty one when nothing is seen: a report holds until the next). A reading
 * that fails or does not parse is ignored; after 5 in a row, and when this camera stops
 * watching (the item leaves the screen, another camera is set), a camera whose last report saw
 * something reports nothing seen, so a trigger it started does not hold forever.
 */
export function useCameraDetections(options: {
  fetch: HostFetch;
  base: string | null;
  /** The detection model the camera is asked to run; undefined: its own. */
  model?: string | undefined;
  intervalMs: number;
  enabled: boolean;
  report: (report: AudienceReport) => void;
}): CameraDetections {
  const { fetch, base, model, intervalMs, enabled } = options;
  const report = useRef(options.report);
  useLayoutEffect(() => {
    report.current = options.report;
  });
  const [state, setState] = useState<CameraDetections & { base: string | null }>({
    base,
    objects: [],
    line: null,
  });
  const sawSomething = useRef(false);
  const failures = useRef(0);
  const watching = enabled && base !== null;

  const send = (next: AudienceReport) => {
    sawSomething.current = next.objects.length > 0;
    report.current(next);
  };

  useEffect(() => {
    if (!watching) return;
    failures.current = 0;
    return () => {
      if (!sawSomething.current) return;
      sawSomething.current = false;
      report.current(NOTHING_SEEN);
    };
  }, [watching, base]);

  useRepeatingPoll(
    async (stillWanted) => {
      if (!base) return;
      const answer = await fetchDetections(fetch, sensorUrls(base).detections(Date.now(), model));
      if (!stillWanted()) return;
      if (answer.ok) {
        failures.current = 0;
        const reading = audienceReportOf(answer.value);
        send(reading);
        setState({ base, objects: answer.value, line: describeCounts(reading) });
        return;
      }
      failures.current += 1;
      if (failures.current === AI_CAMERA_FAILED_ATTEMPTS && sawSomething.current) {
        send(NOTHING_SEEN);
      }
      const line =
        answer.kind === 'unreachable' ? AI_CAMERA_MESSAGES.error(answer.message) : answer.message;
      setState((s) => ({ ...s, base, line }));
    },
    intervalMs,
    watching,
    `${base ?? ''} ${model ?? ''}`,
  );

  return state.base === base ? state : { objects: [], line: null };
}
