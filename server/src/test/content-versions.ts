import { expect } from 'vitest';
import { subscribe, type TestServer } from './harness.js';

export interface Notice {
  hash: string | null;
  url: string | null;
  spreadMs: number;
}

/**
 * A screen's view of its content as the player has it: the content-version notices of its
 * device token, and the content each names, fetched over HTTP as the player fetches it.
 */
export function watchContentVersions(t: TestServer, deviceToken: string) {
  const notices = subscribe<{ contentVersionChanged: Notice }>(
    t.ws({ token: deviceToken }),
    'subscription { contentVersionChanged { hash url spreadMs } }',
  );
  return {
    async next(): Promise<Notice> {
      const step = await notices.next();
      expect(step.errors).toBeUndefined();
      return step.data!.contentVersionChanged;
    },
    /** The content a notice names, as JSON (null when nothing is published). */
    async content<T = PlayableJson>(notice: Notice): Promise<T | null> {
      if (!notice.url) return null;
      const response = await fetch(t.url + notice.url);
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    },
  };
}

export interface PlayableJson {
  collectionName: string;
  entityId: string;
  content: {
    playlists: { _id: string; name: string }[];
    scenes: { _id: string }[];
    schedules: { _id: string }[];
    files: { _id: string; url: string }[];
  };
}
