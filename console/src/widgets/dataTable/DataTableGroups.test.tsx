import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataTableWidget, defaultBodyOf, defaultWidgets, readDataTableBody } from '@marquee/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import departures from '../../../../fixtures/data-table/departures.json';
import { editorFor, ENABLED_ITEM_TYPES, offeredWidgets } from '../index';
import { columnStylesGroup } from './ColumnStyleGroup';
import { FEED_URL, fakeFeed, renderGroup } from '../../test/dataTable';
import { borderGroup, coloursGroup, dataGroup, rowsGroup } from './DataTableGroups';
import { dataTableEditor } from './index';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

const stored = {
  dataFeedUrl: FEED_URL,
  dataPath: 'data.departures',
  columns: [
    { dataKey: 'line.name', title: 'Line' },
    { dataKey: 'destination.name', title: 'Destination' },
  ],
};

async function typeInto(testId: string, text: string) {
  const input = screen.getByTestId<HTMLInputElement>(testId);
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

describe('data table editor', () => {
  it('is offered with its defaults, its toolbar opening on the data', () => {
    const offered = offeredWidgets(defaultWidgets, ENABLED_ITEM_TYPES, (t) => !!editorFor(t));
    expect(offered.find((w) => w.type === 'data_table')?.label).toBe('Data table');
    expect(dataTableEditor.toolbarGroups.map((g) => g.label)).toEqual([
      'Data',
      'Rows',
      'Colours',
      'Border and spacing',
      'Column styles',
    ]);
    expect(defaultBodyOf(dataTableWidget)).toMatchObject({
      dataRange: { offset: 0, size: 15 },
      refetchInterval: 60,
      spacing: 20,
      borderWidth: 1,
      columns: [],
    });
  });
});

describe('data group', () => {
  it('opens the data table editor on the item, and Save writes what it edited', async () => {
    const feed = fakeFeed();
    feed.answers(departures);
    const onChange = renderGroup(dataGroup, stored, feed.source);
    expect(screen.getByTestId('data-table-feed').textContent).toBe(FEED_URL);
    await user.click(screen.getByRole('button', { name: 'Edit data and columns' }));
    const dialog = screen.getByRole('dialog', { name: 'Data table editor' });
    const rows = within(dialog).getAllByTestId('data-table-column');
    expect(rows.map((row) => row.querySelectorAll('input')[1]!.value)).toEqual([
      'Line',
      'Destination',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Load Data' }));
    await within(dialog).findByTestId('data-table-json');
    expect(feed.fetch).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Line' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange.mock.calls[0]![0]).toMatchObject({
      body: {
        dataFeedUrl: FEED_URL,
        dataPath: 'data.departures',
        columns: [{ dataKey: 'destination.name', title: 'Destination' }],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Cancel leaves the item as it was', async () => {
    const onChange = renderGroup(dataGroup, stored, fakeFeed().source);
    await user.click(screen.getByRole('button', { name: 'Edit data and columns' }));
    const dialog = screen.getByRole('dialog', { name: 'Data table editor' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Line' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers the refresh intervals in words, an hour by default', async () => {
    const onChange = renderGroup(dataGroup, {});
    const select = screen.getByTestId<HTMLSelectElement>('data-table-refresh');
    expect(Array.from(select.options).map((o) => o.text)).toEqual([
      '1 minute',
      '5 minutes',
      '15 minutes',
      '30 minutes',
      '1 hour',
      '12 hours',
      '1 day',
    ]);
    expect(select.selectedOptions[0]?.text).toBe('1 hour');
    await user.selectOptions(select, '15 minutes');
    expect(onChange).toHaveBeenCalledWith({ body: { refetchInterval: 15 } });
  });
});

describe('rows, colours, border and spacing', () => {
  it.each([
    ['data-table-offset', '5000', { dataRange: { offset: 1000, size: 15 } }],
    ['data-table-offset', '12', { dataRange: { offset: 12, size: 15 } }],
    ['data-table-size', '80', { dataRange: { offset: 0, size: 50 } }],
    ['data-table-size', '0', { dataRange: { offset: 0, size: 1 } }],
  ])('%s typed %s writes %j (offset 0..1000, rows 1..50)', async (testId, typed, body) => {
    const onChange = renderGroup(rowsGroup, {});
    await typeInto(testId, typed);
    expect(onChange).toHaveBeenLastCalledWith({ body });
  });

  it.each([
    ['data-table-border-width', '25', { borderWidth: 10 }],
    ['data-table-border-width', '0', { borderWidth: 0 }],
    ['data-table-spacing', '70', { spacing: 50 }],
    ['data-table-spacing', '8', { spacing: 8 }],
  ])('%s typed %s writes %j (border 0..10, spacing 0..50)', async (testId, typed, body) => {
    const onChange = renderGroup(borderGroup, {});
    await typeInto(testId, typed);
    expect(onChange).toHaveBeenLastCalledWith({ body });
  });

  it('sets the background and border colours', () => {
    const onChange = renderGroup(coloursGroup, {});
    fireEvent.input(screen.getByTestId('data-table-background'), {
      target: { value: '#102030' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ body: { backgroundColor: '#102030' } });
    fireEvent.input(screen.getByTestId('data-table-border-colour'), {
      target: { value: '#ffcc00' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ body: { borderColor: '#ffcc00' } });
  });
});

describe('column styles', () => {
  it('restyles the chosen column’s header and cells, leaving the others', async () => {
    const onChange = renderGroup(columnStylesGroup, stored);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Column' }), 'Destination');
    const header = screen.getByRole('group', { name: 'Header' });
    await user.click(within(header).getByRole('button', { name: 'Header bold' }));
    const written = () =>
      readDataTableBody({ ...stored, ...onChange.mock.lastCall![0].body }).columns;
    expect(written()[1]!.headerStyle.fontWeight).toBe('normal');
    expect(written()[0]!.headerStyle.fontWeight).toBe('bold');

    const cells = screen.getByRole('group', { name: 'Cells' });
    await user.click(within(cells).getByRole('button', { name: 'Cells: align right' }));
    expect(written()[1]!.fontStyle.textAlign).toBe('right');
    const size = within(cells).getByRole('spinbutton', { name: 'Cells font size' });
    await user.clear(size);
    await user.type(size, '300');
    await user.tab();
    // Font sizes stay within 6..120 reference pixels.
    expect(written()[1]!.fontStyle.fontSize).toBe(120);
    expect(written()[0]!.fontStyle.fontSize).toBe(24);
  });

  it('asks for columns first when there are none', () => {
    renderGroup(columnStylesGroup, {});
    screen.getByText('Add columns in the data table editor first.');
  });
});
