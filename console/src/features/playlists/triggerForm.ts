import {
  triggerPlaybackSettingsSchema,
  triggerRulesSchema,
  type InterruptionMode,
  type PlayUntil,
  type PlayWhen,
  type TriggerPlaybackSettings,
  type TriggerRules,
} from '@marquee/sdk/model';

export type TriggerKind = 'none' | TriggerRules['type'];
export type GenderChoice = 'any' | 'male' | 'female';
/** "interruptible" is the absent interruptionMode: a trigger may interrupt the item. */
export type InterruptionChoice = 'interruptible' | InterruptionMode;

/** Trigger rules as the form holds them: numbers as typed. */
export interface TriggerDraft {
  type: TriggerKind;
  gender: GenderChoice;
  ageMin: string;
  ageMax: string;
  labelName: string;
  labelIndex: string;
  minCount: string;
}

export interface PlaybackDraft {
  playWhen: PlayWhen;
  interruptionMode: InterruptionChoice;
  playUntil: PlayUntil;
  priority: string;
}

export type DraftErrors<T> = Partial<Record<keyof T, string>>;

// Each message names the field and what it needs.
const TRIGGER_MESSAGES = {
  required: 'Required',
  notNegative: 'Must be 0 or more',
  wholeNumber: 'Must be a whole number',
  atLeastOne: 'Must be 1 or more',
  ageOrder: 'Minimum age must not exceed maximum age',
  label: 'Label name or label index is required',
} as const;

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function triggerDraftOf(stored: unknown): TriggerDraft {
  const draft: TriggerDraft = {
    type: 'none',
    gender: 'any',
    ageMin: '',
    ageMax: '',
    labelName: '',
    labelIndex: '',
    minCount: '1',
  };
  const parsed = triggerRulesSchema.safeParse(stored);
  if (!parsed.success) return draft;
  const rules = parsed.data;
  if (rules.type === 'audience-sensor') {
    const target = rules.audienceTarget;
    return {
      ...draft,
      type: rules.type,
      gender: target.gender ?? 'any',
      ageMin: text(target.ageRange?.min),
      ageMax: text(target.ageRange?.max),
    };
  }
  const target = rules.objectDetectionTarget;
  return {
    ...draft,
    type: rules.type,
    labelName: target.labelName ?? '',
    labelIndex: text(target.labelIndex),
    minCount: String(target.minCount),
  };
}

export function playbackDraftOf(stored: unknown): PlaybackDraft {
  const parsed = triggerPlaybackSettingsSchema.safeParse(stored ?? {});
  const settings = parsed.success ? parsed.data : triggerPlaybackSettingsSchema.parse({});
  return {
    playWhen: settings.playWhen,
    interruptionMode: settings.interruptionMode ?? 'interruptible',
    playUntil: settings.playUntil,
    priority: String(settings.priority),
  };
}

/** A number field: its value, or why it is not one (empty gives undefined when optional). */
function numberField(
  value: string,
  { min, integer, optional }: { min: number; integer: boolean; optional: boolean },
): { value?: number; error?: string } {
  if (!value.trim()) return optional ? {} : { error: TRIGGER_MESSAGES.required };
  const n = Number(value);
  if (!Number.isFinite(n)) return { error: TRIGGER_MESSAGES.required };
  if (integer && !Number.isInteger(n)) return { error: TRIGGER_MESSAGES.wholeNumber };
  if (n < min)
    return { error: min === 1 ? TRIGGER_MESSAGES.atLeastOne : TRIGGER_MESSAGES.notNegative };
  return { value: n };
}

type FormResult<V, D> = { ok: true; value: V } | { ok: false; errors: DraftErrors<D> };

/** The trigger rules to store (null: no trigger), checked against the sdk schema. */
export function triggerRulesOf(draft: TriggerDraft): FormResult<TriggerRules | null, TriggerDraft> {
  if (draft.type === 'none') return { ok: true, value: null };
  const errors: DraftErrors<TriggerDraft> = {};
  let candidate: unknown;
  if (draft.type === 'audience-sensor') {
    const bothEmpty = !draft.ageMin.trim() && !draft.ageMax.trim();
    const min = numberField(draft.ageMin, { min: 0, integer: false, optional: bothEmpty });
    const max = numberField(draft.ageMax, { min: 0, integer: false, optional: bothEmpty });
    if (min.error) errors.ageMin = min.error;
    if (max.error) errors.ageMax = max.error;
    if (min.value !== undefined && max.value !== undefined && min.value > max.value)
      errors.ageMax = TRIGGER_MESSAGES.ageOrder;
    candidate = {
      type: draft.type,
      audienceTarget: {
        ...(draft.gender !== 'any' ? { gender: draft.gender } : {}),
        ...(min.value !== undefined && max.value !== undefined
          ? { ageRange: { min: min.value, max: max.value } }
          : {}),
      },
    };
  } else {
    const index = numberField(draft.labelIndex, { min: 0, integer: true, optional: true });
    const count = numberField(draft.minCount, { min: 1, integer: true, optional: false });
    if (index.error) errors.labelIndex = index.error;
    if (count.error) errors.minCount = count.error;
    const name = draft.labelName.trim();
    if (!name && index.value === undefined && !index.error)
      errors.labelName = TRIGGER_MESSAGES.label;
    candidate = {
      type: draft.type,
      objectDetectionTarget: {
        ...(name ? { labelName: name } : {}),
        ...(index.value !== undefined ? { labelIndex: index.value } : {}),
        minCount: count.value,
      },
    };
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const parsed = triggerRulesSchema.safeParse(candidate);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: {} };
}

/** The playback settings to store, checked against the sdk schema. */
export function playbackSettingsOf(
  draft: PlaybackDraft,
): FormResult<TriggerPlaybackSettings, PlaybackDraft> {
  const priority = numberField(draft.priority, { min: 0, integer: false, optional: false });
  if (priority.error) return { ok: false, errors: { priority: priority.error } };
  const parsed = triggerPlaybackSettingsSchema.safeParse({
    playWhen: draft.playWhen,
    ...(draft.interruptionMode !== 'interruptible'
      ? { interruptionMode: draft.interruptionMode }
      : {}),
    playUntil: draft.playUntil,
    priority: priority.value,
  });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: {} };
}
