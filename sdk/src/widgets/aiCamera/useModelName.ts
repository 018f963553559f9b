import { useState } from 'react';
import type { HostFetch } from '../../host/index.js';
import { fetchModelName } from './cameraCalls.js';
import { AI_CAMERA_MESSAGES, AI_CAMERA_STATUS_POLL_MS } from './model.js';
import { useRepeatingPoll } from './useRepeatingPoll.js';

/**
 * The camera's status line for the debug list, asked for every 5 s while the
 * list is shown: the model name, "Error: …", or "Failed to parse json". Null before the first
 * answer.
 */
export function useModelName(
  fetch: HostFetch,
  statusUrl: string | null,
  enabled: boolean,
): string | null {
  const [line, setLine] = useState<{ url: string; text: string } | null>(null);
  useRepeatingPoll(
    async (stillWanted) => {
      if (!statusUrl) return;
      const answer = await fetchModelName(fetch, statusUrl);
      if (!stillWanted()) return;
      const text = answer.ok
        ? answer.value
        : answer.kind === 'not-json'
          ? AI_CAMERA_MESSAGES.parseFailed
          : AI_CAMERA_MESSAGES.error(answer.message);
      setLine({ url: statusUrl, text });
    },
    AI_CAMERA_STATUS_POLL_MS,
    enabled && statusUrl !== null,
    statusUrl ?? '',
  );
  // Another camera's answer never shows under this one's address.
  return line && line.url === statusUrl ? line.text : null;
}
