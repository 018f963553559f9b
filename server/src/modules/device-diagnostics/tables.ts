// This module's tables (migration 0018-device-diagnostics), joined to the database's type by
// declaration merging so that the module stays one folder.

export interface DeviceScreenshotsTable {
  id: string;
  account_id: string;
  /** One row per device: a new screenshot replaces the last. */
  device_id: string;
  /** The screenshot command it answered. */
  command_id: string | null;
  blob_key: string;
  /** Read from the image's own signature bytes: image/png or image/jpeg. */
  mime_type: string;
  width: number;
  height: number;
  size: number;
  taken_at: string;
}

export interface DeviceLogEntriesTable {
  /** Made on arrival (time, then place in its page): orders lines written in the same ms. */
  id: string;
  account_id: string;
  device_id: string;
  /** The player's log it came from; with seq, what makes a resent line count once. */
  stream: string;
  seq: number;
  /** info, warn, error or crash */
  level: string;
  message: string;
  /** When the player wrote it, by the screen's clock: the order operators read the log in. */
  logged_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    device_screenshots: DeviceScreenshotsTable;
    device_log_entries: DeviceLogEntriesTable;
  }
}
