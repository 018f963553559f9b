import { Switch, makeStyles, tokens } from '@fluentui/react-components';
import { CLOCK_SCALE, readClockBody } from '@marquee/sdk';
import { ColourField } from '../shared/ColourField';
import { RangeField } from '../shared/RangeField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type GroupProps = Pick<ToolbarGroupProps, 'body' | 'onChange'>;

/** What the clock shows: the time, the date, or both (the player's local time and language). */
export const clockShowsGroup: ToolbarGroup = {
  id: 'clock',
  label: 'Clock',
  render: (props) => <Shows {...props} />,
};

function Shows({ body, onChange }: GroupProps) {
  const styles = useStyles();
  const clock = readClockBody(body);
  return (
    <div className={styles.root}>
      <Switch
        label="Show time"
        data-testid="clock-show-time"
        checked={clock.shouldShowTime}
        onChange={(_e, d) => onChange({ body: { shouldShowTime: d.checked } })}
      />
      <Switch
        label="Show date"
        data-testid="clock-show-date"
        checked={clock.shouldShowDate}
        onChange={(_e, d) => onChange({ body: { shouldShowDate: d.checked } })}
      />
    </div>
  );
}

/** How the text looks: its colour, and its scale (1: as large as fits the item's box). */
export const clockTextGroup: ToolbarGroup = {
  id: 'text',
  label: 'Text',
  render: (props) => <Text {...props} />,
};

function Text({ body, onChange }: GroupProps) {
  const styles = useStyles();
  const clock = readClockBody(body);
  return (
    <div className={styles.root}>
      <ColourField
        label="Text colour"
        testId="clock-text-colour"
        value={clock.textColor}
        onChange={(textColor) => onChange({ body: { textColor } })}
      />
      <RangeField
        label="Scale"
        testId="clock-scale"
        value={clock.scale}
        range={CLOCK_SCALE}
        onChange={(scale) => onChange({ body: { scale } })}
      />
    </div>
  );
}
