import { Button } from '@fluentui/react-components';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ResponsiveTable, type TableColumn } from './ResponsiveTable';

interface Screen {
  id: string;
  name: string;
  status: string;
}

const SCREENS: Screen[] = [
  { id: 's1', name: 'Lobby screen', status: 'Online' },
  { id: 's2', name: 'Canteen screen', status: 'Offline' },
];

const COLUMNS: TableColumn<Screen>[] = [
  { label: 'Name', role: 'title', cell: (s) => s.name },
  { label: 'Status', cell: (s) => s.status },
  { label: 'Actions', role: 'actions', cell: (s) => <Button>Publish to {s.name}</Button> },
];

/** jsdom lays nothing out: the page's width is what this test says it is. */
const givenWidth = (px: number) =>
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(px);

const renderScreens = () =>
  renderWithTheme(
    <ResponsiveTable
      aria-label="Screens"
      items={SCREENS}
      columns={COLUMNS}
      keyOf={(s) => s.id}
      rowProps={(s) => ({ 'data-testid': 'screen-row', 'data-name': s.name })}
      minTableWidth={640}
    />,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ResponsiveTable', () => {
  it('is a table with a header per column where it has room', () => {
    givenWidth(1100);
    renderScreens();
    const table = screen.getByRole('table', { name: 'Screens' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Status', 'Actions']);
    const rows = screen.getAllByTestId('screen-row');
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Lobby screen', 'Online', 'Publish to Lobby screen'],
      ['Canteen screen', 'Offline', 'Publish to Canteen screen'],
    ]);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is a list of cards, each value beside its label, on a phone', () => {
    givenWidth(358);
    renderScreens();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Screens' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('data-name'))).toEqual([
      'Lobby screen',
      'Canteen screen',
    ]);
    const lobby = cards[0]!;
    // The title and the action need no label; every other value has its column's.
    expect(lobby.firstElementChild?.textContent).toBe('Lobby screen');
    expect(within(lobby).getByRole('term').textContent).toBe('Status');
    expect(within(lobby).getByRole('definition').textContent).toBe('Online');
    expect(
      within(lobby)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Publish to Lobby screen']);
    expect(lobby.lastElementChild?.textContent).toBe('Publish to Lobby screen');
    expect(lobby.textContent).not.toContain('Actions');
  });

  it('stays a table where nothing is laid out', () => {
    givenWidth(0);
    renderScreens();
    const table = screen.getByRole('table', { name: 'Screens' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Status', 'Actions']);
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('ResponsiveTable id', () => {
  const renderWithId = () =>
    renderWithTheme(
      <ResponsiveTable
        aria-label="Screens"
        id="screens-table"
        items={SCREENS}
        columns={COLUMNS}
        keyOf={(s) => s.id}
      />,
    );

  // What refers to the rows by id (a chart's "listed below") finds them at every width.
  it('is on the table where it has room, and on the list on a phone', () => {
    givenWidth(1100);
    renderWithId();
    expect(screen.getByRole('table', { name: 'Screens' }).id).toBe('screens-table');
    cleanup();
    givenWidth(358);
    renderWithId();
    expect(screen.getByRole('list', { name: 'Screens' }).id).toBe('screens-table');
  });
});
