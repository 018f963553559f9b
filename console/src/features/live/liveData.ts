import { plainErrorMessage, sentenceForStatus } from '../../kit/errorSentences';

/** One screen as the public live page gets it (server: live-links/public-view.ts). */
export interface LiveScreen {
  name: string;
  online: boolean;
  canTakeScreenshots: boolean;
  playing: string | null;
  picture: { url: string; width: number; height: number; takenAt: string } | null;
}

export interface LivePageData {
  title: string;
  kind: 'screen' | 'group';
  screens: LiveScreen[];
  moreScreens: number;
  refreshSeconds: number;
}

/** What one read of a link gave: its data, that it no longer works, or why it could not be read. */
/** What a screen without a picture says instead. */
export function noPictureSentence(screen: Pick<LiveScreen, 'online' | 'canTakeScreenshots'>) {
  if (!screen.canTakeScreenshots) return 'This screen cannot take screenshots.';
  if (!screen.online) return 'No screenshot yet: the screen is offline.';
  return 'Waiting for the first screenshot...';
}

export type LiveRead =
  | { kind: 'ok'; data: LivePageData }
  | { kind: 'gone'; sentence: string }
  | { kind: 'failed'; sentence: string };

export const LINK_GONE_FALLBACK =
  'This live view link does not work anymore. Ask whoever shared it for a new one.';

/** Reads a link's page data, with no cookie: the token in the address is all it needs. */
export async function readLivePage(token: string, fetchImpl: typeof fetch = fetch) {
  let res: Response;
  try {
    res = await fetchImpl(`/api/live/${encodeURIComponent(token)}`, {
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch (error) {
    return { kind: 'failed', sentence: plainErrorMessage(error) } satisfies LiveRead;
  }
  if (res.status === 404 || res.status === 410) {
    const text = (await res.text().catch(() => '')).trim();
    return { kind: 'gone', sentence: text || LINK_GONE_FALLBACK } satisfies LiveRead;
  }
  if (!res.ok)
    return { kind: 'failed', sentence: sentenceForStatus(res.status) } satisfies LiveRead;
  return { kind: 'ok', data: (await res.json()) as LivePageData } satisfies LiveRead;
}
