import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import departures from '../../../../fixtures/data-table/departures.json';
import { CORS_HELP } from './DataTableDialog';
import { spoken } from '../../test/announcements';
import { FEED_URL, fakeFeed, renderWithDialogs } from '../../test/dataTable';
import { dataTableEditor } from './index';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

/** Adds a data table item as the scene editor does: create opens the dialog. */
function startCreating() {
  const feed = fakeFeed();
  const view = renderWithDialogs(feed.source);
  const created = dataTableEditor.create!({
    scene: { _id: 'sc', name: 'Lobby', type: 'multimedial', duration: 60, sceneItems: [] },
    pickFile: async () => null,
    openDialog: view.openDialog,
  });
  return { ...feed, created };
}

const dialog = () => screen.getByRole('dialog', { name: 'Data table editor' });
const field = (name: string) => within(dialog()).getByRole('textbox', { name: new RegExp(name) });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const columnRows = () => within(dialog()).queryAllByTestId('data-table-column');
/** A column's data key field (a combobox: it suggests the feed's keys) and title field. */
const inputsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('input'));
const columnValues = () => columnRows().map((row) => inputsOf(row).map((input) => input.value));

describe('data table editor', () => {
  it('loads the feed and shows it pretty-printed, with the rows the JSON path finds', async () => {
    const { answers, fetch } = startCreating();
    let release: () => void = () => undefined;
    fetch.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve(Response.json(departures));
        }),
    );
    await user.type(field('Data feed URL'), FEED_URL);
    await user.click(button('Load Data'));
    // Loading: the button says so and cannot be pressed twice.
    expect(button('Loading...').getAttribute('aria-disabled')).toBe('true');
    release();
    const json = await within(dialog()).findByTestId('data-table-json');
    expect(fetch).toHaveBeenCalledWith(FEED_URL, { headers: { Accept: 'application/json' } });
    expect(json.textContent).toContain('"name": "Praha-Smíchov"');
    expect(getComputedStyle(json).whiteSpace).toBe('pre');
    expect(screen.getByTestId('data-table-rows-found').textContent).toMatch(/^No list in the feed/);

    await user.type(field('JSON path'), 'data.departures');
    expect(screen.getByTestId('data-table-rows-found').textContent).toBe(
      '64 rows at data.departures; a screen keeps at most 50.',
    );
    answers({ station: 'no list here' });
    await user.click(button('Load Data'));
    await waitFor(() =>
      expect(screen.getByTestId('data-table-rows-found').textContent).toMatch(
        /^No list at data.departures: the table shows no rows/,
      ),
    );
  });

  it('adds, edits, reorders from the keyboard and deletes columns; Save writes the body', async () => {
    const { answers, created } = startCreating();
    answers(departures);
    await user.type(field('Data feed URL'), 'feeds.example/smichov/departures');
    await user.type(field('JSON path'), 'data.departures');
    await user.click(button('Load Data'));
    await within(dialog()).findByTestId('data-table-json');

    for (const [key, title] of [
      ['line.name', 'Line'],
      ['destination.name', 'Destination'],
      ['platform', 'Platform'],
    ]) {
      await user.click(button('Add column'));
      const inputs = inputsOf(columnRows().at(-1)!);
      await user.type(inputs[0]!, key!);
      await user.type(inputs[1]!, title!);
    }
    expect(columnValues()).toEqual([
      ['line.name', 'Line'],
      ['destination.name', 'Destination'],
      ['platform', 'Platform'],
    ]);
    // The data key fields suggest the keys the feed's rows have.
    const suggested = document.getElementById(
      within(columnRows()[0]!).getByRole('combobox').getAttribute('list')!,
    );
    expect(Array.from(suggested!.querySelectorAll('option')).map((o) => o.value)).toContain(
      'times.expected',
    );

    // Keyboard only: Enter on "Move Platform up", then Space on "Move Line down". (The dialog
    // traps Tab itself, which jsdom cannot follow, so the test puts the focus there.)
    button('Move Platform up').focus();
    await user.keyboard('{Enter}');
    expect(columnValues().map(([, title]) => title)).toEqual(['Line', 'Platform', 'Destination']);
    button('Move Line down').focus();
    await user.keyboard(' ');
    expect(columnValues().map(([, title]) => title)).toEqual(['Platform', 'Line', 'Destination']);

    await user.click(button('Delete Destination'));
    expect(columnValues()).toEqual([
      ['platform', 'Platform'],
      ['line.name', 'Line'],
    ]);

    await user.click(button('Save'));
    const saved = await created;
    expect(saved).toMatchObject({
      body: {
        dataFeedUrl: 'https://feeds.example/smichov/departures',
        dataPath: 'data.departures',
        columns: [
          { dataKey: 'platform', title: 'Platform', headerStyle: { fontWeight: 'bold' } },
          { dataKey: 'line.name', title: 'Line', fontStyle: { fontWeight: 'normal' } },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reorders by dragging a column handle from the keyboard (Space, arrow, Space)', async () => {
    const { created } = startCreating();
    await user.type(field('Data feed URL'), FEED_URL);
    for (const title of ['First', 'Second']) {
      await user.click(button('Add column'));
      await user.type(inputsOf(columnRows().at(-1)!)[1]!, title);
    }
    // jsdom lays nothing out: give each row the box it would have, one under the other.
    columnRows().forEach((row, index) => {
      const box = { x: 0, y: index * 40, left: 0, top: index * 40, width: 400, height: 40 };
      row.getBoundingClientRect = () => ({
        ...box,
        right: 400,
        bottom: box.top + 40,
        toJSON: () => box,
      });
    });
    const handle = button('Drag First');
    handle.focus();
    // Each key once the list has said where the row is: the move is measured after the pick-up
    // is drawn, and on a busy machine that is a render after the key.
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(spoken()).toMatch(/^Picked up .* at position 1 of 2\.$/));
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
    await waitFor(() => expect(spoken()).toMatch(/ is over position 2 of 2\.$/));
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() =>
      expect(columnValues().map(([, title]) => title)).toEqual(['Second', 'First']),
    );
    await user.click(button('Save'));
    expect((await created)?.body?.columns).toMatchObject([{ title: 'Second' }, { title: 'First' }]);
  });

  it('Cancel adds nothing', async () => {
    const { created, answers, fetch } = startCreating();
    answers(departures);
    await user.type(field('Data feed URL'), FEED_URL);
    await user.click(button('Add column'));
    await user.click(button('Cancel'));
    expect(await created).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a feed address before saving or loading', async () => {
    const { fetch } = startCreating();
    await user.click(button('Save'));
    within(dialog()).getByText('Required');
    await user.type(field('Data feed URL'), 'javascript:alert(1)');
    await user.click(button('Load Data'));
    within(dialog()).getByText('Enter a web address (http or https)');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says why a load failed: the status, or the fetch error with the answer, or CORS', async () => {
    const { fetch } = startCreating();
    await user.type(field('Data feed URL'), FEED_URL);
    const problem = () => within(dialog()).getByTestId('data-table-load-error').textContent;

    fetch.mockResolvedValueOnce(new Response('', { status: 404, statusText: 'Not Found' }));
    await user.click(button('Load Data'));
    await waitFor(() => expect(problem()).toBe('Network response was not ok: Not Found'));

    fetch.mockResolvedValueOnce(new Response('<html><body>Please sign in</body></html>'));
    await user.click(button('Load Data'));
    await waitFor(() => expect(problem()).toMatch(/^Failed to fetch data: /));
    expect(problem()).toContain('<html><body>Please sign in</body></html>');
    expect(problem()).not.toContain(CORS_HELP);

    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(button('Load Data'));
    await waitFor(() =>
      expect(problem()).toBe(`Failed to fetch data: Failed to fetch${CORS_HELP}`),
    );
  });
});
