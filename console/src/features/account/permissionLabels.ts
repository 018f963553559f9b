// People read permissions as sentences ("Delete menu board locations"), not as the keys the
// server stores ("integrations:menu-board-location:delete"). The sentence comes from the key's
// structure — [group:]subject:action — so a permission added later reads sensibly without an
// edit here; the few whose structure says too little have overrides.

import { PERMISSIONS } from '@marquee/sdk/model';

/**
 * Permissions of areas the console does not have yet (customer feedback, sensor analytics).
 * They stay grantable, so roles can be set up ahead, and every place that offers one says the
 * area is still to come.
 */
const COMING: ReadonlySet<string> = new Set([
  PERMISSIONS.integrations.customerFeedbackRead,
  PERMISSIONS.integrations.sensorAnalyticsRead,
]);

export const COMING_NOTE = 'Not yet available';

/** Whether a permission is for an area the console does not have yet. */
export const isComingPermission = (key: string): boolean => COMING.has(key);

/** Keys whose derived sentence would be wrong or vague. */
const OVERRIDES: Readonly<Record<string, string>> = {
  'device:manage-content': 'Publish content to screens',
  'account:manage': 'Manage the organization',
  'account:manage-billing': 'Manage billing',
};

/** What operators call a subject, where the key's word differs or takes no plural. */
const SUBJECT_NOUNS: Readonly<Record<string, string>> = {
  device: 'screens',
  media: 'media',
  'customer-feedback': 'customer feedback',
  'sensor-analytics': 'sensor analytics',
};

/** Area headings for the first part of a key. */
const GROUP_NAMES: Readonly<Record<string, string>> = {
  device: 'Screens',
  media: 'Media',
  account: 'Organization',
};

const VERBS: Readonly<Record<string, string>> = {
  read: 'View',
  update: 'Edit',
  delete: 'Delete',
  create: 'Create',
};

const words = (slug: string) => slug.split('-').filter(Boolean).join(' ');
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (noun: string) => (noun.endsWith('s') ? noun : `${noun}s`);

const nounOf = (subject: string) => SUBJECT_NOUNS[subject] ?? plural(words(subject));

/**
 * "integrations:menu-board-location:delete" -> "Delete menu board locations";
 * "playlist:read" -> "View playlists"; "device:register" -> "Register screens".
 */
export function permissionLabel(key: string): string {
  const override = OVERRIDES[key];
  if (override) return override;
  const parts = key.split(':').filter(Boolean);
  if (parts.length < 2) return capitalized(words(key));
  const action = parts.at(-1)!;
  const subject = parts.at(-2)!;
  const verb = VERBS[action];
  if (verb) return `${verb} ${nounOf(subject)}`;
  // "register" -> "Register screens"; "run-inference" -> "Run inference for ai models".
  const actionWords = capitalized(words(action));
  return action.includes('-')
    ? `${actionWords} for ${nounOf(subject)}`
    : `${actionWords} ${nounOf(subject)}`;
}

/** "partner-accounts:read" -> "Partner accounts"; "device:read" -> "Screens". */
export function permissionGroupName(key: string): string {
  const group = key.split(':')[0] ?? key;
  return GROUP_NAMES[group] ?? capitalized(plural(words(group)));
}

interface PermissionGroup {
  name: string;
  keys: string[];
}

/** Keys grouped by area, in the order the areas first appear. */
export function groupPermissions(keys: readonly string[]): PermissionGroup[] {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const name = permissionGroupName(key);
    groups.set(name, [...(groups.get(name) ?? []), key]);
  }
  return [...groups].map(([name, grouped]) => ({ name, keys: grouped }));
}

/** A role's permissions as one sentence for a person choosing the role. */
export const roleAllows = (keys: readonly string[]): string =>
  keys.length === 0
    ? 'Allows nothing yet.'
    : `Allows: ${keys
        .map((key) =>
          isComingPermission(key)
            ? `${permissionLabel(key)} (${COMING_NOTE.toLowerCase()})`
            : permissionLabel(key),
        )
        .join(', ')}.`;
