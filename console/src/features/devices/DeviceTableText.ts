import type { DeviceHealthFragment } from '../../graphql/generated';

// What the screens list says of each screen's health, as a person says it.

/** "Seen just now", "Seen 12 min ago", "Seen 3 h ago", "Seen 4 days ago"; "Never seen". */
export function lastSeenText(iso: string | null | undefined, now: Date): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return 'Never seen';
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return 'Seen just now';
  if (minutes < 60) return `Seen ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Seen ${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'Seen 1 day ago' : `Seen ${days} days ago`;
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

/** "Version 2.4.1", or null before the player said its version. */
export function versionText(version: string | null | undefined): string | null {
  return version ? `Version ${version}` : null;
}
