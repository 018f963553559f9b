import { MessageType, stringifyMessage } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import { parse } from '../../graphql/graphql-js.js';
import type { ContentNotice } from './screen-stream.js';
import { noticeSelection, noticeWriter, outletOf, type NoticeOutlet } from './shared-notices.js';

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

describe('the notice written straight to the socket', () => {
  const notice: ContentNotice = {
    hash: 'a'.repeat(64),
    url: '/api/content/x',
    spreadMs: 250,
    broadcastId: null,
  };

  it('is byte for byte the message graphql-ws writes for the shared result, under each id', () => {
    const written: string[] = [];
    const outlet = (id: string): NoticeOutlet =>
      outletOf(id, (head, tail) => written.push(head + Buffer.from(tail).toString('utf8')));
    const second = { ...notice, hash: 'b'.repeat(64) };
    const writerOf = (id: string) =>
      noticeWriter(outlet(id), ['hash', 'url', 'spreadMs'], 'hash url spreadMs');
    const first = writerOf('sub-"1"-ä');
    first(notice);
    first(second);
    writerOf('2')(notice);
    const payload = ({ hash, url, spreadMs }: ContentNotice) => ({
      data: { contentVersionChanged: { hash, url, spreadMs } },
    });
    expect(written).toEqual([
      stringifyMessage({ id: 'sub-"1"-ä', type: MessageType.Next, payload: payload(notice) }),
      stringifyMessage({ id: 'sub-"1"-ä', type: MessageType.Next, payload: payload(second) }),
      stringifyMessage({ id: '2', type: MessageType.Next, payload: payload(notice) }),
    ]);
  });
});
