import {
  Field,
  Radio,
  RadioGroup,
  Select,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  readWeatherBody,
  WEATHER_ORIENTATIONS,
  WEATHER_SCALE,
  type TemperatureUnit,
  type WeatherOrientation,
} from '@marquee/sdk';
import { RangeField } from '../shared/RangeField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const UNIT_LABELS: Record<TemperatureUnit, string> = {
  celsius: 'Celsius (°C)',
  fahrenheit: 'Fahrenheit (°F)',
};
const ORIENTATION_LABELS: Record<WeatherOrientation, string> = {
  horizontal: 'Forecast beside today',
  vertical: 'Forecast under today',
};

/** How the weather shows: its unit, layout, size, and whether the icons and forecast show. */
export const displayGroup: ToolbarGroup = {
  id: 'display',
  label: 'Display',
  render: (props) => <Display {...props} />,
};

function Display({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const weather = readWeatherBody(body);
  return (
    <div className={styles.root}>
      <Field label="Units">
        <RadioGroup
          layout="horizontal"
          value={weather.units}
          onChange={(_e, d) => onChange({ body: { units: d.value } })}
        >
          {Object.entries(UNIT_LABELS).map(([unit, label]) => (
            <Radio key={unit} value={unit} label={label} />
          ))}
        </RadioGroup>
      </Field>
      <Field label="Layout">
        <Select
          data-testid="weather-orientation"
          value={weather.orientation}
          onChange={(_e, d) => onChange({ body: { orientation: d.value } })}
        >
          {WEATHER_ORIENTATIONS.map((orientation) => (
            <option key={orientation} value={orientation}>
              {ORIENTATION_LABELS[orientation]}
            </option>
          ))}
        </Select>
      </Field>
      <RangeField
        label="Scale"
        testId="weather-scale"
        value={weather.scale}
        range={WEATHER_SCALE}
        onChange={(scale) => onChange({ body: { scale } })}
      />
      <Switch
        label="Show icons"
        checked={weather.icon.shouldBeDisplayed}
        onChange={(_e, d) =>
          onChange({ body: { icon: { ...weather.icon, shouldBeDisplayed: d.checked } } })
        }
      />
      <Switch
        label="Show forecast"
        checked={weather.forecast.shouldBeDisplayed}
        onChange={(_e, d) =>
          onChange({ body: { forecast: { ...weather.forecast, shouldBeDisplayed: d.checked } } })
        }
      />
    </div>
  );
}
