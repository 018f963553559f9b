import type { BulkActionKind, DeviceCommandType } from '../../graphql/generated';
import { bulkQuestion } from './bulkActionText';
import { screenCountText } from './fleetText';

// Which chosen screens can carry out a bulk command, from the capabilities their players
// reported. The server decides the same way (bulk-actions/command-batch.ts): a screen without
// the capability gets no command and the action counts it as failed. The operator hears it
// before the action, in the menu and in its question, not only in the result.

/**
 * What a chosen screen's player said it can do (capabilitiesOf its deviceInfo); null when it
 * said nothing (an older player).
 */
export type ScreenCapabilities = ReadonlySet<string> | null;

/** The capability each command needs, and the words for lacking it; a reload needs none. */
const NEEDS: Partial<Record<BulkActionKind, { capability: string; their: string; its: string }>> = {
  reboot: { capability: 'reboot', their: 'reboot', its: 'reboot' },
  displayOn: {
    capability: 'display-power',
    their: 'turn their display off and on',
    its: 'turn its display off and on',
  },
  displayOff: {
    capability: 'display-power',
    their: 'turn their display off and on',
    its: 'turn its display off and on',
  },
};

/**
 * What a screen lacks to carry out a command, in words ("turn its display off and on"), or null
 * when it can (or reported nothing, as an older player may well be able to): for one screen's
 * own command buttons, by the same rule as the bulk actions.
 */
export function lackedFor(
  kind: BulkActionKind | DeviceCommandType,
  can: ScreenCapabilities,
): string | null {
  const need = NEEDS[kind as BulkActionKind];
  return need && can && !can.has(need.capability) ? need.its : null;
}

/**
 * The chosen screens that cannot carry out `kind`. A screen that reported nothing is not held
 * back, as the server does not hold it back: an older player may well be able to.
 */
export function screensUnable(
  kind: BulkActionKind,
  chosen: ReadonlyMap<string, ScreenCapabilities>,
): string[] {
  const need = NEEDS[kind];
  if (!need) return [];
  return [...chosen].filter(([, can]) => can && !can.has(need.capability)).map(([id]) => id);
}

/**
 * Why the menu offers `kind` disabled: none of the chosen screens can do it. "None of the
 * selected screens can turn their display off and on"; a lone screen is named.
 */
export function noneCanText(kind: BulkActionKind, count: number, soleName?: string): string {
  const need = NEEDS[kind];
  if (!need) return '';
  return count === 1
    ? `${soleName ?? 'The selected screen'} cannot ${need.its}`
    : `None of the selected screens can ${need.their}`;
}

/** Said when the screens were chosen as all that match the filter: they may have changed since. */
const COUNTED_WHEN_SELECTED =
  'The screens were counted when you selected them; the result says how many were left as they are.';

/**
 * The question before an action some chosen screens cannot carry out: it asks about the screens
 * it reaches and says how many it leaves as they are. Display on, asked nothing otherwise, asks
 * then too, so nobody learns it from the result alone. Without such screens, bulkQuestion's.
 */
export function questionLeavingSomeOut(
  kind: BulkActionKind,
  chosen: { count: number; unable: number; soleName?: string; byFilter: boolean },
): ReturnType<typeof bulkQuestion> {
  const { count, unable, soleName, byFilter } = chosen;
  const need = NEEDS[kind];
  if (!need || unable === 0) return bulkQuestion(kind, count, soleName);
  const able = count - unable;
  const asked = bulkQuestion(kind, able) ?? {
    question: `Turn on the display of ${screenCountText(able)}?`,
    detail: '',
    confirmLabel: 'Display on',
    danger: false,
  };
  const left =
    unable === 1
      ? `1 of the ${count} selected screens cannot ${need.its}; it will be left as it is.`
      : `${unable} of the ${count} selected screens cannot ${need.their}; they will be left as they are.`;
  const detail = [asked.detail, left, byFilter ? COUNTED_WHEN_SELECTED : '']
    .filter(Boolean)
    .join(' ');
  return { ...asked, detail };
}
