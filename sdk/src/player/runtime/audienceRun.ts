import type { HostAPI, JsonValue } from '../../host/index.js';
import type { AudienceMinute } from '../../model/index.js';
import {
  serverAiConfig,
  serverAudienceDelivery,
  type DeviceAiConfig,
} from '../server-link/audienceDelivery.js';
import type { DeliverEntries } from '../storage/outbox.js';
import { createAudienceRecorder, type AudienceRecorder } from './audienceRecorder.js';

/** Local state key of the last aiConfig the server gave, so a reboot offline keeps it. */
export const AI_CONFIG_KEY = 'marquee.ai-config';
/** aiConfig is asked for again this often; a switch turned off stops counting within it. */
export const AI_CONFIG_REFRESH_MS = 5 * 60_000;

export interface AudienceRunOptions {
  host: HostAPI;
  apiUrl: string;
  events: EventTarget;
  now: () => number;
  deliver?: DeliverEntries<AudienceMinute>;
  /** Replaces the server's aiConfig (tests). */
  loadAiConfig?: () => Promise<DeviceAiConfig | null>;
  onAiConfig: (config: DeviceAiConfig) => void;
  onError: (error: unknown) => void;
  openDelayMs?: number;
}

const parseConfig = (value: unknown): DeviceAiConfig | null =>
  value && typeof value === 'object' && typeof (value as DeviceAiConfig).isEnabled === 'boolean'
    ? { isEnabled: (value as DeviceAiConfig).isEnabled }
    : null;

/**
 * The device app's audience analytics: aiConfig {isEnabled} from the account's AI model settings
 * (kept on the device, asked for again every 5 minutes) and, while it is on, the per-minute
 * audience recorder. Until the first answer, as the camera item does, counting is on.
 */
export function startAudienceRun(options: AudienceRunOptions) {
  const { host, apiUrl } = options;
  const link = { apiUrl, fetch: host.fetch, state: host.localState };
  let config: DeviceAiConfig | null = null;
  const apply = (next: DeviceAiConfig) => {
    config = next;
    options.onAiConfig(next);
  };
  void host.localState.get(AI_CONFIG_KEY).then((kept) => {
    const parsed = parseConfig(kept);
    if (parsed && !config) apply(parsed);
  }, options.onError);
  const load = options.loadAiConfig ?? serverAiConfig(link);
  const refresh = async () => {
    try {
      const answer = await load();
      if (!answer) return;
      apply(answer);
      await host.localState.set(AI_CONFIG_KEY, answer as unknown as JsonValue);
    } catch (error) {
      options.onError(error);
    }
  };
  const recorder: AudienceRecorder = createAudienceRecorder({
    state: host.localState,
    deliver: options.deliver ?? serverAudienceDelivery(link),
    events: options.events,
    now: options.now,
    enabled: () => config?.isEnabled ?? true,
    onError: options.onError,
    openDelayMs: options.openDelayMs,
  });
  const interval = setInterval(() => void refresh(), AI_CONFIG_REFRESH_MS);
  return {
    /** Back in touch with the server: ask aiConfig again and send what is kept. */
    flush() {
      void refresh();
      recorder.flush();
    },
    stop() {
      clearInterval(interval);
      recorder.close();
    },
  };
}
