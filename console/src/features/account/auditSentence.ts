// One audit log entry as a sentence a person reads ("Published Demo playlist to Counter"), from
// the mutation the server recorded, the things it names (by name, from the server) and a few of
// its arguments. An action without a sentence of its own reads from its name ("deleteSchedule"
// -> "Deleted schedule Night"), so a mutation added later still reads as words, never as code.

export interface AuditSubject {
  kind: string;
  name?: string | null;
  deleted: boolean;
}

export interface AuditEntryLike {
  action: string;
  subjects: readonly AuditSubject[];
  changes?: unknown;
}

/** What operators call each kind of thing. */
const KIND_NOUNS: Readonly<Record<string, string>> = {
  device: 'screen',
  playlist: 'playlist',
  scene: 'scene',
  schedule: 'schedule',
  file: 'file',
  folder: 'folder',
  space: 'space',
  user: 'user',
  userRole: 'role',
  apiKey: 'API key',
  invitation: 'invitation',
  menuBoardLocation: 'menu board location',
  menuBoard: 'menu board',
  screenGroup: 'group',
  menuBoardMealTemplate: 'meal template',
  instagramFeed: 'Instagram feed',
  securityPolicy: 'security policies',
  account: 'organization',
  myPreference: 'preferences',
  partnerChildAccount: 'customer account',
};

const PAST: Readonly<Record<string, string>> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  rename: 'Renamed',
  remove: 'Removed',
  revoke: 'Revoked',
  change: 'Changed',
  invite: 'Invited',
  cancel: 'Cancelled',
  publish: 'Published',
  pair: 'Paired',
  unpair: 'Unpaired',
  share: 'Shared',
  move: 'Moved',
  confirm: 'Confirmed',
  upload: 'Uploaded',
  set: 'Set',
  add: 'Added',
  accept: 'Accepted',
  duplicate: 'Duplicated',
  restore: 'Restored',
  purge: 'Deleted for good',
  send: 'Sent',
  authorize: 'Connected',
  convert: 'Converted',
  load: 'Loaded',
  sign: 'Signed',
  request: 'Requested',
  start: 'Started',
  clear: 'Cleared',
  acknowledge: 'Acknowledged',
};

const COMMANDS: Readonly<Record<string, (screen: string) => string>> = {
  reboot: (s) => `Rebooted ${s}`,
  reload: (s) => `Reloaded the player on ${s}`,
  displayOn: (s) => `Turned on the display of ${s}`,
  displayOff: (s) => `Turned off the display of ${s}`,
  clearCache: (s) => `Cleared the stored content of ${s}`,
  screenshot: (s) => `Took a screenshot of ${s}`,
};

/** "menuBoardLocation" -> "menu board location"; "API" stays in capitals. */
const words = (camel: string) =>
  camel
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bapi\b/g, 'API');

