import { describe, expect, it } from 'vitest';
import { parse } from '../../graphql/graphql-js.js';
import { noticeSelection } from './shared-notices.js';

// The player's own document (sdk/src/player/graphql/player.graphql), as codegen writes it.
const PLAYER_SUBSCRIPTION = `
    subscription ContentVersionChanged {
  contentVersionChanged {
    hash
    url
    spreadMs
  }
}`;

describe('the shared content-version result', () => {
  it("is used for the player's subscription and other plain selections", () => {
    expect(noticeSelection(parse(PLAYER_SUBSCRIPTION))).toEqual(['hash', 'url', 'spreadMs']);
    expect(
      noticeSelection(parse('subscription { contentVersionChanged { __typename hash } }')),
    ).toEqual(['__typename', 'hash']);
  });

  it('leaves anything else to the executor', () => {
    for (const query of [
      'subscription { v: contentVersionChanged { hash } }',
      'subscription { contentVersionChanged { h: hash } }',
      'subscription { contentVersionChanged { ...F } } fragment F on ContentVersion { hash }',
      'subscription { contentVersionChanged { hash @include(if: true) } }',
      'subscription($x: Boolean!) { contentVersionChanged { hash @skip(if: $x) } }',
      'subscription { currentDeviceChanged { _id } }',
      '{ currentContentVersion { hash } }',
    ])
      expect(noticeSelection(parse(query)), query).toBeUndefined();
  });
});
