import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { bootLink, heldClient, LINK_AFTER_BOOT_MAX_MS } from './heldClient.js';
import type { GraphQLClient } from './graphqlClient.js';

const document = 'query Q { q }' as unknown as Parameters<GraphQLClient['request']>[0];

function recordingClient() {
  const calls: string[] = [];
  const client: GraphQLClient = {
    request: async () => {
      calls.push('request');
      return { q: 1 } as never;
    },
    subscribe: () =>
      new Observable((subscriber) => {
        calls.push('subscribe');
        subscriber.next({ q: 2 } as never);
        return () => calls.push('unsubscribe');
      }),
    dispose: () => calls.push('dispose'),
  };
  return { client, calls };
}

/** Lets every pending promise job run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('heldClient', () => {
  it('sends nothing to the server until the link opens, then everything asked meanwhile', async () => {
    const { client, calls } = recordingClient();
    let release = () => {};
    const held = heldClient(client, new Promise<void>((resolve) => (release = resolve)));
    const answer = held.request(document, {});
    const seen: unknown[] = [];
    held.subscribe(document, {}).subscribe((value) => seen.push(value));
    await settle();
    expect(calls).toEqual([]);

    release();
    expect(await answer).toEqual({ q: 1 });
    await settle();
    expect(calls).toEqual(['request', 'subscribe']);
    expect(seen).toEqual([{ q: 2 }]);
  });

  it('never opens a subscription dropped before the link opened', async () => {
    const { client, calls } = recordingClient();
    let release = () => {};
    const held = heldClient(client, new Promise<void>((resolve) => (release = resolve)));
    held.subscribe(document, {}).subscribe().unsubscribe();
    release();
    await settle();
    expect(calls).toEqual([]);
  });

  it('closes a subscription opened after the link opened when it is dropped', async () => {
    const { client, calls } = recordingClient();
    const held = heldClient(client, Promise.resolve());
    const subscription = held.subscribe(document, {}).subscribe();
    await settle();
    subscription.unsubscribe();
    expect(calls).toEqual(['subscribe', 'unsubscribe']);
  });
});

describe('bootLink', () => {
  type Idle = (run: () => void, options: { timeout: number }) => void;
  const opened = (link: ReturnType<typeof bootLink>) => {
    const state = { open: false };
    void link.ready.then(() => (state.open = true));
    return state;
  };

  it('with nothing kept to show, opens as soon as the boot is done', async () => {
    const idle = vi.fn<Idle>();
    const link = bootLink(idle);
    const state = opened(link);
    await settle();
    expect(state.open).toBe(false);

    link.bootDone(false);
    link.stageShown();
    await settle();
    expect(state.open).toBe(true);
    expect(idle).not.toHaveBeenCalled();
  });

  it('with kept content, waits until the stage shows it, then for an idle moment', async () => {
    const idle = vi.fn<Idle>();
    const link = bootLink(idle);
    const state = opened(link);
    link.bootDone(true);
    await settle();
    expect(idle).not.toHaveBeenCalled();

    link.stageShown();
    link.stageShown();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0]?.[1]).toEqual({ timeout: LINK_AFTER_BOOT_MAX_MS });
    await settle();
    expect(state.open).toBe(false);
    idle.mock.calls[0]?.[0]();
    await settle();
    expect(state.open).toBe(true);
    link.stop();
  });

  it('reaches the server anyway when kept content never shows', async () => {
    vi.useFakeTimers();
    try {
      const idle = vi.fn<Idle>((run) => run());
      const link = bootLink(idle);
      const state = opened(link);
      link.bootDone(true);
      await vi.advanceTimersByTimeAsync(LINK_AFTER_BOOT_MAX_MS - 1);
      expect(state.open).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(state.open).toBe(true);
      expect(idle).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens when the boot is done on an engine without idle callbacks', async () => {
    const link = bootLink(undefined);
    link.bootDone(true);
    await expect(link.ready).resolves.toBeUndefined();
  });
});
