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
  /** 0003: JSON array of tariff feature keys the account has. */
  enabled_features: Generated<string>;
  /** 0003: JSON object feature key -> tariff name that unlocks it. */
  tariff_feature_availability: Generated<string>;
  unpaid_feature_warnings: Generated<number>;
  subscribed_screens: Generated<number>;
  free_screens: Generated<number>;
  is_trial: Generated<number>;
  trial_ends_at: string | null;
  partner_account_id: string | null;
  /** 0009: JSON array of scene item types the account enables beyond the global list. */
  enabled_item_types: Generated<string>;
  /** 0025: when a service admin disabled the account; null while it is enabled. */
  disabled_at: string | null;
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
  phone_number: string | null;
  country_code: string | null;
  email_confirmed: Generated<number>;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  account_id: string;
  current_space_id: string | null;
  created_at: string;
  revoked_at: string | null;
  /** 0003: null means the session never expires (no session lifetime policy). */
  expires_at: string | null;
  client_ip: string | null;
  /** 0025: the service admin acting as this session's user; null for the user's own sessions. */
  impersonator_user_id: string | null;
  /** 0025: the service admin's own session, which Stop returns to. */
  impersonator_session_id: string | null;
}

/** 0003: e-mail confirmation, password recovery and join-account invitations; single use. */
export interface OneTimeTokensTable {
  id: string;
  kind: string;
  token_hash: string;
  account_id: string;
  user_id: string | null;
  email: string;
  user_role_id: string | null;
  /** ROLE_ADMIN: accepting makes the account's admin (its first, invited by a service admin or partner). */
  account_role: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  name: string;
  key_hash: string;
  key_prefix: string;
  /** JSON array of permission keys. */
  permissions: string;
  user_id: string;
  space_id: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface SecurityPoliciesTable {
  account_id: string;
  min_password_length: number;
  require_digit: number;
  require_uppercase: number;
  require_symbol: number;
  session_lifetime_minutes: number | null;
}

export interface AuditLogTable {
  id: string;
  account_id: string;
  user_id: string | null;
  actor: string;
  action: string;
  entity_type: string | null;
  entity_id: string | null;
  /** JSON of the mutation's arguments, secrets redacted. */
  changes: string;
  created_at: string;
  // 0014-audit-log-subjects
  /** JSON list of what the entry refers to: { kind, id, name } with the name when written. */
  subjects: Generated<string>;
}

export interface PromotionsTable {
  id: string;
  type: string;
  title: string;
  redirect_url: string | null;
  valid_until: string;
  discount_percents: number | null;
  created_at: string;
  /** 0025: when it starts showing; null means from when it was made. */
  valid_from: string | null;
}

/** One limited key (e.g. "sign-in:<e-mail>|<ip>"): uses counted in the window that started at window_start. */
export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
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
  /** IANA time zone the player reported (0004). */
  time_zone: string | null;
  /** JSON of the device info its HostAPI reported (0004). */
  device_info: string | null;
  /** 1 once the stale sweep announced the device offline (0004). */
  offline_announced: Generated<number>;
  /** When its own content was last set or cleared; null: set before this was recorded. */
  content_set_at: string | null;
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
  // 0002-media
  parent_folder_id: string | null;
  original_width: number | null;
  original_height: number | null;
  file_processing_progress_percents: number;
  /** Converted or Original. */
  playback_source: string;
  /** JSON {count, period} or null. */
  play_quota: string | null;
  number_of_pages: number | null;
  error_message: string | null;
  converted_blob_key: string | null;
  converted_mimetype: string | null;
  converted_size_in_bytes: number | string | null;
  /** sha256 hex of the converted bytes; null without a conversion or for older rows. */
  converted_checksum: string | null;
  thumbnail_blob_key: string | null;
  updated_at: string | null;
  /** Set by an undoable delete; the purge job removes the row and its blobs. */
  deleted_at: string | null;
  // 0005-media-pages
  /** JSON array of blob keys of a PDF's page images, in page order; null otherwise. */
  page_blob_keys: string | null;
  // 0012-upload-claims
  /** When a PUT to the upload link claimed the record (modules/files/upload-claim.ts). */
  upload_claimed_at: string | null;
  // 0015-file-play-settings
  /** Shown from this wall-clock time ("YYYY-MM-DDTHH:mm", the screen's zone); null: no start. */
  valid_from: string | null;
  /** Shown until this wall-clock time; null: no end. */
  valid_until: string | null;
  /** 1: a video plays without sound. */
  muted: Generated<number>;
}

