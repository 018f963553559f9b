import type { JsonValue } from '../../host/index.js';
import { ItemAiConfigDocument } from '../../player/graphql/generated.js';
import { useItemData } from '../../render/itemDataContext.js';
import { useKeptData } from '../../render/keptData.js';

/** The account's switches as the server answers them (aiConfig). */
export interface AiSwitches {
  /** False when every model is off: the camera is asked for no detections at all. */
  isEnabled: boolean;
  models: { name: string; isEnabled: boolean }[];
}

/** The switches are asked for again after 5 minutes; a turned-off model stops within that. */
export const AI_SWITCHES_TTL_MS = 5 * 60_000;
const AI_SWITCHES_CHECK_MS = 60_000;

function parseSwitches(value: unknown): AiSwitches | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { isEnabled, models } = value as Partial<AiSwitches>;
  if (typeof isEnabled !== 'boolean' || !Array.isArray(models)) return undefined;
  const valid = models.filter(
    (m) => typeof m?.name === 'string' && typeof m?.isEnabled === 'boolean',
  );
  return { isEnabled, models: valid.map((m) => ({ name: m.name, isEnabled: m.isEnabled })) };
}

/**
 * Whether the camera item may ask for detections with `model` (undefined: the camera's own
 * model). Until the account's switches are known (never fetched, no network yet) it may, as a
 * camera did before the switches existed; once known, kept on the device like other item data.
 */
export function modelAllowed(switches: AiSwitches | undefined, model: string | undefined) {
  if (!switches) return true;
  if (!switches.isEnabled) return false;
  if (model === undefined) return true;
  return switches.models.find((m) => m.name === model)?.isEnabled ?? false;
}

/** The account's model switches, kept on the device and asked for again every 5 minutes. */
export function useAiSwitches(): AiSwitches | undefined {
  const source = useItemData();
  const kept = useKeptData<JsonValue>({
    key: 'ai-config',
    load: async () => {
      const answer = await source.request(ItemAiConfigDocument, {});
      const switches = parseSwitches(answer?.aiConfig);
      if (!switches) throw new Error('The AI camera settings have an unexpected shape');
      return switches as unknown as JsonValue;
    },
    ttlMs: AI_SWITCHES_TTL_MS,
    checkEveryMs: AI_SWITCHES_CHECK_MS,
    parse: (value) => parseSwitches(value) as unknown as JsonValue | undefined,
  });
  return parseSwitches(kept.data);
}
