// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import departures from '../../../../fixtures/data-table/departures.json';
import { MemoryLocalState } from '../../host/localState.js';
import { sceneSchema, type Scene } from '../../model/index.js';
import { offlineItemData, type ItemDataSource } from '../../player/itemData.js';
import { ItemDataContext } from '../../render/itemDataContext.js';
import { KEPT_DATA_PREFIX } from '../../render/keptData.js';
import { DataTableWidget } from './render.js';
import { dataTableKeyOf } from './useDataTableRows.js';

const FEED = 'https://feeds.example/smichov/departures';
const MINUTE = 60_000;

const columns = [
  { dataKey: 'line.name', title: 'Line' },
  { dataKey: 'destination.name', title: 'Destination' },
  { dataKey: 'platform', title: 'Platform' },
];
const tableBody = (body: Record<string, unknown> = {}) => ({
  dataFeedUrl: FEED,
  dataPath: 'data.departures',
  columns,
  ...body,
});

const sceneWith = (body: Record<string, unknown>): Scene =>
  sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [
      { _id: 'i', start: 0, end: 30, x: 0, y: 0, w: 50, h: 50, item: { type: 'data_table', body } },
    ],
  });

let store: MemoryLocalState;
let fetch: ReturnType<typeof vi.fn<ItemDataSource['fetch']>>;
const source = (): ItemDataSource => ({ ...offlineItemData(), store, fetch });

const draw = (
  body: Record<string, unknown>,
  extra: { preview?: boolean; onReady?: () => void } = {},
) => {
  const scene = sceneWith(body);
  return (
    <ItemDataContext.Provider value={source()}>
      <DataTableWidget
        sceneItem={scene.sceneItems[0]!}
        scene={scene}
        files={new Map()}
        onReady={extra.onReady ?? (() => undefined)}
        preview={extra.preview}
      />
    </ItemDataContext.Provider>
  );
};

/** Lets the store read and the fetch settle without moving time. */
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));
const passes = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

const feedAnswers = (answer: unknown) =>
  fetch.mockImplementation(async () => Response.json(answer));
const feedIsDown = () =>
  fetch.mockImplementation(async () => {
    throw new TypeError('Failed to fetch');
  });

