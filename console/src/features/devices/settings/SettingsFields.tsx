import {
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Slider,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SCREENSHOT_INTERVAL_BOUNDS, type ScreenRotation } from '@marquee/sdk/model';
import { useState } from 'react';
import { TimeZonePicker } from '../../../kit/TimeZonePicker';
import { ROTATION_CHOICES, STARTER_WEEK, type DisplayForm } from './displayForm';
import type { FieldNotes } from './SettingsForm';
import { WeekScheduleEditor } from './WeekScheduleEditor';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  volume: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  number: { width: '5rem' },
  zone: { width: '20rem', maxWidth: '100%' },
});

interface FieldProps {
  form: DisplayForm;
  errors: Record<string, string>;
  locked: boolean;
  owner: 'screen' | 'group';
  notes?: FieldNotes;
  change: (patch: Partial<DisplayForm>) => void;
}

/** "Not set here" in the owner's words. */
const unsetLabel = (owner: 'screen' | 'group') =>
  owner === 'screen' ? 'Not set on this screen' : 'Not set by this group';

/** Where the value comes from, then what cannot be done: each a line beside the field. */
function Notes({ notes, set }: { notes?: FieldNotes; set: boolean }) {
  return (
    <>
      {!set && notes?.origin && <Caption1>{notes.origin}</Caption1>}
      {notes?.unsupported && <Caption1>{notes.unsupported}</Caption1>}
    </>
  );
}

/** The volume field's text: what was typed while it still says the form's volume, else that. */
function typedVolume(typed: string | null, volume: number): string {
  if (typed === null) return String(volume);
  const same = typed === '' ? Number.isNaN(volume) : Number(typed) === volume;
  return same ? typed : String(volume);
}

export function VolumeField({ form, errors, locked, owner, notes, change }: FieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const styles = useStyles();
  const held = notes?.heldBack === true;
  return (
    <div className={styles.group}>
      <Switch
        label={owner === 'screen' ? 'Set the volume from here' : 'Set the volume for this group'}
        checked={form.controlVolume && !held}
        disabled={locked || held}
        onChange={(_e, d) => change({ controlVolume: d.checked })}
      />
      <Notes notes={notes} set={form.controlVolume && !held} />
      {form.controlVolume && !held && (
        <div className={styles.volume}>
          <Field label="Volume" validationMessage={errors.volume}>
            <Slider
              min={0}
              max={100}
              value={Number.isFinite(form.volume) ? form.volume : 0}
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
            value={typedVolume(typed, form.volume)}
            disabled={locked}
            // A number field reads "" while "-" or nothing is typed: that is no volume (refused
            // beside the field on Save), never 0 written over what is being typed.
            onChange={(_e, d) => {
              setTyped(d.value);
              change({ volume: d.value === '' ? Number.NaN : Number(d.value) });
            }}
          />
        </div>
      )}
    </div>
  );
}

export function RotationField({ form, errors, locked, owner, notes, change }: FieldProps) {
  const styles = useStyles();
  return (
    <div className={styles.group}>
      <Field label="Rotation" validationMessage={errors.rotation}>
        <RadioGroup
          value={String(form.rotation)}
          disabled={locked}
          onChange={(_e, d) =>
            change({
              rotation: d.value === 'unset' ? 'unset' : (Number(d.value) as ScreenRotation),
            })
          }
        >
          <Radio value="unset" label={unsetLabel(owner)} />
          {ROTATION_CHOICES.map((choice) => (
            <Radio key={choice.value} value={String(choice.value)} label={choice.label} />
          ))}
        </RadioGroup>
      </Field>
      <Notes notes={notes} set={form.rotation !== 'unset'} />
    </div>
  );
}

export function DisplayField(props: FieldProps & { ownTimeZone?: string | null }) {
  const { form, errors, locked, owner, notes, change } = props;
  const styles = useStyles();
  const held = notes?.heldBack === true;
  const choose = (display: DisplayForm['display']) =>
    change({
      display,
      periods: display === 'week' && form.periods.length === 0 ? STARTER_WEEK : form.periods,
    });
  return (
    <div className={styles.group}>
      <Field label="Display hours" validationMessage={errors.displaySchedule}>
        <RadioGroup
          value={form.display}
          disabled={locked || held}
          onChange={(_e, d) => choose(d.value as DisplayForm['display'])}
        >
          <Radio value="unset" label={unsetLabel(owner)} />
          <Radio value="always" label="Always on" />
          <Radio value="week" label="Turn the display off outside set hours" />
        </RadioGroup>
      </Field>
      <Notes notes={notes} set={form.display !== 'unset'} />
      {errors.displaySchedule && (
        <MessageBar intent="error">
          <MessageBarBody>{errors.displaySchedule}</MessageBarBody>
        </MessageBar>
      )}
      {form.display === 'week' && !held && (
        <>
          <Caption1>
            Times are the screen&apos;s local time (its set time zone, else its own
            {props.ownTimeZone ? `, ${props.ownTimeZone}` : ''}). An off time earlier than the on
            time runs past midnight; 24:00 is midnight at the end of the day. A command to turn the
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
    </div>
  );
}

export function TimeZoneField(props: FieldProps & { ownTimeZone?: string | null }) {
  const { form, errors, locked, owner, notes, change } = props;
  const styles = useStyles();
  return (
    <div className={styles.group}>
      <Field
        label="Time zone"
        validationMessage={errors.timeZone}
        hint={`Type part of its name to find it, such as Prague. ${unsetLabel(owner)}: ${
          owner === 'screen'
            ? `from its groups, else the screen's own${props.ownTimeZone ? ` (${props.ownTimeZone})` : ''}`
            : "each screen's own, unless set elsewhere"
        }.`}
      >
        <TimeZonePicker
          className={styles.zone}
          value={form.timeZone}
          unsetLabel={unsetLabel(owner)}
          disabled={locked}
          onChange={(timeZone) => change({ timeZone })}
        />
      </Field>
      <Notes notes={notes} set={form.timeZone.trim() !== ''} />
    </div>
  );
}

export function IntervalField({ form, errors, locked, notes, change }: FieldProps) {
  const styles = useStyles();
  const { min, max } = SCREENSHOT_INTERVAL_BOUNDS;
  return (
    <div className={styles.group}>
      <Field
        label="Screenshot every (minutes)"
        validationMessage={errors.screenshotIntervalMinutes}
        hint={`${min} to ${max}. Empty: only when asked, unless set elsewhere.`}
      >
        <Input
          className={styles.number}
          type="number"
          min={min}
          max={max}
          value={form.screenshotInterval}
          disabled={locked}
          onChange={(_e, d) => change({ screenshotInterval: d.value })}
        />
      </Field>
      <Notes notes={notes} set={form.screenshotInterval.trim() !== ''} />
    </div>
  );
}
