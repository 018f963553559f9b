import type { BroadcastItemFragment } from '../../graphql/generated';
import { dateTimeText, timeText } from '../../kit/dates';

/** "2 of 3 screens showing it". */
export const acknowledgedText = (
  b: Pick<BroadcastItemFragment, 'acknowledgedCount' | 'screenCount'>,
) =>
  `${b.acknowledgedCount} of ${b.screenCount} ${b.screenCount === 1 ? 'screen' : 'screens'} showing it`;

/** Whom it takes over: every screen, or its groups by name. */
export const reachText = (b: Pick<BroadcastItemFragment, 'groups'>) =>
  b.groups.length === 0 ? 'All screens' : b.groups.map((g) => g.name).join(', ');

/** A moment as operators read it: "Dec 1, 2026, 9:00 AM". */
export const when = (iso: string) => dateTimeText(iso);

/** Until when it plays. */
export const endText = (b: Pick<BroadcastItemFragment, 'endsAt'>) =>
  b.endsAt ? `Until ${when(b.endsAt)}` : 'Until cleared';

/** Since when it is on air, or from when it will be. */
export const startText = (b: Pick<BroadcastItemFragment, 'startsAt'>, now: number) =>
  Date.parse(b.startsAt) > now ? `From ${when(b.startsAt)}, not yet` : `Since ${when(b.startsAt)}`;

/** The question before it takes over screens, now or at `startsAt`. */
export function startQuestion(groupCount: number, startsAt?: string | null) {
  const whom =
    groupCount === 0
      ? 'every screen'
      : `the screens of ${groupCount === 1 ? 'this group' : `these ${groupCount} groups`}`;
  return startsAt
    ? `Take over ${whom} with this broadcast at ${when(startsAt)}?`
    : `Take over ${whom} with this broadcast now?`;
}

/** The notice once it is started, or set to start later. */
export const startedNotice = (name: string, startsAt?: string | null) =>
  startsAt ? `${name} will take over at ${when(startsAt)}` : `Broadcasting ${name}`;

/**
 * Why a broadcast no longer plays, once it does not: cleared by an operator, or past its end.
 * Null while it plays (or is still to start).
 */
export function overText(b: { clearedAt?: string | null; endsAt?: string | null }, now: number) {
  if (b.clearedAt)
    return `This broadcast was cleared at ${when(b.clearedAt)}. Its screens are back on their own content.`;
  if (b.endsAt && Date.parse(b.endsAt) <= now)
    return `This broadcast ended at ${when(b.endsAt)}. Its screens are back on their own content.`;
  return null;
}

/** Where one screen stands with a broadcast: showing it since when, or why not yet. */
export function screenStateText(
  acknowledgedAt: string | null | undefined,
  device: { onlineStatus: string; lastSeenAt?: string | null },
): string {
  if (acknowledgedAt) return `Showing it since ${when(acknowledgedAt)}`;
  if (device.onlineStatus === 'online') return 'Not showing it yet';
  return device.lastSeenAt
    ? `Not yet: offline since ${when(device.lastSeenAt)}`
    : 'Not yet: it has never connected';
}

/** What the list leaves out: screens past its end, and screens in other spaces. */
export function unlistedText(listed: number, total: number, screenCount: number): string | null {
  const parts: string[] = [];
  if (total > listed)
    parts.push(
      `${total - listed} more ${total - listed === 1 ? 'screen' : 'screens'} of this space`,
    );
  const elsewhere = screenCount - total;
  if (elsewhere > 0)
    parts.push(`${elsewhere} ${elsewhere === 1 ? 'screen' : 'screens'} in other spaces`);
  return parts.length === 0 ? null : `Not listed: ${parts.join('; ')}.`;
}

const screens = (n: number) => `${n} ${n === 1 ? 'screen' : 'screens'}`;

/**
 * How many screens it takes over and how many of them are offline, said before it starts: an
 * offline screen shows it when it reconnects, if the broadcast is still on then.
 */
export function takeoverText(
  reach: { screens: number; offline: number },
  startsLater: boolean,
): string {
  if (reach.screens === 0)
    return 'There is no screen to take over now; screens added while it is on will show it.';
  const whom = startsLater
    ? `When it starts, this takes over ${screens(reach.screens)} (as of now).`
    : `This takes over ${screens(reach.screens)} now.`;
  if (reach.offline === 0)
    return `${whom} ${reach.screens === 1 ? 'It is' : 'All of them are'} online.`;
  const one = reach.offline === 1;
  return `${whom} ${reach.offline} ${one ? 'is' : 'are'} offline${startsLater ? ' now' : ''} and will show it when ${one ? 'it reconnects' : 'they reconnect'}.`;
}

/** A time of day, with its date when that is not today: "9:05 AM", "Nov 29, 2026, 9:05 PM". */
export function sinceWhen(iso: string, now: number): string {
  const at = new Date(iso);
  return at.toDateString() === new Date(now).toDateString() ? timeText(at) : when(iso);
}

/** The notice while it plays: "Emergency broadcast on air on 48 screens since 9:05 AM". */
export const onAirText = (
  b: Pick<BroadcastItemFragment, 'screenCount' | 'startsAt'>,
  now: number,
) => `Emergency broadcast on air on ${screens(b.screenCount)} since ${sinceWhen(b.startsAt, now)}`;
