import { useMutation, useQuery } from '@apollo/client/react';
import {
  MessageBar,
  MessageBarBody,
  Spinner,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  DeviceSettingsDocument,
  UpdateDeviceSettingsDocument,
  type DeviceSettingsFormFragment,
} from '../../../graphql/generated';
import { errorMessage } from '../../../kit/errorMessage';
import { useLoadGate } from '../../../kit/LoadGate';
import { SETTING_FIELDS, rotationLabel, type SettingField } from './displayForm';
import { screenCan, screenSupportNotes } from './settingsSupport';
import { SettingsForm, type FieldNotes } from './SettingsForm';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    maxWidth: '100%',
  },
});

interface Props {
  deviceId: string;
  /** The operator may change screens (device:configure); else the section only shows. */
  canEdit: boolean;
}

/**
 * The screen page's Display section: what the screen sets itself, and for each field it leaves
 * unset, where its value comes from (one of its groups, or the default).
 */
export function DisplaySettingsPanel({ deviceId, canEdit }: Props) {
  const styles = useStyles();
  const { data, loading, error } = useQuery(DeviceSettingsDocument, {
    variables: { id: deviceId },
  });
  const [update] = useMutation(UpdateDeviceSettingsDocument, {
    // The screen's timeline follows its time zone and display hours.
    refetchQueries: ['FleetTimeline'],
  });
  const drawn = useLoadGate(!loading);
  const device = data?.device;
  if (!drawn) return null;
  return (
    <section className={styles.panel} aria-labelledby="display-settings-title">
      <Title3 as="h2" id="display-settings-title">
        Display
      </Title3>
      {!device && loading && <Spinner size="tiny" label="Loading display settings..." />}
      {!device && error && (
        <MessageBar intent="error">
          <MessageBarBody>
            Could not load the display settings. {errorMessage(error)}
          </MessageBarBody>
        </MessageBar>
      )}
      {device && (
        // A saved change (here or in a group) starts the form again from what the server holds.
        <SettingsForm
          key={device.settings.updatedAt ?? 'defaults'}
          stored={device.settings.own}
          owner="screen"
          notes={screenNotes(device)}
          ownTimeZone={device.timeZone}
          canEdit={canEdit}
          saveLabel="Save display settings"
          savedMessage={`${device.name} applies them within seconds.`}
          onSave={(input) => update({ variables: { deviceId: device._id, input } })}
        />
      )}
    </section>
  );
}

type Settings = DeviceSettingsFormFragment['settings'];

/** The effective value of a field, in words. */
function valueText(settings: Settings, field: SettingField): string {
  switch (field) {
    case 'volume':
      return settings.volume === null ? 'the screen keeps its own volume' : String(settings.volume);
    case 'rotation':
      return rotationLabel(settings.rotation);
    case 'displaySchedule':
      return settings.displaySchedule.length === 0
        ? 'always on'
        : `on ${settings.displaySchedule.length} periods a week`;
    case 'timeZone':
      return settings.timeZone ?? "the screen's own";
    case 'screenshotIntervalMinutes':
      return settings.screenshotIntervalMinutes === null
        ? 'only when asked'
        : `every ${settings.screenshotIntervalMinutes} minutes`;
  }
}

/** For each field: where its value comes from, and what the screen cannot do. */
function screenNotes(
  device: DeviceSettingsFormFragment,
): Partial<Record<SettingField, FieldNotes>> {
  const unsupported = screenSupportNotes(device.deviceInfo, device.platform);
  const notes: Partial<Record<SettingField, FieldNotes>> = {};
  for (const field of SETTING_FIELDS) {
    const origin = device.settings.origins.find((o) => o.field === field);
    const value = valueText(device.settings, field);
    notes[field] = {
      origin:
        origin?.source === 'group'
          ? `From group ${origin.groupName ?? ''}: ${value}.`
          : `Default: ${value}.`,
      unsupported: unsupported[field],
      // Rotation works everywhere (the player turns its stage); the rest needs the screen.
      heldBack: field !== 'rotation' && !screenCan(device.deviceInfo, field),
    };
  }
  return notes;
}
