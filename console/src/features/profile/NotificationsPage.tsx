import { useMutation, useQuery } from '@apollo/client/react';
import { Spinner, Switch, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { errorMessage } from '../../kit/errorMessage';
import {
  MyNotificationPreferencesDocument,
  UpdateMyNotificationPreferencesDocument,
  type NotificationPreferencesInput,
} from '../../graphql/generated';
import { ErrorBar } from '../account/ui';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '640px',
  },
  item: { display: 'flex', flexDirection: 'column' },
  hint: { color: tokens.colorNeutralForeground3, paddingLeft: tokens.spacingHorizontalXXXL },
});

type NotificationKey = keyof Required<NotificationPreferencesInput>;

// The e-mails a signage operator acts on, one switch each. The hints say when the server
// (modules/notifications) sends each one.
export const NOTIFICATION_SWITCHES: { key: NotificationKey; label: string; hint: string }[] = [
  {
    key: 'screenOffline',
    label: 'A screen goes offline',
    hint: 'When a screen is still offline 2 minutes after it lost its connection; at most once an hour per screen.',
  },
  {
    key: 'mediaProcessingFailed',
    label: 'A media file fails to process',
    hint: 'Names the file and what went wrong.',
  },
  {
    key: 'storageAlmostFull',
    label: 'Storage is almost full (over 90 %)',
    hint: 'Once when an upload takes the storage over 90 %, and again only after it went back under.',
  },
];

/** /my-profile/notifications: e-mail switches, stored per user; each change saves at once. */
export function NotificationsPage() {
  const styles = useStyles();
  const { data, error: loadError } = useQuery(MyNotificationPreferencesDocument);
  const [update] = useMutation(UpdateMyNotificationPreferencesDocument, {
    // UserPreferences has no id to merge by: put the saved answer where the page reads it.
    update: (cache, { data: saved }) => {
      if (saved)
        cache.writeQuery({
          query: MyNotificationPreferencesDocument,
          data: { myPreferences: saved.updateMyPreferences },
        });
    },
  });
  const [saving, setSaving] = useState<NotificationKey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stored = data?.myPreferences.notifications;

  const toggle = async (key: NotificationKey, on: boolean) => {
    setSaving(key);
    setError(null);
    try {
      await update({ variables: { notifications: { [key]: on } } });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className={styles.root}>
      <Title2 as="h1">Notification preferences</Title2>
      <Text>
        Choose which e-mails we send you about your organization. You only hear about screens and
        media your role lets you see.
      </Text>
      <ErrorBar message={error ?? (loadError ? errorMessage(loadError) : null)} />
      {!stored && !loadError && <Spinner label="Loading..." />}
      {stored &&
        NOTIFICATION_SWITCHES.map(({ key, label, hint }) => (
          <div key={key} className={styles.item}>
            <Switch
              label={label}
              aria-describedby={`notification-hint-${key}`}
              checked={stored[key]}
              disabled={saving !== null}
              onChange={(_, d) => void toggle(key, d.checked)}
            />
            <Text id={`notification-hint-${key}`} size={200} className={styles.hint}>
              {hint}
            </Text>
          </div>
        ))}
      <Text size={200}>Account e-mails (invitations, password resets) are always sent.</Text>
    </div>
  );
}
