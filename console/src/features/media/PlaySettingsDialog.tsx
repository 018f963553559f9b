import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { playWindowProblem } from '@marquee/sdk/model';
import { useState } from 'react';
import { inputErrorsOf } from '../../kit/errorMessage';
import { SAVE_FAILED_TEXT } from './mediaText';

type Source = 'Converted' | 'Original';

/** What the dialog saves: the source, the dates it may play between, and (videos) mute. */
export interface PlaySettings {
  playbackSource: Source;
  /** "YYYY-MM-DDTHH:mm" on the screen's clock; null: no start. */
  validFrom: string | null;
  /** "YYYY-MM-DDTHH:mm" on the screen's clock; null: no end. */
  validUntil: string | null;
  muted: boolean;
}

interface Props {
  fileName: string;
  /** Videos have a sound to mute. */
  isVideo: boolean;
  initial: PlaySettings;
  onClose: () => void;
  onSave: (settings: PlaySettings) => Promise<void>;
}

type WindowField = 'validFrom' | 'validUntil';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  dates: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/**
 * Play settings: which copy players get (Converted or Original), between which dates and times
 * screens show the file (each screen reads them on its own clock, as schedules are read), and
 * for a video whether it plays without sound. A window that ends before it starts is refused
 * beside "Show until", before anything is sent.
 */
export function PlaySettingsDialog({ fileName, isVideo, initial, onClose, onSave }: Props) {
  const styles = useStyles();
  const [settings, setSettings] = useState<PlaySettings>(initial);
  const [errors, setErrors] = useState<Partial<Record<WindowField, string>>>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const change = (next: Partial<PlaySettings>) => {
    setSettings((current) => ({ ...current, ...next }));
    setErrors({});
  };

  const save = async () => {
    const problem = playWindowProblem(settings);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return;
    }
    setSaving(true);
    setFailed(false);
    try {
      await onSave(settings);
      onClose();
    } catch (error) {
      // The server's word on a date goes beside its field; anything else above the form.
      const beside = inputErrorsOf(error).filter(
        (e): e is { path: WindowField; message: string } =>
          e.path === 'validFrom' || e.path === 'validUntil',
      );
      if (beside.length) setErrors(Object.fromEntries(beside.map((e) => [e.path, e.message])));
      else {
        console.error('saving the play settings failed', error);
        setFailed(true);
      }
    } finally {
      setSaving(false);
    }
  };

  const dateField = (field: WindowField, label: string, hint: string) => (
    <Field label={label} hint={hint} validationMessage={errors[field]}>
      <Input
        type="datetime-local"
        value={settings[field] ?? ''}
        onChange={(_e, d) => change({ [field]: d.value || null })}
      />
    </Field>
  );

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()} surfaceMotion={null}>
      <DialogSurface backdropMotion={null}>
        <DialogBody>
          <DialogTitle>Play settings: {fileName}</DialogTitle>
          <DialogContent className={styles.form}>
            {failed && (
              <MessageBar intent="error">
                <MessageBarBody>{SAVE_FAILED_TEXT}</MessageBarBody>
              </MessageBar>
            )}
            <RadioGroup
              aria-label="Playback source"
              value={settings.playbackSource}
              onChange={(_, data) => change({ playbackSource: data.value as Source })}
            >
              <Radio value="Converted" label="Converted (optimised for every screen)" />
              <Radio value="Original" label="Original (the file as uploaded)" />
            </RadioGroup>
            <div className={styles.dates}>
              {dateField('validFrom', 'Show from', 'Empty: from now on')}
              {dateField('validUntil', 'Show until', 'Empty: with no end')}
            </div>
            <Caption1>
              Times are each screen&apos;s own local time. Outside these dates the file is left out
              of everything that shows it.
            </Caption1>
            {isVideo && (
              <Switch
                label="Mute (play without sound)"
                checked={settings.muted}
                onChange={(_e, d) => change({ muted: d.checked })}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabledFocusable={saving} onClick={() => void save()}>
              Save
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
