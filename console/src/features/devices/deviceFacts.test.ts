import { describe, expect, it } from 'vitest';
import {
  browserFromUserAgent,
  humanizeKey,
  platformLabel,
  reportedFacts,
  systemFromUserAgent,
  technicalDetails,
} from './deviceFacts';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

// What the web player reports (targets/web/src/webHost.ts).
const webInfo = {
  deviceId: 'web-4f2a',
  platform: 'web',
  apiVersion: 0,
  userAgent: CHROME_ON_LINUX,
  screen: { width: 1920, height: 1080 },
  timeZone: 'Europe/Prague',
};

// What a Samsung TV reports (targets/tizen/src/tizenHost.ts).
const tizenInfo = {
  deviceId: 'DUID-TEST-4F2A',
  platform: 'tizen',
  apiVersion: 3,
  model: 'QM55R',
  serial: '0AB1CDE2F3',
  osVersion: 'T-HKMLAKUC-1250.5',
  screen: { width: 3840, height: 2160 },
};

const labels = (facts: { label: string }[]) => facts.map((f) => f.label);
const CAMEL_CASE = /[a-z][A-Z]/;

describe('device facts', () => {
  it('reads a web player as its browser, system and screen size', () => {
    expect(reportedFacts(webInfo)).toEqual([
      { label: 'Browser', value: 'Chrome 131' },
      { label: 'Operating system', value: 'Linux' },
      { label: 'Screen size', value: '1920 × 1080 pixels' },
    ]);
  });

  it('gives the size of the window a web player draws in, not the screen its browser claims', () => {
    // Headless Chromium in a 1440 × 900 window says its screen is 800 × 600.
    const headless = {
      ...webInfo,
      screen: { width: 800, height: 600 },
      viewport: { width: 1440, height: 900 },
    };
    expect(reportedFacts(headless)).toContainEqual({
      label: 'Screen size',
      value: '1440 × 900 pixels',
    });
    expect(labels(technicalDetails(headless))).not.toContain('Viewport');
  });

  it('leaves out the capabilities the player reports: the panels say what a screen can do', () => {
    const details = technicalDetails({ ...webInfo, capabilities: ['screenshot', 'local-state'] });
    expect(labels(details)).not.toContain('Capabilities');
  });

  it('says a reported value in words, never as JSON', () => {
    const details = technicalDetails({
      ...webInfo,
      panel: { width: 1920, height: 1080 },
      hdr: true,
      inputs: ['HDMI 1', 'HDMI 2'],
      network: { type: 'wifi', signalStrength: 4 },
    });
    const value = (label: string) => details.find((d) => d.label === label)?.value;
    expect(value('Panel')).toBe('1920 × 1080 pixels');
    expect(value('Hdr')).toBe('Yes');
    expect(value('Inputs')).toBe('HDMI 1, HDMI 2');
    expect(value('Network')).toBe('Type: wifi, Signal strength: 4');
    for (const d of details) expect(d.value).not.toMatch(/[{}"]/);
  });

  it('says storage in gigabytes, not as a count of bytes', () => {
    const info = { ...webInfo, storage: { freeBytes: 12_400_000_000 }, cache: { usedBytes: 5e8 } };
    expect(reportedFacts(info)).toContainEqual({ label: 'Free storage', value: '12 GB' });
    const details = technicalDetails(info);
    // The free space alone is among the plain facts: nothing is left to say under Storage.
    expect(labels(details)).not.toContain('Storage');
    expect(details.find((d) => d.label === 'Cache')?.value).toBe('Used: 500 MB');
    // What else a player says of its storage stays in the details, in words.
    const tv = technicalDetails({ ...info, storage: { freeBytes: 1e9, totalBytes: 32e9 } });
    expect(tv.find((d) => d.label === 'Storage')?.value).toBe('Total: 32 GB');
  });

  it('reads a TV as its model, firmware and screen size', () => {
    expect(reportedFacts(tizenInfo)).toEqual([
      { label: 'Model', value: 'QM55R' },
      { label: 'Operating system', value: 'T-HKMLAKUC-1250.5' },
      { label: 'Screen size', value: '3840 × 2160 pixels' },
    ]);
  });

  it('keeps the rest as labelled technical details, without repeating the facts above', () => {
    const details = technicalDetails({ ...tizenInfo, userAgent: CHROME_ON_LINUX, hdmiInput: 2 });
    expect(labels(details)).toEqual([
      'Hardware ID',
      'Serial number',
      'Platform bridge version',
      'Browser identification',
      'Hdmi input',
    ]);
    for (const label of labels(details)) expect(label).not.toMatch(CAMEL_CASE);
    expect(details.find((d) => d.label === 'Platform bridge version')?.value).toBe('3');
  });

  it('shows nothing for a player that has not reported yet', () => {
    expect(reportedFacts(null)).toEqual([]);
    expect(technicalDetails(null)).toEqual([]);
  });

  it('names platforms and key words the way people say them', () => {
    expect(platformLabel('lg-web-os')).toBe('LG TV (webOS)');
    expect(platformLabel('web')).toBe('Web browser');
    expect(humanizeKey('firmwareBuildDate')).toBe('Firmware build date');
    expect(humanizeKey('mac_address')).toBe('Mac address');
    expect(browserFromUserAgent('Mozilla/5.0 (Windows NT 10.0) Firefox/128.0')).toBe('Firefox 128');
    expect(systemFromUserAgent('Mozilla/5.0 (Linux; Android 14; SM-X200) Chrome/120')).toBe(
      'Android 14',
    );
  });
});
