import { describe, expect, it } from 'vitest';
import {
  displayTemperature,
  readWeatherBody,
  temperatureLabel,
  weatherBodySchema,
  weatherQueryOf,
} from './model.js';

describe('temperatures in the item’s unit', () => {
  it.each([
    [-40, -40],
    [0, 32],
    [21.4, 71],
    [37, 99],
    [-17.8, 0],
    [100, 212],
  ])('%s °C shows as %s °F (× 1.8 + 32, rounded)', (celsius, fahrenheit) => {
    expect(displayTemperature(celsius, 'fahrenheit')).toBe(fahrenheit);
  });

  it.each([
    [21.4, 21],
    [21.5, 22],
    [-3.6, -4],
    [-0.4, 0],
  ])('%s °C shows rounded as %s °C', (celsius, shown) => {
    expect(displayTemperature(celsius, 'celsius')).toBe(shown);
  });

  it('labels the number with its unit and never shows minus zero', () => {
    expect(temperatureLabel(21.4, 'celsius')).toBe('21°C');
    expect(temperatureLabel(21.4, 'fahrenheit')).toBe('71°F');
    expect(temperatureLabel(-0.4, 'celsius')).toBe('0°C');
  });
});

describe('what the server is asked', () => {
  it('asks by coordinates when the item has them, else by name, else for the default place', () => {
    const body = (fields: Record<string, unknown>) => readWeatherBody(fields);
    expect(weatherQueryOf(body({ lat: 49.1952, long: 16.608, locationName: 'Brno' }))).toBe(
      '49.1952,16.608',
    );
    expect(weatherQueryOf(body({ locationName: ' Brno ' }))).toBe('Brno');
    expect(weatherQueryOf(body({}))).toBe('');
    // Coordinates of 0 are a real place (the Gulf of Guinea), not "no coordinates".
    expect(weatherQueryOf(body({ lat: 0, long: 0 }))).toBe('0,0');
  });
});

describe('weather body', () => {
  it('gives a new item Celsius, every text shown at 100 %, the icon and the forecast', () => {
    const body = weatherBodySchema.parse({});
    expect(body).toMatchObject({
      locationName: '',
      units: 'celsius',
      scale: 1,
      orientation: 'horizontal',
      icon: { shouldBeDisplayed: true },
      forecast: { shouldBeDisplayed: true },
    });
    for (const field of ['day', 'date', 'temperature', 'temperatureMin'] as const) {
      expect(body[field]).toEqual({ color: '#ffffff', fontSize: 100, shouldBeDisplayed: true });
    }
  });

  it('keeps the place of a body with an unknown unit, showing it in Celsius', () => {
    const body = readWeatherBody({ units: 'kelvin', locationName: 'Brno' });
    expect(body.units).toBe('celsius');
    expect(body.locationName).toBe('Brno');
  });
});
