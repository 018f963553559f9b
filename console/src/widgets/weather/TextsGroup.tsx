import { Divider, Field, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import {
  readWeatherBody,
  WEATHER_FONT_SIZES,
  WEATHER_TEXT_FIELDS,
  type WeatherTextField,
  type WeatherTextStyle,
} from '@marquee/sdk';
import { ColourField } from '../shared/ColourField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
});

const WEATHER_TEXT_LABELS: Record<WeatherTextField, string> = {
  day: 'Day',
  date: 'Date',
  temperature: 'High temperature',
  temperatureMin: 'Low temperature',
};

/** The sizes offered; a stored size not among them (an older item) is kept. */
const sizeChoices = (current: number): number[] => {
  const offered: number[] = [...WEATHER_FONT_SIZES];
  return offered.includes(current) ? offered : [...offered, current].sort((a, b) => a - b);
};

/** Each text of the item (day, date, high, low): shown or not, its colour and its size. */
export const textsGroup: ToolbarGroup = {
  id: 'texts',
  label: 'Texts',
  render: (props) => <Texts {...props} />,
};

function Texts({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const weather = readWeatherBody(body);
  return (
    <div className={styles.root}>
      {WEATHER_TEXT_FIELDS.map((field, index) => {
        const style = weather[field];
        const label = WEATHER_TEXT_LABELS[field];
        // The whole style is written: a change merges over the body one level deep.
        const change = (patch: Partial<WeatherTextStyle>) =>
          onChange({ body: { [field]: { ...style, ...patch } } });
        return (
          <div key={field} className={styles.root}>
            {index > 0 && <Divider />}
            <Switch
              label={`Show ${label.toLowerCase()}`}
              checked={style.shouldBeDisplayed}
              onChange={(_e, d) => change({ shouldBeDisplayed: d.checked })}
            />
            <div className={styles.row}>
              <ColourField
                label={`${label} colour`}
                testId={`weather-${field}-colour`}
                value={style.color}
                onChange={(color) => change({ color })}
              />
              <Field label={`${label} size`}>
                <Select
                  data-testid={`weather-${field}-size`}
                  value={String(style.fontSize)}
                  onChange={(_e, d) => change({ fontSize: Number(d.value) })}
                >
                  {sizeChoices(style.fontSize).map((size) => (
                    <option key={size} value={size}>
                      {size} %
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
          </div>
        );
      })}
    </div>
  );
}
