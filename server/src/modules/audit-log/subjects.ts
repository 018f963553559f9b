// The things an audit entry can refer to by name. Each kind is named by one column of one table;
// an id of any other kind is not kept (a person could not read it anyway).

/** One thing an entry refers to, as the entry stores it: its name when the entry was written. */
export interface SubjectRef {
  kind: string;
  id: string;
}

export interface StoredSubject extends SubjectRef {
  /** Its name when the entry was written; null when it was not found then. */
  name: string | null;
}

/** What the log shows: the name it has now, else the one it had, and whether it is gone. */
export interface NamedSubject {
  kind: string;
  name: string | null;
  deleted: boolean;
}

/**
 * The table and column naming each kind, the column marking it deleted, if any, and the column
 * holding the account it belongs to (account_id unless said: a partner's customer accounts
 * belong to the partner through partner_account_id).
 */
export const NAMED_KINDS = {
  device: { table: 'devices', name: 'name' },
  playlist: { table: 'playlists', name: 'name' },
  scene: { table: 'scenes', name: 'name' },
  schedule: { table: 'schedules', name: 'name' },
  file: { table: 'files', name: 'original_name', deletedAt: 'deleted_at' },
  folder: { table: 'folders', name: 'name', deletedAt: 'deleted_at' },
  space: { table: 'spaces', name: 'name' },
  user: { table: 'users', name: 'email' },
  userRole: { table: 'user_roles', name: 'name' },
  apiKey: { table: 'api_keys', name: 'name', deletedAt: 'revoked_at' },
  invitation: { table: 'one_time_tokens', name: 'email', deletedAt: 'used_at' },
  menuBoardLocation: { table: 'menu_board_locations', name: 'name' },
  menuBoard: { table: 'menu_boards', name: 'name' },
  screenGroup: { table: 'screen_groups', name: 'name' },
  partnerChildAccount: { table: 'accounts', name: 'name', owner: 'partner_account_id' },
} as const satisfies Record<
  string,
  { table: string; name: string; deletedAt?: string; owner?: string }
>;

export type NamedKind = keyof typeof NAMED_KINDS;

export const isNamedKind = (kind: string): kind is NamedKind => Object.hasOwn(NAMED_KINDS, kind);

export const subjectKey = (ref: SubjectRef) => `${ref.kind}:${ref.id}`;
