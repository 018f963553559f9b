import { MessageType, stringifyMessage } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import { parse } from '../../graphql/graphql-js.js';
import type { ContentNotice } from './screen-stream.js';
import {
  noticeSelection,
  noticeWriter,
  writtenToOutlet,
  type NoticeOutlet,
} from './shared-notices.js';

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

  /** The notices a screen's stream gives (screen-stream.ts), written to the outlet. */
  function streamOf(notices: ContentNotice[], outlet: NoticeOutlet) {
    const source = (async function* () {
      yield* notices;
    })();
    return writtenToOutlet(
      source,
      noticeWriter(outlet, ['hash', 'url', 'spreadMs'], 'hash url spreadMs'),
    );
  }

  it('is byte for byte the message graphql-ws writes for the shared result, under each id', async () => {
    const written: string[] = [];
    const outlet = (id: string): NoticeOutlet => ({
      id,
      send: (head, tail) => written.push(Buffer.concat([head, tail]).toString('utf8')),
    });
    const second = { ...notice, hash: 'b'.repeat(64) };
    expect(await streamOf([notice, second], outlet('sub-"1"-ä')).next()).toEqual({
      value: undefined,
      done: true,
    });
    await streamOf([notice], outlet('2')).next();
    const payload = ({ hash, url, spreadMs }: ContentNotice) => ({
      data: { contentVersionChanged: { hash, url, spreadMs } },
    });
    expect(written).toEqual([
      stringifyMessage({ id: 'sub-"1"-ä', type: MessageType.Next, payload: payload(notice) }),
      stringifyMessage({ id: 'sub-"1"-ä', type: MessageType.Next, payload: payload(second) }),
      stringifyMessage({ id: '2', type: MessageType.Next, payload: payload(notice) }),
    ]);
  });

  it('ends the screen stream when graphql-ws ends the subscription', async () => {
    let ended = false;
    const source: AsyncIterableIterator<ContentNotice> = {
      next: () => new Promise(() => {}),
      return: async () => {
        ended = true;
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]: () => source,
    };
    const stream = writtenToOutlet(
      source,
      noticeWriter({ id: '1', send: () => {} }, ['hash'], 'hash'),
    );
    await stream.return!();
    expect(ended).toBe(true);
  });
});
