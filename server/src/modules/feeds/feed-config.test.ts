import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.js';

// The settings the feeds read: where Open-Meteo is, and the operator's exact allowance of
// internal endpoints (intranet feeds; the e2e suite's fixture servers).

const SECRET = 'x'.repeat(32);
const configOf = (env: Record<string, string>) =>
  parseConfig({ SECRET, ...env }, mkdtempSync(join(tmpdir(), 'marquee-feeds-config-')));

describe('feed settings', () => {
  it('asks Open-Meteo by default, or the addresses given', () => {
    expect(configOf({})).toMatchObject({
      weatherApiUrl: 'https://api.open-meteo.com',
      geocodingApiUrl: 'https://geocoding-api.open-meteo.com',
      outboundAllowInternal: [],
    });
    expect(
      configOf({
        WEATHER_API_URL: 'http://10.0.0.5:8080/',
        GEOCODING_API_URL: 'https://geo.example',
      }),
    ).toMatchObject({
      weatherApiUrl: 'http://10.0.0.5:8080',
      geocodingApiUrl: 'https://geo.example',
    });
  });

  it('reads OUTBOUND_ALLOW_INTERNAL as exact address and port pairs', () => {
    expect(
      configOf({
        OUTBOUND_ALLOW_INTERNAL: ' 127.0.0.1:8081, [::1]:80 ,[0:0:0:0:0:0:0:1]:443,10.1.2.3:65535',
      }).outboundAllowInternal,
    ).toEqual([
      { address: '127.0.0.1', port: 8081 },
      { address: '::1', port: 80 },
      { address: '::1', port: 443 },
      { address: '10.1.2.3', port: 65535 },
    ]);
  });

  it.each([
    'localhost:8080',
    'intranet.example:80',
    '127.0.0.1',
    '127.0.0.1:0',
    '127.0.0.1:70000',
    '::1:80',
    '[127.0.0.1]:80',
    '300.1.1.1:80',
    '10.0.0.0/8:80',
  ])('refuses %s, naming the variable', (entry) => {
    expect(() => configOf({ OUTBOUND_ALLOW_INTERNAL: entry })).toThrow(/OUTBOUND_ALLOW_INTERNAL/);
  });
});
