import type { DeviceDetailsQuery } from '../../graphql/generated';
import { publishedLabel } from './deviceDisplay';
import { lastSeenLabel, type Fact } from './deviceFacts';

type Screen = Pick<
  NonNullable<DeviceDetailsQuery['device']>,
  'publishedContent' | 'notPlayingReason' | 'lastSeenAt'
>;

/**
 * What the screen plays, as its page says it. A publish is not what is on the screen: where the
 * server knows the screen cannot be playing it, the page says what was published and why the
 * screen does not show it, and says "Playing" only otherwise.
 */
export function playingFact(screen: Screen): Fact {
  const content = publishedLabel(screen);
  switch (screen.notPlayingReason) {
    case 'otherSpace':
      return {
        label: 'Published',
        value: `${content} — it is in another space, so this screen will not play it. Publish content of the screen’s space to it.`,
      };
    case 'notPickedUp':
      return {
        label: 'Published',
        value: `${content} — the screen has not picked it up yet (${awayText(screen.lastSeenAt)})`,
      };
    case null:
      return { label: 'Playing', value: content };
  }
}

/** "offline since 3 Mar 2026, 10:00"; "it has not connected yet" for a screen never heard from. */
const awayText = (lastSeenAt: string | null): string =>
  lastSeenAt ? `offline since ${lastSeenLabel(lastSeenAt)}` : 'it has not connected yet';
