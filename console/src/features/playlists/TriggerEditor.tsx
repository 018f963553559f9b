import { makeStyles, tokens } from '@fluentui/react-components';
import type { TriggerPlaybackSettings, TriggerRules } from '@marquee/sdk/model';
import { useState } from 'react';
import { PlaybackSettingsFields } from './PlaybackSettingsFields';
import {
  playbackDraftOf,
  playbackSettingsOf,
  triggerDraftOf,
  triggerRulesOf,
  type PlaybackDraft,
  type TriggerDraft,
} from './triggerForm';
import { TriggerRuleFields } from './TriggerRuleFields';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

interface TriggerPatch {
  triggerRules: TriggerRules | null;
  triggerPlaybackSettings: TriggerPlaybackSettings;
}

interface Props {
  storedRules: unknown;
  storedSettings: unknown;
  /** Both fields at once, so one save never overwrites the other with a stale copy. */
  onSave: (patch: TriggerPatch) => void;
}

/**
 * Trigger rules and trigger playback settings of an item. A change is saved when the part it
 * changed is valid per the sdk schema; a wrong field shows its message and is not saved.
 */
export function TriggerEditor({ storedRules, storedSettings, onSave }: Props) {
  const styles = useStyles();
  const [trigger, setTrigger] = useState<TriggerDraft>(() => triggerDraftOf(storedRules));
  const [playback, setPlayback] = useState<PlaybackDraft>(() => playbackDraftOf(storedSettings));
  const rules = triggerRulesOf(trigger);
  const settings = playbackSettingsOf(playback);

  const save = (nextTrigger: TriggerDraft, nextPlayback: PlaybackDraft) => {
    const r = triggerRulesOf(nextTrigger);
    const s = playbackSettingsOf(nextPlayback);
    if (!r.ok || !s.ok) return;
    onSave({ triggerRules: r.value, triggerPlaybackSettings: s.value });
  };

  return (
    <div className={styles.editor} data-testid="trigger-editor">
      <TriggerRuleFields
        draft={trigger}
        errors={rules.ok ? {} : rules.errors}
        onChange={(next) => {
          setTrigger(next);
          save(next, playback);
        }}
      />
      <PlaybackSettingsFields
        draft={playback}
        errors={settings.ok ? {} : settings.errors}
        onChange={(next) => {
          setPlayback(next);
          save(trigger, next);
        }}
      />
    </div>
  );
}
