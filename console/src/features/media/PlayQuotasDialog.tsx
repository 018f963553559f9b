import {
  Button,
  Checkbox,
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
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { PlayQuotaPeriod } from '@marquee/sdk/model';
import { useState } from 'react';
import { LockedFeature } from '../../kit/LockedFeature';
import { SAVE_FAILED_TEXT } from './mediaText';
import {
  initialDraft,
  normaliseCount,
  PERIOD_OPTIONS,
  quotaToSave,
  setUnlimited,
} from './playQuota';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface Props {
  quota: { count: number | null; period: string } | null;
  featureEnabled: boolean;
  /** The tariff that unlocks playback limiting (default Enterprise). */
  tariff: string;
  onClose: () => void;
  onSave: (quota: { count: number; period: PlayQuotaPeriod } | null) => Promise<void>;
}

/**
 * The Play Quotas modal: Unlimited, a play count and a period. It opens with the file's quota (or
 * unlimited, all-time), and its controls are disabled without the playback-limiting feature.
 */
export function PlayQuotasDialog({ quota, featureEnabled, tariff, onClose, onSave }: Props) {
  const styles = useStyles();
  const [draft, setDraft] = useState(() => initialDraft(quota));
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const unlimited = draft.count === null;

  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await onSave(quotaToSave(draft, featureEnabled));
      onClose();
    } catch (error) {
      // The modal stays open with the error banner; the cause goes to the log only.
      console.error('saving the play quota failed', error);
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()} surfaceMotion={null}>
      <DialogSurface backdropMotion={null}>
        <DialogBody>
          <DialogTitle>Play Quotas</DialogTitle>
          <DialogContent className={styles.content}>
            {failed && (
              <MessageBar intent="error">
                <MessageBarBody>{SAVE_FAILED_TEXT}</MessageBarBody>
              </MessageBar>
            )}
            {!featureEnabled && <LockedFeature tariff={tariff} />}
            <Checkbox
              label="Unlimited"
              checked={unlimited}
              disabled={!featureEnabled}
              onChange={(_, data) => setDraft(setUnlimited(draft, data.checked === true))}
            />
            <Field label="Play count">
              <Input
                type="number"
                min={1}
                step={1}
                value={draft.countText}
                disabled={!featureEnabled || unlimited}
                onChange={(_, data) => setDraft({ ...draft, countText: data.value })}
                onBlur={() => setDraft(normaliseCount(draft))}
              />
            </Field>
            <Field label="Period">
              <Select
                value={draft.period}
                disabled={!featureEnabled}
                onChange={(_, data) =>
                  setDraft({ ...draft, period: data.value as PlayQuotaPeriod })
                }
              >
                {PERIOD_OPTIONS.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Text size={200}>
              A play quota limits how often this file plays on all your screens together in each
              period. Once the count is reached, screens skip the file until the next period starts.
            </Text>
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
