// This module's table (migration 0023-live-links), joined to the database's type by declaration
// merging so that the module stays one folder.

export interface LiveLinksTable {
  id: string;
  account_id: string;
  /** The space it was made in; null: made without one (seen from every space). */
  space_id: string | null;
  /** sha256 of the token in the link's address; the token itself is never stored. */
  token_hash: string;
  /** screen or group */
  target_kind: string;
  target_id: string;
  /** The user who made it; null once made by a key or a user that is gone. */
  created_by: string | null;
  created_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    live_links: LiveLinksTable;
  }
}
