// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryLocalState } from '../host/localState.js';
import { offlineItemData, type ItemDataSource } from '../player/itemData.js';
import { ItemDataContext } from './itemDataContext.js';
import { KEPT_DATA_PREFIX, useKeptData, type KeptDataOptions } from './keptData.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;

// `key` is React's own prop name, so the options travel as one object.
function Shows({ options }: { options: KeptDataOptions<string> }) {
  const { data, error } = useKeptData(options);
  return (
    <p>
      <span data-testid="data">{data ?? '—'}</span>
      <span data-testid="error">{error?.message ?? ''}</span>
    </p>
  );
}

const optionsOf = (
  options: Partial<KeptDataOptions<string>> & Pick<KeptDataOptions<string>, 'key' | 'load'>,
): KeptDataOptions<string> => ({ ttlMs: HOUR, checkEveryMs: MINUTE, ...options });

function show(
  source: ItemDataSource,
  options: Partial<KeptDataOptions<string>> & Pick<KeptDataOptions<string>, 'key' | 'load'>,
) {
  return render(
    <ItemDataContext.Provider value={source}>
      <Shows options={optionsOf(options)} />
    </ItemDataContext.Provider>,
  );
}

const shown = () => screen.getByTestId('data').textContent;
/** Lets promises queued by the hook (store reads, loads) settle without moving time. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

describe('useKeptData: a data widget keeps its last good data', () => {
  let source: ItemDataSource;
  let state: MemoryLocalState;
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 12) });
    state = new MemoryLocalState();
    source = { ...offlineItemData(), store: state };
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('fetches once, keeps the answer in the store, and shows it', async () => {
    const load = vi.fn(async () => 'sunny');
    show(source, { key: 'weather:Prague', load });
    await settle();
    expect(shown()).toBe('sunny');
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(state.values.get(`${KEPT_DATA_PREFIX}weather:Prague`)!)).toMatchObject({
      data: 'sunny',
    });
  });

  it('after a restart with no network, shows what was kept and says why it could not refresh', async () => {
    await state.set(`${KEPT_DATA_PREFIX}weather:Prague`, {
      data: 'kept from yesterday',
      fetchedAt: Date.now() - 24 * HOUR,
    });
    const load = vi.fn(async (): Promise<string> => {
      throw new Error('network is down');
    });
    show(source, { key: 'weather:Prague', load });
    await settle();
    expect(shown()).toBe('kept from yesterday');
    expect(screen.getByTestId('error').textContent).toBe('network is down');
    // Still down at the next checks: the kept data never goes away.
    await act(async () => vi.advanceTimersByTimeAsync(5 * MINUTE));
    expect(shown()).toBe('kept from yesterday');
    expect(load.mock.calls.length).toBeGreaterThan(1);
  });

  it('does not fetch data younger than its time to live, and fetches once it is older', async () => {
    await state.set(`${KEPT_DATA_PREFIX}rss:a`, {
      data: 'fresh',
      fetchedAt: Date.now() - 10 * MINUTE,
    });
    const load = vi.fn(async () => 'newer');
    show(source, { key: 'rss:a', load });
    await settle();
    expect(load).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(49 * MINUTE));
    expect(shown()).toBe('fresh');
    await act(async () => vi.advanceTimersByTimeAsync(MINUTE));
    expect(load).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('newer');
  });

  it('retries at its own pace while it has nothing to show', async () => {
    let calls = 0;
    const load = vi.fn(async () => {
      calls++;
      if (calls < 3) throw new Error('not yet');
      return 'rows';
    });
    show(source, {
      key: 'table',
      load,
      ttlMs: HOUR,
      checkEveryMs: HOUR,
      retryWithoutDataMs: 30_000,
    });
    await settle();
    expect(shown()).toBe('—');
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(shown()).toBe('—');
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(shown()).toBe('rows');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one fetch between the layer on screen and the one preloading', async () => {
    let resolve: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    render(
      <ItemDataContext.Provider value={source}>
        <Shows options={optionsOf({ key: 'same', load })} />
        <Shows options={optionsOf({ key: 'same', load })} />
      </ItemDataContext.Provider>,
    );
    await settle();
    resolve('once');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('data').map((e) => e.textContent)).toEqual(['once', 'once']);
  });

  it('never shows one key’s data under another', async () => {
    await state.set(`${KEPT_DATA_PREFIX}a`, { data: 'A', fetchedAt: Date.now() });
    const view = show(source, { key: 'a', load: async () => 'A2' });
    await settle();
    expect(shown()).toBe('A');
    view.rerender(
      <ItemDataContext.Provider value={source}>
        <Shows
          options={optionsOf({ key: 'b', load: () => new Promise<string>(() => undefined) })}
        />
      </ItemDataContext.Provider>,
    );
    await settle();
    expect(shown()).toBe('—');
  });
});

describe('useKeptData: refetch', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('fetches again on demand however young the data is, without blanking it meanwhile', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 12) });
    const source = { ...offlineItemData(), store: new MemoryLocalState() };
    const answers = ['first', 'second'];
    let release: () => void = () => undefined;
    const load = vi.fn(async () => {
      const answer = answers.shift() ?? 'more';
      if (answer === 'second') await new Promise<void>((r) => (release = r));
      return answer;
    });
    function WithRefetch() {
      const kept = useKeptData({ key: 'feed', load, ttlMs: HOUR, checkEveryMs: MINUTE });
      return (
        <button type="button" data-testid="data" onClick={kept.refetch}>
          {kept.data ?? '—'}
        </button>
      );
    }
    render(
      <ItemDataContext.Provider value={source}>
        <WithRefetch />
      </ItemDataContext.Provider>,
    );
    await settle();
    expect(shown()).toBe('first');
    act(() => screen.getByTestId('data').click());
    await settle();
    expect(shown()).toBe('first');
    release();
    await settle();
    expect(shown()).toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