export interface FoldersTable {
  id: string;
  account_id: string;
  name: string;
  parent_folder_id: string | null;
  space_ids: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface JobsTable {
  id: string;
  kind: string;
  /** JSON. */
  payload: string;
  /** queued, running, done or failed. */
  status: string;
  attempts: number;
  max_attempts: number;
  run_at: string;
  lease_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface ScenesTable {
  id: string;
  account_id: string;
  name: string;
  /** The document's scene type (sdk SCENE_TYPES), kept as a column so lists narrow by it in SQL. */
  type: string;
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

// 0004-screens: remote commands, preferences, schedules, proof of play.
export interface DeviceCommandsTable {
  id: string;
  account_id: string;
  device_id: string;
  /** reboot, display-on, display-off, reload, clear-cache */
  type: string;
  /** queued, delivered, done, failed */
  status: string;
  error: string | null;
  requested_by: string | null;
  created_at: string;
  delivered_at: string | null;
  completed_at: string | null;
}

export interface UserPreferencesTable {
  user_id: string;
  /** JSON of the stored preferences (device dashboard sort, default position tab). */
  document: string;
  updated_at: string;
}

export interface SchedulesTable {
  id: string;
  account_id: string;
  name: string;
  /** JSON array of {_id, timeFrom, timeTo, playlistId}. */
  playlist_timings: string;
  space_ids: string;
  created_at: string;
  updated_at: string;
}

export interface PlaybackEventsTable {
  id: string;
  account_id: string;
  device_id: string;
  event_id: string;
  item_id: string | null;
  playlist_id: string | null;
  started_at: string;
  day: string;
  duration_s: number;
  document: string;
  received_at: string;
}

export interface PlaybackEventRefsTable {
  event_pk: string;
  account_id: string;
  /** playlist, scene, file or item */
  entity_type: string;
  entity_id: string;
  device_id: string;
  day: string;
  duration_s: number;
}

// 0010-instagram-feeds: connected Instagram accounts and public profiles.
export interface InstagramFeedsTable {
  id: string;
  account_id: string;
  space_id: string | null;
  /** connected or public */
  kind: string;
  /** CREATED, AUTHORIZED or EXPIRED (public feeds: AUTHORIZED) */
  status: string;
  instagram_user_id: string | null;
  instagram_username: string | null;
  /** A public feed's user name in lower case, for the one-per-space lookup; null when connected. */
  public_username: string | null;
  /** The access token, sealed under the server secret (instagram/token-seal.ts). */
  sealed_access_token: string | null;
  token_expires_at: string | null;
  /** JSON array of the feed's posts. */
  media: string;
  media_fetched_at: string | null;
  author_id: string | null;
  created_at: string;
  updated_at: string;
}

// 0011-menu-boards: menu board locations, boards and meal templates.
export interface MenuBoardLocationsTable {
  id: string;
  account_id: string;
  space_id: string | null;
  name: string;
  /** NONE, SEPTIM or GS */
  data_source: string;
  septim_store_id: string | null;
  gs_affiliate_id: string | null;
  created_at: string;
  updated_at: string;
  // 0016-menu-board-location-currency
  /** ISO 4217 code its boards show prices in; CZK for locations made before. */
  currency: string;
}

export interface MenuBoardsTable {
  id: string;
  account_id: string;
  space_id: string | null;
  /** null: a static board */
  menu_board_location_id: string | null;
  /** YYYY-MM-DD for daily boards, null for static ones */
  menu_date: string | null;
  name: string | null;
  language: string;
  /** JSON array of language codes. */
  alternative_languages: string;
  /** manual, septim or gs */
  origin: string;
  /** daily or static */
  type: string;
  /** JSON array of meals (menu-boards/meal.ts). */
  meals: string;
  created_at: string;
  updated_at: string;
}

export interface MenuBoardMealTemplatesTable {
  id: string;
  account_id: string;
  internal_name: string;
  /** JSON array of space ids; null: every space of the account. */
  space_ids: string | null;
  /** JSON of one meal. */
  body: string;
  created_at: string;
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
  files: FilesTable;
  folders: FoldersTable;
  jobs: JobsTable;
  scenes: ScenesTable;
  playlists: PlaylistsTable;
  device_commands: DeviceCommandsTable;
  user_preferences: UserPreferencesTable;
  schedules: SchedulesTable;
  playback_events: PlaybackEventsTable;
  playback_event_refs: PlaybackEventRefsTable;
  one_time_tokens: OneTimeTokensTable;
  api_keys: ApiKeysTable;
  security_policies: SecurityPoliciesTable;
  audit_log: AuditLogTable;
  promotions: PromotionsTable;
  rate_limits: RateLimitsTable;
  instagram_feeds: InstagramFeedsTable;
  menu_board_locations: MenuBoardLocationsTable;
  menu_boards: MenuBoardsTable;
  menu_board_meal_templates: MenuBoardMealTemplatesTable;
}
