import { useEffect, useRef, type CSSProperties } from 'react';
import { useReferenceScale } from '../../render/boxSize.js';
import { FitToBox } from '../../render/fitToBox.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import {
  EditorHint,
  editorHintOf,
  FeedPlaceholder,
  feedShowsOf,
  PLACEHOLDER_MESSAGE,
} from '../feedStates/index.js';
import { dateLabel, dayName, todayIndex, useToday, type DayNaming } from './days.js';
import {
  WEATHER_FORECAST_COLUMN_WIDTH,
  WEATHER_FORECAST_DAYS,
  readWeatherBody,
  temperatureLabel,
  weatherQueryOf,
  type WeatherBody,
  type WeatherTextStyle,
} from './model.js';
import { useWeatherData, type ForecastDay } from './weatherData.js';
import { WeatherIcon } from './WeatherIcon.js';

/** Base sizes in reference-screen pixels, before a text's percent size and the item's scale. */
const TODAY = { location: 40, day: 48, date: 36, high: 110, low: 64, icon: 180 } as const;
const FORECAST = { day: 32, high: 44, low: 34, icon: 90, column: 170 } as const;
const GAP = 40;

const column: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
};
const LINE: CSSProperties = { lineHeight: 1.15, whiteSpace: 'nowrap' };

/** Reference pixels to CSS pixels for this item: the item's scale and the box's. */
type Px = (referencePx: number) => number;

function Text({
  style,
  base,
  px,
  testId,
  children,
  bold = false,
}: {
  style: WeatherTextStyle;
  base: number;
  px: Px;
  testId: string;
  children: string;
  bold?: boolean;
}) {
  if (!style.shouldBeDisplayed) return null;
  return (
    <div
      data-testid={testId}
      style={{
        ...LINE,
        color: style.color,
        fontSize: `${px((base * style.fontSize) / 100)}px`,
        fontWeight: bold ? 'bold' : 'normal',
      }}
    >
      {children}
    </div>
  );
}

function Today({
  day,
  location,
  body,
  naming,
  px,
}: {
  day: ForecastDay;
  location: string;
  body: WeatherBody;
  naming: DayNaming;
  px: Px;
}) {
  const { units } = body;
  return (
    <section data-testid="weather-today" style={column}>
      <div
        data-testid="weather-location"
        style={{ ...LINE, color: body.day.color, fontSize: `${px(TODAY.location)}px` }}
      >
        {location}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: `${px(24)}px` }}>
        {body.icon.shouldBeDisplayed && (
          <WeatherIcon icon={day.icon} label={day.text} size={px(TODAY.icon)} />
        )}
        <div style={column}>
          <Text style={body.temperature} base={TODAY.high} px={px} testId="weather-high" bold>
            {temperatureLabel(day.temperatureMax, units)}
          </Text>
          <Text style={body.temperatureMin} base={TODAY.low} px={px} testId="weather-low">
            {temperatureLabel(day.temperatureMin, units)}
          </Text>
        </div>
        <div style={column}>
          <Text style={body.day} base={TODAY.day} px={px} testId="weather-day" bold>
            {dayName(day.dateTimestamp, naming)}
          </Text>
          <Text style={body.date} base={TODAY.date} px={px} testId="weather-date">
            {dateLabel(day.dateTimestamp, naming)}
          </Text>
        </div>
      </div>
    </section>
  );
}

function Forecast({
  days,
  body,
  naming,
  px,
}: {
  days: ForecastDay[];
  body: WeatherBody;
  naming: DayNaming;
  px: Px;
}) {
  const { units } = body;
  return (
    // Three columns of 33 % each of a forecast as wide as three day columns.
    <section
      data-testid="weather-forecast"
      style={{ display: 'flex', alignItems: 'center', width: `${px(3 * FORECAST.column)}px` }}
    >
      {days.map((day) => (
        <div
          key={day.dateTimestamp}
          data-testid="weather-forecast-day"
          style={{ ...column, width: WEATHER_FORECAST_COLUMN_WIDTH }}
        >
          <Text style={body.day} base={FORECAST.day} px={px} testId="weather-forecast-name" bold>
            {dayName(day.dateTimestamp, naming, true)}
          </Text>
          {body.icon.shouldBeDisplayed && (
            <WeatherIcon icon={day.icon} label={day.text} size={px(FORECAST.icon)} />
          )}
          <Text
            style={body.temperature}
            base={FORECAST.high}
            px={px}
            testId="weather-forecast-high"
          >
            {temperatureLabel(day.temperatureMax, units)}
          </Text>
          <Text
            style={body.temperatureMin}
            base={FORECAST.low}
            px={px}
            testId="weather-forecast-low"
          >
            {temperatureLabel(day.temperatureMin, units)}
          </Text>
        </div>
      ))}
    </section>
  );
}

/**
 * The weather item: the place, today's icon, high and low, day and date, and the next three
 * days in columns. The data is kept on the device (shown at once after a restart, and while
 * the server cannot be reached). The box stays clear while the first fetch is under way; with
 * no weather for today (never fetched, or kept so long that its days are past) it shows the
 * place, a cloud and "Weather unavailable" in the item's colours, and the editor's preview
 * adds why the fetch failed. Ready at once.
 */
export function WeatherWidget({ sceneItem, scene, onReady, preview = false }: WidgetRenderProps) {
  const body = readWeatherBody(sceneItem.item.body);
  const box = useRef<HTMLDivElement>(null);
  const referenceScale = useReferenceScale(box, scene, sceneItem);
  const px: Px = (reference) => reference * body.scale * referenceScale;
  const { data, error } = useWeatherData(weatherQueryOf(body));
  const now = useToday();
  useEffect(() => {
    onReady();
  }, [onReady]);

  const first = data ? todayIndex(data.forecast, now, data.timeZone) : -1;
  const today = data && first >= 0 ? data.forecast[first] : undefined;
  const next =
    data && first >= 0 ? data.forecast.slice(first + 1, first + 1 + WEATHER_FORECAST_DAYS) : [];
  const location = body.locationName.trim() || data?.locationName || '';
  const horizontal = body.orientation === 'horizontal';
  // Days are named in the item's language, as dated at the place.
  const naming: DayNaming = { languageCode: body.languageCode, timeZone: data?.timeZone };
  // No place set asks for the server's default place: there is always something to fetch.
  const shows = feedShowsOf({
    hasContent: today !== undefined,
    hasSource: true,
    fetched: data !== undefined,
    failed: error !== null,
  });
  const hint = preview ? editorHintOf(error, shows) : null;
  return (
    <div
      ref={box}
      data-testid="weather-widget"
      data-orientation={body.orientation}
      data-shows={shows}
      style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}
    >
      {shows === 'placeholder' && (
        <FeedPlaceholder
          glyph="weather"
          title={location || undefined}
          message={PLACEHOLDER_MESSAGE.weather}
          color={body.day.color}
          px={px}
        />
      )}
      {/* Today and the forecast keep their arrangement, shrunk as one to fit a small box. */}
      {today && (
        <FitToBox>
          <div
            data-testid="weather-layout"
            style={{
              display: 'flex',
              flexDirection: horizontal ? 'row' : 'column',
              alignItems: 'center',
              gap: `${px(GAP)}px`,
            }}
          >
            <Today day={today} location={location} body={body} naming={naming} px={px} />
            {body.forecast.shouldBeDisplayed && next.length > 0 && (
              <Forecast days={next} body={body} naming={naming} px={px} />
            )}
          </div>
        </FitToBox>
      )}
      {hint && <EditorHint text={hint} px={(reference) => reference * referenceScale} />}
    </div>
  );
}
