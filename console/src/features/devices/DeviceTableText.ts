import type { DeviceHealthFragment } from '../../graphql/generated';

// What the screens list says of each screen's health, as a person says it.

/** "Just now", "12 min ago", "3 h ago", "4 days ago"; "Never" before the first connection. */
export function lastSeenText(iso: string | null | undefined, now: Date): string {
  if (!iso) return 'Never';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'Never';
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** The exact time, for the tooltip of a relative one. */
export function exactTimeText(iso: string, locale?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(at);
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** "512 MB", "2.1 GB": decimal units, as storage is sold. */
export function bytesText(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
}

type Kept = NonNullable<DeviceHealthFragment['keptContent']>;

/** "All content kept", "Downloading 3 of 10", "Storage full". */
export function keptContentText(kept: Kept): string {
  switch (kept.state) {
    case 'allKept':
      return 'All content kept';
    case 'downloading':
      return `Downloading ${kept.kept} of ${kept.total}`;
    case 'storageFull':
      return 'Storage full';
  }
}

/** "No errors", "1 error", "12 errors" (of the last 24 hours). */
export function errorCountText(count: number): string {
  if (count === 0) return 'No errors';
  return count === 1 ? '1 error' : `${count} errors`;
}

/** "Web · 2.4.1", or the platform alone before the player said its version. */
export function playerText(platform: string, version: string | null | undefined): string {
  return version ? `${platform} · ${version}` : platform;
}
