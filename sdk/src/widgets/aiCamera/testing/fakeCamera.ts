// A camera on a fake fetch for the widget's jsdom tests: answers the README's routes with the
// recorded answers the test read from fixtures/ai-camera, each route switchable to fail or to
// answer text that is not JSON.
import { vi } from 'vitest';
import type { AudienceReport } from '../../../model/index.js';
import { MemoryLocalState } from '../../../host/localState.js';
import { offlineItemData, type ItemDataSource } from '../../../player/itemData.js';

/** The recorded answers in fixtures/ai-camera (status.json, detections-*.json, frame.png). */
export interface CameraFixtures {
  status: unknown;
  people: unknown;
  empty: unknown;
  invalid: unknown;
  frame: Uint8Array<ArrayBuffer>;
}

type Route = 'status' | 'detections' | 'image';
/** How a route answers: JSON (or the frame), a status code, a rejection, or text. */
export type CameraAnswer =
  { json: unknown } | { frame: true } | { status: number } | { reject: string } | { text: string };

export interface FakeCameraSource {
  source: ItemDataSource;
  /** Every URL fetched, in order. */
  calls: string[];
  callsTo(route: Route): string[];
  reports: AudienceReport[];
  answer(route: Route, answer: CameraAnswer): void;
}

export function fakeCameraSource(fixtures: CameraFixtures): FakeCameraSource {
  const calls: string[] = [];
  const reports: AudienceReport[] = [];
  const answers: Record<Route, CameraAnswer> = {
    status: { json: fixtures.status },
    detections: { json: fixtures.empty },
    image: { frame: true },
  };
  const fetch = vi.fn(async (url: string) => {
    calls.push(url);
    const route = new URL(url).pathname.split('/').pop() as Route;
    const answer = answers[route];
    if (!answer) return new Response(null, { status: 404 });
    if ('reject' in answer) throw new TypeError(answer.reject);
    if ('status' in answer)
      return new Response(null, { status: answer.status, statusText: 'Service Unavailable' });
    if ('text' in answer) return new Response(answer.text);
    if ('frame' in answer)
      return new Response(fixtures.frame, { headers: { 'Content-Type': 'image/png' } });
    return new Response(JSON.stringify(answer.json));
  });
  return {
    source: {
      ...offlineItemData(),
      fetch,
      store: new MemoryLocalState(),
      events: new EventTarget(),
      reportAudience: (report) => reports.push(report),
    },
    calls,
    callsTo: (route) => calls.filter((url) => new URL(url).pathname.endsWith(`/${route}`)),
    reports,
    answer: (route, answer) => {
      answers[route] = answer;
    },
  };
}
