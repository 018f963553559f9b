import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Slider,
  Spinner,
  Switch,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ScreenRotation } from '@marquee/sdk/model';
import { useState } from 'react';
import {
  DeviceSettingsDocument,
  UpdateDeviceSettingsDocument,
  type DeviceSettingsFormFragment,
} from '../../../graphql/generated';
import { errorMessage, inputErrorsOf } from '../../../kit/errorMessage';
import { notify } from '../../../kit/notices';
import {
  ROTATION_CHOICES,
  STARTER_WEEK,
  capabilitiesOf,
  errorsByPath,
  formErrors,
  formOf,
  inputOf,
  type DisplayForm,
} from './displayForm';
import { WeekScheduleEditor } from './WeekScheduleEditor';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    maxWidth: '100%',
  },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  volume: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  number: { width: '5rem' },
});

interface Props {
  deviceId: string;
  /** The operator may change screens (device:configure); else the section only shows. */
  canEdit: boolean;
}

/** The screen page's Display section: volume, rotation and the display's on/off week. */
export function DisplaySettingsPanel({ deviceId, canEdit }: Props) {
  const styles = useStyles();
  const { data, loading, error } = useQuery(DeviceSettingsDocument, {
    variables: { id: deviceId },
  });
  const device = data?.device;
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
        // A saved change (here or elsewhere) starts the form again from what the server holds.
        <DisplaySettingsForm
          key={device.settings.updatedAt ?? 'defaults'}
          device={device}
          canEdit={canEdit}
        />
      )}
    </section>
  );
}

function DisplaySettingsForm({
  device,
  canEdit,
}: {
  device: DeviceSettingsFormFragment;
  canEdit: boolean;
}) {
  const styles = useStyles();
  const [form, setForm] = useState<DisplayForm>(() => formOf(device.settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [update, saving] = useMutation(UpdateDeviceSettingsDocument);
  const can = capabilitiesOf(device.deviceInfo);
  const noVolume = can !== null && !can.has('volume');
  const noPower = can !== null && !can.has('display-power');
  const locked = !canEdit || saving.loading;

  const change = (patch: Partial<DisplayForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
    setFailed(null);
  };

  const save = async () => {
    const problems = formErrors(form);
    if (Object.keys(problems).length > 0) return setErrors(problems);
    try {
      await update({ variables: { deviceId: device._id, input: inputOf(form) } });
      notify(`Display settings saved. ${device.name} applies them within seconds.`);
    } catch (error) {
      const beside = inputErrorsOf(error);
      if (beside.length > 0) setErrors(errorsByPath(beside));
      else setFailed(errorMessage(error));
    }
  };

  return (
    <>
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>The display settings were not saved. {failed}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.group}>
        <Switch
          label="Set the volume from here"
          checked={form.controlVolume && !noVolume}
          disabled={locked || noVolume}
          onChange={(_e, d) => change({ controlVolume: d.checked })}
        />
        {noVolume && <Caption1>This screen cannot set its volume.</Caption1>}
        {form.controlVolume && !noVolume && (
          <div className={styles.volume}>
            <Field label="Volume" validationMessage={errors.volume}>
              <Slider
                min={0}
                max={100}
                value={form.volume}
                disabled={locked}
                onChange={(_e, d) => change({ volume: d.value })}
              />
            </Field>
            <Input
              className={styles.number}
              aria-label="Volume, 0 to 100"
              type="number"
              min={0}
              max={100}
              value={String(form.volume)}
              disabled={locked}
              onChange={(_e, d) => change({ volume: d.value === '' ? 0 : Number(d.value) })}
            />
          </div>
        )}
      </div>
      <Field
        label="Rotation"
        validationMessage={errors.rotation}
        hint={
          can !== null && !can.has('orientation')
            ? 'This screen cannot turn its picture itself, so the player turns what it shows.'
            : undefined
        }
      >
        <RadioGroup
          value={String(form.rotation)}
          disabled={locked}
          onChange={(_e, d) => change({ rotation: Number(d.value) as ScreenRotation })}
        >
          {ROTATION_CHOICES.map((choice) => (
            <Radio key={choice.value} value={String(choice.value)} label={choice.label} />
          ))}
        </RadioGroup>
      </Field>
      <div className={styles.group}>
        <Switch
          label="Turn the display off outside set hours"
          checked={form.useSchedule && !noPower}
          disabled={locked || noPower}
          onChange={(_e, d) =>
            change({
              useSchedule: d.checked,
              periods: d.checked && form.periods.length === 0 ? STARTER_WEEK : form.periods,
            })
          }
        />
        {noPower && <Caption1>This screen cannot turn its display off and on.</Caption1>}
        {errors.displaySchedule && (
          <MessageBar intent="error">
            <MessageBarBody>{errors.displaySchedule}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      {form.useSchedule && !noPower && (
        <>
          <Caption1>
            Times are the screen&apos;s own local time
            {device.timeZone ? ` (${device.timeZone})` : ''}. An off time earlier than the on time
            runs past midnight; 24:00 is midnight at the end of the day. A command to turn the
            display on or off holds until the next change here.
          </Caption1>
          <WeekScheduleEditor
            periods={form.periods}
            errors={errors}
            disabled={locked}
            onChange={(periods) => change({ periods })}
          />
        </>
      )}
      {canEdit ? (
        <Button appearance="primary" disabledFocusable={saving.loading} onClick={() => void save()}>
          {saving.loading ? 'Saving...' : 'Save display settings'}
        </Button>
      ) : (
        <Caption1>Changing these needs permission to configure screens.</Caption1>
      )}
    </>
  );
}
