import type { BroadcastItemFragment } from '../../graphql/generated';

/** "2 of 3 screens showing it". */
export const acknowledgedText = (
  b: Pick<BroadcastItemFragment, 'acknowledgedCount' | 'screenCount'>,
) =>
  `${b.acknowledgedCount} of ${b.screenCount} ${b.screenCount === 1 ? 'screen' : 'screens'} showing it`;

/** Whom it takes over: every screen, or its groups by name. */
export const reachText = (b: Pick<BroadcastItemFragment, 'groups'>) =>
  b.groups.length === 0 ? 'All screens' : b.groups.map((g) => g.name).join(', ');

const when = (iso: string) =>
  new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Until when it plays. */
export const endText = (b: Pick<BroadcastItemFragment, 'endsAt'>) =>
  b.endsAt ? `Until ${when(b.endsAt)}` : 'Until cleared';

/** The question before it takes over screens. */
export const startQuestion = (groupCount: number) =>
  groupCount === 0
    ? 'Take over every screen with this broadcast?'
    : `Take over the screens of ${groupCount === 1 ? 'this group' : `these ${groupCount} groups`}?`;
