import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { PlayUntil, PlayWhen } from '@marquee/sdk/model';
import type { DraftErrors, InterruptionChoice, PlaybackDraft } from './triggerForm';

const useStyles = makeStyles({
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: tokens.spacingHorizontalM },
  short: { width: '120px' },
  // The input takes its field's width: its own natural width (about 20 characters) would run
  // off a phone's screen beside "Play until".
  fill: { width: '100%', minWidth: 0 },
});

interface Props {
  draft: PlaybackDraft;
  errors: DraftErrors<PlaybackDraft>;
  onChange: (draft: PlaybackDraft) => void;
}

/** Trigger playback settings: when the item plays, what may interrupt it, until when it plays. */
export function PlaybackSettingsFields({ draft, errors, onChange }: Props) {
  const styles = useStyles();
  return (
    <div className={styles.line}>
      <Field label="Play when">
        <Select
          data-testid="playback-playWhen"
          value={draft.playWhen}
          onChange={(_e, d) => onChange({ ...draft, playWhen: d.value as PlayWhen })}
        >
          <option value="normal">Normal</option>
          <option value="only-when-triggered">Only when triggered</option>
        </Select>
      </Field>
      <Field label="Interruption">
        <Select
          data-testid="playback-interruptionMode"
          value={draft.interruptionMode}
          onChange={(_e, d) =>
            onChange({ ...draft, interruptionMode: d.value as InterruptionChoice })
          }
        >
          <option value="interruptible">A trigger may interrupt it</option>
          <option value="never">Never</option>
          <option value="never-when-triggered">Never when triggered</option>
        </Select>
      </Field>
      <Field label="Play until">
        <Select
          data-testid="playback-playUntil"
          value={draft.playUntil}
          onChange={(_e, d) => onChange({ ...draft, playUntil: d.value as PlayUntil })}
        >
          <option value="until-content-ends">Until content ends</option>
          <option value="until-trigger-ends">Until trigger ends</option>
        </Select>
      </Field>
      <Field className={styles.short} label="Priority" validationMessage={errors.priority}>
        <Input
          type="number"
          className={styles.fill}
          data-testid="playback-priority"
          value={draft.priority}
          onChange={(_e, d) => onChange({ ...draft, priority: d.value })}
        />
      </Field>
    </div>
  );
}
