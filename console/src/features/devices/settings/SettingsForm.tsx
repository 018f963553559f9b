import {
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, inputErrorsOf } from '../../../kit/errorMessage';
import { notify } from '../../../kit/notices';
import {
  errorSummary,
  errorsByPath,
  formErrors,
  formOf,
  inputOf,
  type DisplayForm,
  type SettingField,
  type StoredSettings,
} from './displayForm';
import {
  DisplayField,
  IntervalField,
  RotationField,
  TimeZoneField,
  VolumeField,
} from './SettingsFields';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    maxWidth: '100%',
  },
});

export type SettingsInput = ReturnType<typeof inputOf>;

/** What the form says about each field beside its control. */
export interface FieldNotes {
  /** Where the value comes from when this screen or group does not set it ("From group Lobby: 20"). */
  origin?: string;
  /** What this screen, or some of the group's screens, cannot do. */
  unsupported?: string;
  /** The screen cannot do it at all: the control is held back (never for a group). */
  heldBack?: boolean;
}

export interface SettingsFormProps {
  /** What this screen or this group sets (a null field: not set by it). */
  stored: StoredSettings;
  /** Whose settings: the words of the "not set" choices. */
  owner: 'screen' | 'group';
  notes: Partial<Record<SettingField, FieldNotes>>;
  /** The zone the screen reports, for the time zone's hint. */
  ownTimeZone?: string | null;
  canEdit: boolean;
  saveLabel: string;
  /** Said once saved, e.g. "Counter applies them within seconds." */
  savedMessage: string;
  /** Sends the input; a refusal with fieldErrors lands beside its fields. */
  onSave: (input: SettingsInput) => Promise<unknown>;
}

/**
 * The settings form a screen's page and a group's page share: volume, rotation, the display's
 * week, the time zone and the screenshot interval, each settable or left to others.
 */
export function SettingsForm(props: SettingsFormProps) {
  const { stored, owner, notes, canEdit, onSave } = props;
  const styles = useStyles();
  const [form, setForm] = useState<DisplayForm>(() => formOf(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Counts the saves stopped by problems beside fields: each moves focus to the first of them.
  const [stopped, setStopped] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  const locked = !canEdit || saving;

  useEffect(() => {
    if (stopped === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [stopped]);
  const stopWith = (problems: Record<string, string>) => {
    setErrors(problems);
    setStopped((n) => n + 1);
  };

  const change = (patch: Partial<DisplayForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
    setFailed(null);
  };

  const save = async () => {
    const problems = formErrors(form);
    if (Object.keys(problems).length > 0) return stopWith(problems);
    setSaving(true);
    try {
      await onSave(inputOf(form));
      notify(`Settings saved. ${props.savedMessage}`);
    } catch (error) {
      const beside = inputErrorsOf(error);
      if (beside.length > 0) stopWith(errorsByPath(beside));
      else setFailed(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const field = { form, errors, locked, owner, change };
  const summary = errorSummary(errors, form.periods);
  return (
    <div className={styles.form} ref={formRef}>
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>The settings were not saved. {failed}</MessageBarBody>
        </MessageBar>
      )}
      <VolumeField {...field} notes={notes.volume} />
      <RotationField {...field} notes={notes.rotation} />
      <DisplayField {...field} notes={notes.displaySchedule} ownTimeZone={props.ownTimeZone} />
      <TimeZoneField {...field} notes={notes.timeZone} ownTimeZone={props.ownTimeZone} />
      <IntervalField {...field} notes={notes.screenshotIntervalMinutes} />
      {summary.length > 0 && (
        <MessageBar intent="error" layout="multiline" data-testid="settings-problems">
          <MessageBarBody>
            <div>The settings were not saved. Fix {problemCount(summary.length)} first:</div>
            {summary.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}
      {canEdit ? (
        <Button appearance="primary" disabledFocusable={saving} onClick={() => void save()}>
          {saving ? 'Saving...' : props.saveLabel}
        </Button>
      ) : (
        <Caption1>Changing these needs permission to configure screens.</Caption1>
      )}
    </div>
  );
}

const problemCount = (n: number) => (n === 1 ? 'this problem' : `these ${n} problems`);
