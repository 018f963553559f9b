import { describe, expect, it } from 'vitest';
import { queryReplayOf } from './queryReplay.js';

const body = (query: unknown) => JSON.stringify({ query, variables: {} });

describe('which answers the service worker replays offline', () => {
  it('replays content queries', () => {
    expect(queryReplayOf(body('query CurrentContent { currentDevice { _id } }'))).toBe(
      'network-first-cached',
    );
    expect(queryReplayOf(body('{ playableContent { entityId } }'))).toBe('network-first-cached');
  });

  it('never replays the server time: a stale answer would stop the clock for its age', () => {
    expect(queryReplayOf(body('query ServerTime {\n  serverTime\n}'))).toBe('network-only');
  });

  it('never replays mutations, subscriptions or what it cannot read', () => {
    expect(queryReplayOf(body('mutation { signOut }'))).toBe('network-only');
    expect(queryReplayOf(body('  subscription { currentDeviceChanged { _id } }'))).toBe(
      'network-only',
    );
    expect(queryReplayOf('not json')).toBe('network-only');
    expect(queryReplayOf(body(42))).toBe('network-only');
  });
});
