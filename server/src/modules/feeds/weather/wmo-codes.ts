import type { WeatherIcon } from './provider.js';

// WMO weather interpretation codes (WMO 4677, as Open-Meteo documents its weather_code).

const CODES: Record<number, [text: string, icon: WeatherIcon]> = {
  0: ['Clear sky', 'clear'],
  1: ['Mainly clear', 'partly-cloudy'],
  2: ['Partly cloudy', 'partly-cloudy'],
  3: ['Overcast', 'cloudy'],
  45: ['Fog', 'fog'],
  48: ['Depositing rime fog', 'fog'],
  51: ['Light drizzle', 'drizzle'],
  53: ['Moderate drizzle', 'drizzle'],
  55: ['Dense drizzle', 'drizzle'],
  56: ['Light freezing drizzle', 'drizzle'],
  57: ['Dense freezing drizzle', 'drizzle'],
  61: ['Slight rain', 'rain'],
  63: ['Moderate rain', 'rain'],
  65: ['Heavy rain', 'rain'],
  66: ['Light freezing rain', 'rain'],
  67: ['Heavy freezing rain', 'rain'],
  71: ['Slight snow fall', 'snow'],
  73: ['Moderate snow fall', 'snow'],
  75: ['Heavy snow fall', 'snow'],
  77: ['Snow grains', 'snow'],
  80: ['Slight rain showers', 'showers'],
  81: ['Moderate rain showers', 'showers'],
  82: ['Violent rain showers', 'showers'],
  85: ['Slight snow showers', 'snow'],
  86: ['Heavy snow showers', 'snow'],
  95: ['Thunderstorm', 'thunderstorm'],
  96: ['Thunderstorm with slight hail', 'thunderstorm'],
  99: ['Thunderstorm with heavy hail', 'thunderstorm'],
};

/** The words and icon of a WMO code; a code the table lacks reads as cloudy, not as an error. */
export function weatherOfCode(code: number): { text: string; icon: WeatherIcon } {
  const [text, icon] = CODES[code] ?? ['Cloudy', 'cloudy'];
  return { text, icon };
}