export const kindNoun = (kind: string) => KIND_NOUNS[kind] ?? words(kind);

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const textArg = (changes: unknown, key: string): string | null => {
  const value = record(changes)[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

const countArg = (changes: unknown, key: string): number => {
  const value = record(changes)[key];
  return Array.isArray(value) ? value.length : 0;
};

/** "2 files", "1 file". */
const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** A thing by its name, or said plainly when the log never knew it. */
function named(subject: AuditSubject | undefined, kind: string, isOwnDelete = false): string {
  const noun = kindNoun(kind);
  if (!subject?.name) return subject?.deleted ? `a ${noun} deleted since` : `a ${noun}`;
  return subject.deleted && !isOwnDelete ? `${subject.name} (deleted since)` : subject.name;
}

/** What the service's administrators did to an account, or under "Sign in as". */
const SERVICE_ADMIN_SENTENCES: Readonly<Record<string, (entry: AuditEntryLike) => string>> = {
  serviceSignInAs: (e) =>
    `Service admin ${textArg(e.changes, 'serviceAdmin') ?? ''} signed in as ${textArg(e.changes, 'user') ?? 'a user'}`,
  serviceUpdateAccount: () => 'A service admin changed the organization’s subscription',
  serviceDisableAccount: () => 'A service admin disabled the organization',
  serviceEnableAccount: () => 'A service admin enabled the organization',
  serviceCreateAccount: () => 'A service admin created the organization',
  startImpersonation: (e) => {
    const reason = textArg(record(e.changes).input, 'reason');
    return `Signed in as a user of another organization${reason ? ` (${reason})` : ''}`;
  },
  stopImpersonation: () => 'Stopped acting as another user',
  updateServiceAccount: () => 'Changed the subscription of an organization',
  setServiceAccountDisabled: (e) =>
    record(e.changes).disabled === true ? 'Disabled an organization' : 'Enabled an organization',
  createServiceAccount: (e) =>
    `Created the organization ${textArg(record(e.changes).input, 'name') ?? ''}`.trim(),
  sendServiceDeviceCommand: (e) => {
    const type = textArg(record(e.changes).input, 'type') ?? '';
    return COMMANDS[type]?.('a screen of another organization') ?? 'Sent a command to a screen';
  },
};

/** "Partner Northwind Resellers", as the customer's log entry names its reseller. */
const partnerOf = (e: AuditEntryLike) => {
  const name = textArg(e.changes, 'partner');
  return name ? `Partner ${name}` : 'A partner';
};

/** ": renamed it to X, language de": what a settings change set, or nothing when unknown. */
function settingsChanged(changes: unknown): string {
  const name = textArg(changes, 'name');
  const language = textArg(changes, 'languageCode');
  const unit = textArg(changes, 'temperatureUnit');
  const parts = [
    name ? `renamed it to ${name}` : '',
    language ? `language ${language}` : '',
    unit ? `temperature in ${unit}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `: ${parts.join(', ')}` : '';
}

/** What a partner did in its own log: the customer account by the name it has now. */
const PARTNER_OWN_SENTENCES: Readonly<Record<string, (entry: AuditEntryLike, of: Of) => string>> = {
  createPartnerChildAccount: (e, of) =>
    `Created the customer account ${
      e.subjects.some((s) => s.name)
        ? of('partnerChildAccount')
        : (textArg(record(e.changes).input, 'name') ?? '')
    }`.trim(),
  invitePartnerChildUser: (e, of) =>
    `Invited ${textArg(e.changes, 'email') ?? 'a person'} into ${of('partnerChildAccount')}`,
  updatePartnerChildAccount: (e, of) =>
    `Changed the settings of ${of('partnerChildAccount')}${settingsChanged(record(e.changes).input)}`,
  removePartnerChildUser: (_e, of) =>
    `Removed a user or an invitation from ${of('partnerChildAccount')}`,
};

/**
 * What a reseller (partner) did to a customer account, in the customer's log: the server writes
 * these entries there, naming the partner.
 */
const PARTNER_SENTENCES: Readonly<Record<string, (entry: AuditEntryLike) => string>> = {
  partnerCreateAccount: (e) => `${partnerOf(e)} created the organization`,
  partnerInviteUser: (e) => `${partnerOf(e)} invited ${textArg(e.changes, 'email') ?? 'a person'}`,
  partnerUpdateAccount: (e) =>
    `${partnerOf(e)} changed the organization’s settings${settingsChanged(e.changes)}`,
  partnerRemoveUser: (e) => {
    const email = textArg(e.changes, 'email') ?? 'a person';
    return record(e.changes).invitation === true
      ? `${partnerOf(e)} withdrew the invitation of ${email}`
      : `${partnerOf(e)} removed ${email} from the organization`;
  },
};

/** The sentences whose words the action's name cannot give. */
const SPECIAL: Readonly<Record<string, (entry: AuditEntryLike, of: Of) => string>> = {
  publishToDevice: (e, of) => {
    const content = record(record(e.changes).content).collectionName;
    const kind = typeof content === 'string' ? content : 'playlist';
    return `Published ${of(kind)} to ${of('device')}`;
  },
  sendDeviceCommand: (e, of) => {
    const type = textArg(e.changes, 'type') ?? '';
    return COMMANDS[type]?.(of('device')) ?? `Sent a command to ${of('device')}`;
  },
  pairDevice: (e, of) => `Paired the screen ${of('device')}`,
  deleteDevice: (_e, of) => `Removed the screen ${of('device', true)}`,
  renameDevice: (e, of) => renamed(e, 'device', of),
  updateDeviceSettings: (_e, of) => `Changed the settings of ${of('device')}`,
  updateScreenGroupSettings: (_e, of) => `Changed the settings of the group ${of('screenGroup')}`,
  setDeviceTags: (_e, of) => `Changed the tags of ${of('device')}`,
  addScreensToGroup: (e, of) =>
    `Added ${screens(e, 'deviceIds', of)} to the group ${of('screenGroup')}`,
  removeScreensFromGroup: (e, of) =>
    `Took ${screens(e, 'deviceIds', of)} out of the group ${of('screenGroup')}`,
  publishToScreens: (e, of) => {
    const content = record(record(e.changes).content).collectionName;
    const targets = record(record(e.changes).targets);
    const groups = countArg(targets, 'groupIds');
    const reach = [
      countArg(targets, 'deviceIds') ? counted(countArg(targets, 'deviceIds'), 'screen') : '',
      groups ? counted(groups, 'group') : '',
    ]
      .filter(Boolean)
      .join(' and ');
    return `Published ${of(typeof content === 'string' ? content : 'playlist')} to ${reach || 'screens'}`;
  },
  clearScreenContent: (e, of) => `Took the published content off ${screens(e, 'deviceIds', of)}`,
  startBroadcast: (e, of) => {
    const content = record(record(record(e.changes).input).content).collectionName;
    return `Started an emergency broadcast of ${of(typeof content === 'string' ? content : 'playlist')}`;
  },
  clearBroadcast: () => 'Cleared an emergency broadcast',
  startBulkAction: (e) => {
    const input = record(record(e.changes).input);
    const kind = typeof input.kind === 'string' ? input.kind : '';
    const n = countArg(input, 'deviceIds');
    const which = n ? counted(n, 'screen') : 'the screens matching a filter';
    return `${BULK_ACTIONS[kind] ?? 'Started an action on'} ${which}`;
  },
  createLiveLink: () => 'Shared a live view link',
  revokeLiveLink: () => 'Revoked a live view link',
  inviteUser: (e, of) =>
    `Invited ${textArg(e.changes, 'email') ?? 'a person'} as ${of('userRole')}`,
  changeUserRole: (_e, of) => `Gave ${of('user')} the role ${of('userRole')}`,
  removeUser: (_e, of) => `Removed ${of('user', true)} from the organization`,
  cancelInvitation: (_e, of) => `Cancelled the invitation of ${of('invitation', true)}`,
  acceptInvitation: () => 'Accepted an invitation',
  addFilesToPlaylist: (e, of) => {
    const n = countArg(e.changes, 'fileIds');
    const files = n === 1 ? of('file') : counted(n, 'file');
    return `Added ${files} to ${of('playlist')}`;
  },
  createFiles: (e, of) => {
    const files = record(e.changes).files;
    const n = countArg(e.changes, 'files');
    if (n !== 1) return `Uploaded ${counted(n, 'file')}`;
    // The file is made by this very call, so its name is in what was sent.
    const sent = Array.isArray(files) ? textArg(files[0], 'originalName') : null;
    const subject = of('file');
    return `Uploaded ${subject === 'a file' && sent ? sent : subject}`;
  },
  confirmUpload: (_e, of) => `Finished uploading ${of('file')}`,
  shareScene: (e, of) => `Changed the spaces that share ${of('scene')}`,
  changeCurrentSpace: (_e, of) => `Switched to the space ${of('space')}`,
  renameSpace: (e, of) => renamed(e, 'space', of),
  changePassword: () => 'Changed their password',
  signOut: () => 'Signed out',
  revokeSession: () => 'Signed out a session',
  updateMyPreferences: () => 'Changed their preferences',
  updateSecurityPolicies: () => 'Changed the security policies',
  updateAccount: () => 'Changed the organization’s settings',
  revokeApiKey: (_e, of) => `Revoked the API key ${of('apiKey', true)}`,
  ...SERVICE_ADMIN_SENTENCES,
  ...PARTNER_SENTENCES,
  ...PARTNER_OWN_SENTENCES,
};

type Of = (kind: string, isOwnDelete?: boolean) => string;

/** A bulk action by its kind, as the start of a sentence about the screens it reached. */
const BULK_ACTIONS: Readonly<Record<string, string>> = {
  reboot: 'Rebooted',
  reload: 'Reloaded the players on',
  displayOn: 'Turned on the displays of',
  displayOff: 'Turned off the displays of',
  moveToSpace: 'Moved to another space',
  delete: 'Removed',
};

/** "Bar" for one screen the log named, "3 screens" for more. */
function screens(entry: AuditEntryLike, key: string, of: Of): string {
  const n = countArg(entry.changes, key);
  return n === 1 ? of('device') : counted(n, 'screen');
}

/**
 * "Renamed the screen to Hall": the log names things as they are called now, which after this
 * rename is the new name, so the sentence names only that (or the later name it has now).
 */
function renamed(entry: AuditEntryLike, kind: string, of: Of): string {
  const to = textArg(entry.changes, 'name');
  if (!to) return `Renamed ${of(kind)}`;
  const now = entry.subjects.find((s) => s.kind === kind);
  return now?.name && now.name !== to
    ? `Renamed the ${kindNoun(kind)} now called ${of(kind)} to ${to}`
    : `Renamed the ${kindNoun(kind)} to ${to}`;
}

/** "deleteSchedule" -> "Deleted schedule Night"; "loadInstagramProfile" -> "Loaded Instagram profile". */
function fromActionName(entry: AuditEntryLike, of: Of): string {
  const [verb = '', ...rest] = words(entry.action).split(' ');
  const past = PAST[verb] ?? verb.charAt(0).toUpperCase() + verb.slice(1);
  const subject = entry.subjects[0];
  const objectWords = rest.filter((w) => !['to', 'from', 'for', 'my'].includes(w)).join(' ');
  if (!subject) {
    const kind = rest.map((w, i) => (i ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join('');
    const name = textArg(entry.changes, 'name');
    if (name) return `${past} the ${kindNoun(kind)} ${name}`;
    return `${past} ${KIND_NOUNS[kind] ?? objectWords}`.trim();
  }
  return `${past} the ${kindNoun(subject.kind)} ${of(subject.kind, verb === 'delete' || verb === 'purge')}`;
}

/** The sentence for one entry: no codes, no ids, no JSON. */
export function auditSentence(entry: AuditEntryLike): string {
  const of: Of = (kind, isOwnDelete = false) =>
    named(
      entry.subjects.find((s) => s.kind === kind),
      kind,
      isOwnDelete,
    );
  const special = SPECIAL[entry.action];
  return special ? special(entry, of) : fromActionName(entry, of);
}

/** The kinds of thing the log can be narrowed to, as the server records them. */
export const AUDIT_KINDS: readonly { entityType: string; label: string }[] = [
  { entityType: 'Device', label: 'Screens' },
  { entityType: 'Playlist', label: 'Playlists' },
  { entityType: 'Scene', label: 'Scenes' },
  { entityType: 'Schedule', label: 'Schedules' },
  { entityType: 'File', label: 'Media files' },
  { entityType: 'Folder', label: 'Folders' },
  { entityType: 'Space', label: 'Spaces' },
  { entityType: 'User', label: 'Users' },
  { entityType: 'UserRole', label: 'Roles' },
  { entityType: 'ApiKey', label: 'API keys' },
  { entityType: 'MenuBoardLocation', label: 'Menu board locations' },
  { entityType: 'MenuBoard', label: 'Menu boards' },
  { entityType: 'ScreenGroup', label: 'Screen groups' },
];
