// Kysely table types that follow the SQL of migrations/. Ids are text (UUIDv7), times ISO text,
// JSON documents text, flags integers 0/1 so one schema works on SQLite and PostgreSQL alike.
import type { Generated } from 'kysely';

export interface AccountsTable {
  id: string;
  name: string;
  billing_type: string;
  tariff: string;
  max_storage_capacity_mb: number;
  language_code: string;
  temperature_unit: string;
  created_at: string;
}

export interface SpacesTable {
  id: string;
  account_id: string;
  name: string;
  created_at: string;
}

export interface UserRolesTable {
  id: string;
  account_id: string;
  name: string;
  /** JSON array of permission keys. */
  permissions: string;
  is_built_in: number;
  created_at: string;
}

export interface UsersTable {
  id: string;
  account_id: string;
  /** Lower-cased; unique across the installation. */
  email: string;
  password_hash: string;
  role: string;
  user_role_id: string;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  account_id: string;
  current_space_id: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface DevicesTable {
  id: string;
  account_id: string;
  space_id: string | null;
  name: string;
  platform: string;
  published_collection: string | null;
  published_entity_id: string | null;
  /** Open graphql-ws connections authenticated with the device token, over all server processes. */
  open_connections: Generated<number>;
  last_seen_at: string | null;
  created_at: string;
}

export interface DeviceTokensTable {
  id: string;
  token_hash: string;
  device_id: string;
  account_id: string;
  created_at: string;
  revoked_at: string | null;
}

export interface PairingCodesTable {
  id: string;
  /** Normalised: 8 Crockford base32 characters, upper case, no dash. */
  code: string;
  secret_hash: string;
  platform: string;
  /** WAITING, PAIRED or CLAIMED; EXPIRED is derived from expires_at. */
  status: string;
  account_id: string | null;
  device_id: string | null;
  expires_at: string;
  created_at: string;
}

export interface PairingAttemptsTable {
  id: string;
  /** 'user:<id>' or 'ip:<address>'. */
  client_key: string;
  attempted_at: string;
}

export interface FilesTable {
  id: string;
  account_id: string;
  original_name: string;
  mimetype: string;
  file_size_in_bytes: number | string;
  w: number | null;
  h: number | null;
  duration: number | null;
  status: string;
  is_demo: number;
  /** JSON array of space ids. */
  space_ids: string;
  blob_key: string;
  /** sha256 hex of the bytes. */
  checksum: string;
  created_at: string;
}

export interface ScenesTable {
  id: string;
  account_id: string;
  name: string;
  /** The scene document (sdk sceneSchema) as JSON. */
  document: string;
  space_ids: string;
  created_at: string;
  updated_at: string;
}

export interface PlaylistsTable {
  id: string;
  account_id: string;
  name: string;
  /** JSON array of PlaylistItem (sdk playlistItemSchema). */
  playlist_items: string;
  /** JSON layout or null for one full-screen zone. */
  layout: string | null;
  media_fit: string;
  space_ids: string;
  created_at: string;
  updated_at: string;
}

export interface Database {
  accounts: AccountsTable;
  spaces: SpacesTable;
  user_roles: UserRolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  devices: DevicesTable;
  device_tokens: DeviceTokensTable;
  pairing_codes: PairingCodesTable;
  pairing_attempts: PairingAttemptsTable;
  files: FilesTable;
  scenes: ScenesTable;
  playlists: PlaylistsTable;
}
