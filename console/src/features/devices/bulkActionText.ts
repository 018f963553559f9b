import type { BulkActionFilter, BulkActionKind } from '../../graphql/generated';
import { screenCountText } from './fleetText';

// What the bulk screen actions say: the menu, the question before each, the progress line.

interface KindText {
  label: string;
  /** "Moving 37 of 50 screens…" */
  doing: string;
  /** "Moved 50 screens" */
  did: string;
}

// A command is done when the screen carries it out, later (an offline screen when it comes
// back), and its outcome shows on the screen's page: the action itself only sends it, and says
// so. A screen that reported it cannot carry it out is counted as failed, with the reason.
export const BULK_KIND_TEXT: Record<BulkActionKind, KindText> = {
  reboot: { label: 'Reboot', doing: 'Sending reboot to', did: 'Reboot sent to' },
  reload: { label: 'Reload', doing: 'Sending reload to', did: 'Reload sent to' },
  displayOn: { label: 'Display on', doing: 'Sending display on to', did: 'Display on sent to' },
  displayOff: {
    label: 'Display off',
    doing: 'Sending display off to',
    did: 'Display off sent to',
  },
  moveToSpace: { label: 'Move to space…', doing: 'Moving', did: 'Moved' },
  delete: { label: 'Delete', doing: 'Deleting', did: 'Deleted' },
};

/** The actions the menu offers, in its order. */
export const BULK_KINDS: readonly BulkActionKind[] = [
  'reboot',
  'reload',
  'displayOn',
  'displayOff',
  'moveToSpace',
  'delete',
];

/**
 * What is asked first; null: the action interrupts nothing (display on) or has its own dialog.
 * One chosen screen is asked about by its name (`soleName`), so the operator sees which.
 */
export function bulkQuestion(
  kind: BulkActionKind,
  count: number,
  soleName?: string,
): { question: string; detail: string; confirmLabel: string; danger: boolean } | null {
  const screens = count === 1 && soleName ? soleName : screenCountText(count);
  switch (kind) {
    case 'reboot':
      return {
        question: `Reboot ${screens}?`,
        detail: 'Each screen restarts and shows nothing until it is back.',
        confirmLabel: 'Reboot',
        danger: false,
      };
    case 'reload':
      return {
        question: `Reload ${screens}?`,
        detail: 'Each player starts its content again from the beginning.',
        confirmLabel: 'Reload',
        danger: false,
      };
    case 'displayOff':
      return {
        question: `Turn off the display of ${screens}?`,
        detail: 'The screens stay dark until someone turns them on again.',
        confirmLabel: 'Display off',
        danger: false,
      };
    case 'delete':
      return {
        question: `Delete ${screens}?`,
        detail:
          count === 1
            ? 'It is unpaired: it must be paired again before it plays anything.'
            : 'They are unpaired: each must be paired again before it plays anything.',
        confirmLabel: 'Delete',
        danger: true,
      };
    default:
      return null;
  }
}

export interface BulkProgress {
  kind: BulkActionKind;
  total: number;
  done: number;
  failed: number;
  state: 'running' | 'finished';
  failures: readonly { name: string; error?: string | null }[];
}

/** At most this many failed screens are named in the line; the count covers the rest. */
const NAMED_FAILURES = 10;

/** "This screen cannot reboot: Bar, Till", one part per reason, in the order they came. */
function failureList(failures: BulkProgress['failures'], failed: number): string {
  const byReason = new Map<string, string[]>();
  const named = failures.slice(0, NAMED_FAILURES);
  for (const { name, error } of named) {
    const names = byReason.get(error ?? '') ?? [];
    byReason.set(error ?? '', [...names, name]);
  }
  const parts = [...byReason].map(([reason, names]) =>
    reason ? `${reason}: ${names.join(', ')}` : names.join(', '),
  );
  const more = failed - named.length;
  return parts.join('. ') + (more > 0 ? ` and ${more} more` : '');
}

/**
 * "Deleting 37 of 50 screens…", then "Deleted 48 of 50 screens, 2 failed. The screen is gone or
 * no longer in this space: Bar, Till".
 */
export function bulkProgressText(p: BulkProgress): string {
  const text = BULK_KIND_TEXT[p.kind];
  if (p.state === 'running')
    return `${text.doing} ${p.done + p.failed} of ${screenCountText(p.total)}…`;
  if (p.failed === 0) return `${text.did} ${screenCountText(p.done)}`;
  const summary = `${text.did} ${p.done} of ${screenCountText(p.total)}, ${p.failed} failed`;
  return `${summary}. ${failureList(p.failures, p.failed)}`;
}

/** The list's filter as the server's bulk filter (the same fields as devicePage). */
export function bulkFilterOf(filter: {
  search?: string | null;
  status?: BulkActionFilter['status'];
  groupId?: string | number | null;
  tag?: string | null;
  platform?: string | null;
  problems?: boolean | null;
}): BulkActionFilter {
  const { search, status, groupId, tag, platform, problems } = filter;
  return {
    search: search || null,
    status: status ?? null,
    groupId: groupId ? String(groupId) : null,
    tag: tag || null,
    platform: platform || null,
    problems: problems || null,
  };
}
