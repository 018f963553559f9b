// What the device page tells a shop manager about a screen, in their words. The player reports
// whatever its HostAPI knows (model, firmware, screen, user agent...) as loose JSON: the first
// group reads as plain facts, everything else goes under "Technical details", never as a raw key.
import { bytesText } from './DeviceTableText';

export interface Fact {
  label: string;
  value: string;
}

export const PLATFORM_LABELS: Record<string, string> = {
  web: 'Web browser',
  tizen: 'Samsung TV (Tizen)',
  'lg-web-os': 'LG TV (webOS)',
  android: 'Android',
  electron: 'Desktop app',
};

/** The platform as an operator knows it ("Samsung TV (Tizen)", not "tizen"). */
export const platformLabel = (platform: string): string => PLATFORM_LABELS[platform] ?? platform;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

/** "Chrome 131" from a browser's user agent, or undefined when it names no known browser. */
export function browserFromUserAgent(userAgent: string): string | undefined {
  const known: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/(?:Headless)?Chrome\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
  ];
  for (const [pattern, name] of known) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return undefined;
}

/** The operating system a user agent names ("Android 14", "Windows"), or undefined. */
export function systemFromUserAgent(userAgent: string): string | undefined {
  const android = /Android (\d+(?:\.\d+)?)/.exec(userAgent);
  if (android) return `Android ${android[1]}`;
  const known: [RegExp, string][] = [
    [/Tizen/, 'Tizen'],
    [/Web0S|webOS/, 'webOS'],
    [/CrOS/, 'ChromeOS'],
    [/Windows/, 'Windows'],
    [/iPhone|iPad/, 'iOS'],
    [/Mac OS X/, 'macOS'],
    [/Linux/, 'Linux'],
  ];
  return known.find(([pattern]) => pattern.test(userAgent))?.[1];
}

const screenSize = (value: unknown): string | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const { width, height } = value as { width?: unknown; height?: unknown };
  return typeof width === 'number' && typeof height === 'number'
    ? `${width} × ${height} pixels`
    : undefined;
};

const asRecord = (info: unknown): Record<string, unknown> =>
  info && typeof info === 'object' && !Array.isArray(info) ? (info as Record<string, unknown>) : {};

// Keys shown elsewhere on the page (platform, time zone; capabilities as what the panels offer)
// or among the plain facts: no repeats.
const SUMMARY_KEYS = new Set([
  'capabilities',
  'platform',
  'timeZone',
  'model',
  'osVersion',
  'screen',
  'viewport',
  'playerVersion',
  'appVersion',
]);

/** Parts of a reported value already among the plain facts: storage.freeBytes is "Free storage". */
const SHOWN_PARTS: Record<string, readonly string[]> = { storage: ['freeBytes'] };

/** The value without the parts the plain facts show. */
function restOf(key: string, value: unknown): unknown {
  const shown = SHOWN_PARTS[key];
  if (!shown || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([part]) => !shown.includes(part)));
}

/** "12 GB" for a count of bytes the player reported, else undefined. */
const bytes = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? bytesText(value) : undefined;

/** The plain facts the player reported: only those it knows, in the order a person asks. */
export function reportedFacts(info: unknown): Fact[] {
  const reported = asRecord(info);
  const userAgent = text(reported.userAgent);
  const facts: [string, string | undefined][] = [
    ['Model', text(reported.model)],
    ['Browser', userAgent && browserFromUserAgent(userAgent)],
    ['Operating system', text(reported.osVersion) ?? (userAgent && systemFromUserAgent(userAgent))],
    // What content plays on: the player's window where it reports one (a browser's window
    // need not be its screen), else the screen.
    ['Screen size', screenSize(reported.viewport) ?? screenSize(reported.screen)],
    ['Player version', text(reported.playerVersion) ?? text(reported.appVersion)],
    ['Free storage', bytes(asRecord(reported.storage).freeBytes)],
  ];
  return facts.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

const TECHNICAL_LABELS: Record<string, string> = {
  deviceId: 'Hardware ID',
  serial: 'Serial number',
  apiVersion: 'Platform bridge version',
  userAgent: 'Browser identification',
};
const TECHNICAL_ORDER = Object.keys(TECHNICAL_LABELS);

/** "someNewKey" or "some_new_key" as "Some new key", for keys a newer player may report. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A key's label without its unit where the value says it: usedBytes reads "Used". */
const sizeFreeLabel = (key: string) => humanizeKey(key.replace(/(.)bytes$/i, '$1'));

/**
 * A reported value as text, never as JSON: a size, a yes or no, a list, labelled parts. A number
 * under a key that ends in "bytes" (totalBytes) is a size in words: "32 GB", not "32000000000".
 */
function valueInWords(value: unknown, key = ''): string {
  const plain =
    (/bytes$/i.test(key) ? bytes(value) : undefined) ?? text(value) ?? screenSize(value);
  if (plain) return plain;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value))
    return value
      .map((item) => valueInWords(item))
      .filter(Boolean)
      .join(', ');
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => `${sizeFreeLabel(k)}: ${valueInWords(v, k)}`)
      .join(', ');
  return '';
}

/** Everything else the player reported, labelled, for support; the summary's keys are left out. */
export function technicalDetails(info: unknown): Fact[] {
  const rank = (key: string) => {
    const i = TECHNICAL_ORDER.indexOf(key);
    return i < 0 ? TECHNICAL_ORDER.length : i;
  };
  return (
    Object.entries(asRecord(info))
      .filter(([key, value]) => !SUMMARY_KEYS.has(key) && value !== null && value !== undefined)
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([key, value]) => ({
        label: TECHNICAL_LABELS[key] ?? sizeFreeLabel(key),
        value: valueInWords(restOf(key, value), key),
      }))
      // A value whose every part is among the plain facts (storage with its free space only).
      .filter((fact) => fact.value !== '')
  );
}

const seenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When the screen was last heard from; "Never" before its first connection. */
export function lastSeenLabel(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : seenFormat.format(date);
}

interface ZoneSettings {
  timeZone: string | null;
  origins: readonly { field: string; source: string; groupName: string | null }[];
}

/**
 * The zone a screen plans its schedule by, in words: a zone set in its settings (its own or a group's)
 * wins over the one the screen reports, so the fact names where it comes from when they differ.
 */
export function timeZoneLabel(reported: string | null, settings: ZoneSettings): string {
  const set = settings.timeZone;
  if (!set) return reported ? `${reported} (the screen's own)` : 'Not reported yet';
  const origin = settings.origins.find((o) => o.field === 'timeZone');
  const from =
    origin?.source === 'group' && origin.groupName ? `from group ${origin.groupName}` : 'set here';
  return reported && reported !== set
    ? `${set}, ${from} (the screen reports ${reported})`
    : `${set}, ${from}`;
}