const headers = () =>
  within(screen.getByTestId('data-table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
/** The table's data rows (not the header, not the placeholder row). */
const rows = () =>
  within(screen.getByTestId('data-table'))
    .queryAllByRole('row')
    .slice(1)
    .filter((row) => !within(row).queryByTestId('data-table-placeholder'))
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const placeholderRow = () => screen.queryByTestId('data-table-placeholder')?.textContent ?? null;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 2, 14, 6) });
  store = new MemoryLocalState();
  fetch = vi.fn<ItemDataSource['fetch']>();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DataTableWidget', () => {
  it('shows the header and the first 15 rows of the feed by default', async () => {
    feedAnswers(departures);
    render(draw(tableBody()));
    await settle();
    expect(headers()).toEqual(['Line', 'Destination', 'Platform']);
    expect(rows()).toHaveLength(15);
    expect(rows()[0]).toEqual(['S9', 'Praha-Hostivař', '1']);
    // A tram has no platform: the cell is empty rather than "null".
    expect(rows()[3]).toEqual(['22', 'Beroun', '']);
    expect(fetch).toHaveBeenCalledWith(FEED, { headers: { Accept: 'application/json' } });
  });

  it('shows `size` rows from the offset, and keeps at most 50 rows from it', async () => {
    feedAnswers(departures);
    render(draw(tableBody({ dataRange: { offset: 10, size: 3 } })));
    await settle();
    expect(rows().map((cells) => cells[0])).toEqual(['9', '136', 'S9']);
    const kept = JSON.parse(
      store.values.get(KEPT_DATA_PREFIX + dataTableKeyOf(FEED, 'data.departures', 10))!,
    ) as { data: { id: string }[] };
    expect(kept.data).toHaveLength(50);
    expect(kept.data[0]!.id).toBe('dep-1010');
  });

  it('shows no rows for a feed that is not a list at the path, but its placeholder row', async () => {
    feedAnswers(departures);
    render(draw(tableBody({ dataPath: 'station' })));
    await settle();
    expect(headers()).toEqual(['Line', 'Destination', 'Platform']);
    expect(rows()).toEqual([]);
    expect(placeholderRow()).toBe('Data will appear here');
  });

  it('draws sizes in reference pixels scaled to the box', async () => {
    // The item is half a 1920-wide scene (960 reference px) in a 480 px box: scale 0.5.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(480);
    feedAnswers(departures);
    const body = tableBody({
      spacing: 20,
      borderWidth: 4,
      borderColor: '#ff0000',
      backgroundColor: '#112233',
      fontSizeRatio: 2,
      columns: [
        {
          dataKey: 'line.name',
          title: 'Line',
          headerStyle: { fontSize: 30, color: '#ffcc00', textAlign: 'center' },
          fontStyle: { fontSize: 20, italic: true, underline: true, fontFamily: 'Lato' },
        },
      ],
    });
    render(draw(body));
    await settle();
    const header = screen.getByRole('columnheader', { name: 'Line' });
    expect(header.style.fontSize).toBe('30px');
    expect(header.style.fontWeight).toBe('bold');
    expect(header.style.textAlign).toBe('center');
    expect(header.style.color).toBe('rgb(255, 204, 0)');
    const cell = screen.getAllByRole('cell')[0]!;
    expect(cell.style.fontSize).toBe('20px');
    expect(cell.style.fontStyle).toBe('italic');
    expect(cell.style.textDecoration).toBe('underline');
    expect(cell.style.fontFamily).toContain('Lato');
    expect(cell.style.padding).toBe('5px 10px');
    expect(cell.style.border).toBe('2px solid rgb(255, 0, 0)');
    expect(screen.getByTestId('data-table-widget').style.backgroundColor).toBe('rgb(17, 34, 51)');
  });

  it('fetches again once its refresh interval has passed, not before', async () => {
    feedAnswers(departures);
    render(draw(tableBody({ refetchInterval: 15 })));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    await passes(14 * MINUTE);
    expect(fetch).toHaveBeenCalledTimes(1);
    await passes(MINUTE);
    expect(fetch).toHaveBeenCalledTimes(2);
    await passes(15 * MINUTE);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('asks every 30 s while it has no data, then goes back to its interval', async () => {
    feedIsDown();
    render(draw(tableBody()));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    await passes(29_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await passes(1_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await passes(30_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(rows()).toEqual([]);

    feedAnswers(departures);
    await passes(30_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(rows()).toHaveLength(15);
    // Now it has rows: the next fetch waits for the default hour.
    await passes(59 * MINUTE);
    expect(fetch).toHaveBeenCalledTimes(4);
    await passes(MINUTE);
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('asks every 30 s while the feed answers with no rows', async () => {
    feedAnswers({ data: { departures: [] } });
    render(draw(tableBody()));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    await passes(30_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    feedAnswers(departures);
    await passes(30_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(rows()).toHaveLength(15);
    await passes(10 * MINUTE);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('offline: shows the rows kept before, and keeps them through failed fetches', async () => {
    await store.set(KEPT_DATA_PREFIX + dataTableKeyOf(FEED, 'data.departures', 0), {
      data: departures.data.departures.slice(0, 50),
      fetchedAt: Date.now() - 3 * 60 * MINUTE,
    });
    feedIsDown();
    const onReady = vi.fn();
    render(draw(tableBody({ dataRange: { offset: 0, size: 5 } }), { onReady }));
    await settle();
    expect(onReady).toHaveBeenCalled();
    expect(fetch).toHaveBeenCalled();
    expect(rows().map((cells) => cells[1])).toEqual([
      'Praha-Hostivař',
      'Bílá Hora',
      'Kladno',
      'Beroun',
      'Spojovací',
    ]);
    await passes(3 * 60 * MINUTE);
    expect(rows()).toHaveLength(5);
    // A screen says nothing of the failure.
    expect(screen.queryByTestId('data-table-error')).toBeNull();
  });

  it('while its first rows are fetched, draws nothing: no background, no table', async () => {
    fetch.mockImplementation(() => new Promise(() => undefined));
    const onReady = vi.fn();
    render(draw(tableBody({ backgroundColor: '#0b2545' }), { onReady }));
    await settle();
    expect(onReady).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('data-table')).toBeNull();
    expect(screen.getByTestId('data-table-widget').style.backgroundColor).toBe('transparent');
  });

  it('with nothing kept and no network, shows the header over a quiet placeholder row', async () => {
    feedIsDown();
    const onReady = vi.fn();
    const cellStyle = { fontStyle: { color: '#eef4ed' } };
    const styled = columns.map((column) => ({ ...column, ...cellStyle }));
    render(draw(tableBody({ columns: styled, backgroundColor: '#0b2545' }), { onReady }));
    expect(onReady).toHaveBeenCalledOnce();
    await settle();
    expect(headers()).toEqual(['Line', 'Destination', 'Platform']);
    expect(rows()).toEqual([]);
    const placeholder = screen.getByTestId('data-table-placeholder');
    expect(placeholder.textContent).toBe('Data will appear here');
    expect(placeholder.getAttribute('colspan')).toBe('3');
    expect(placeholder.style.color).toBe('rgb(238, 244, 237)');
    expect(screen.getByTestId('data-table-widget').style.backgroundColor).toBe('rgb(11, 37, 69)');
    // A screen says nothing of the failure.
    expect(screen.queryByTestId('data-table-error')).toBeNull();
  });

  it('without columns or a feed yet, shows the placeholder line alone', async () => {
    render(draw({}));
    await settle();
    expect(screen.queryByTestId('data-table')).toBeNull();
    expect(screen.getByTestId('feed-placeholder-message').textContent).toBe(
      'Data will appear here',
    );
  });

  it('in the editor preview, says why the feed failed under the table', async () => {
    fetch.mockImplementation(async () => new Response('<html>Sign in</html>', { status: 200 }));
    render(draw(tableBody(), { preview: true }));
    await settle();
    const problem = screen.getByRole('alert');
    expect(problem.textContent).toMatch(/^Failed to fetch data: /);
    expect(problem.textContent).toContain('<html>Sign in</html>');
    // Light on a dark note: it reads over a table of any colour.
    expect(problem.style.color).toBe('rgb(255, 255, 255)');

    cleanup();
    fetch.mockImplementation(
      async () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    );
    render(draw(tableBody(), { preview: true }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Network response was not ok: Internal Server Error',
    );
  });

  it('fetches nothing without a feed address', async () => {
    const onReady = vi.fn();
    render(draw(tableBody({ dataFeedUrl: '' }), { onReady }));
    await settle();
    await passes(MINUTE);
    expect(fetch).not.toHaveBeenCalled();
    expect(onReady).toHaveBeenCalled();
  });
});
