// This module's table (migration 0029-sony-bravia), joined to the database's type by declaration
// merging so that the module stays one folder.

export interface SonyDisplaysTable {
  id: string;
  account_id: string;
  /** The space the display's screen is made in; null: made without one. */
  space_id: string | null;
  /** The screen group it joins when it first starts; null: none. */
  group_id: string | null;
  name: string;
  serial: string | null;
  /** Sony's form, "AA-BB-CC-DD-EE-FF", from the kitting answer or the display itself. */
  mac: string | null;
  model: string | null;
  /** For IP control on the customer's network; used only where the deployment allows it. */
  ip_address: string | null;
  /** The display's IP control pre-shared key; it must be sent as is, so it is kept as is. */
  psk: string | null;
  /** sha256 of the single-use provisioning token; the token itself is never stored. */
  token_hash: string;
  /** waiting (for its first start), playing (its screen exists), released */
  status: string;
  device_id: string | null;
  created_at: string;
  started_at: string | null;
  released_at: string | null;
}

declare module '../../db/schema.js' {
  interface Database {
    sony_displays: SonyDisplaysTable;
  }
}
