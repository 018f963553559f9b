import { MENU_BOARD_PLACEMENT } from '@marquee/sdk';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';
import { menuSession } from '../../test/menuBoardsRouting';
import { editedScene, renderWithDialogs } from '../../test/playlistWidget';
import type { ItemContentChange } from '../types';
import { DailyPanel } from './DailyPanel';
import { editMenuBoard, menuBoardEditor } from './index';
import { MIGRATED_NOTE } from './ManualPanel';

afterEach(cleanup);
beforeEach(() => {
  // Only the clock: "this month" of the Daily panel is March 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 12, 0));
  return () => vi.useRealTimers();
});

const meal = (_id: string, name: string) => ({
  __typename: 'MenuBoardMeal',
  _id,
  name: { __typename: 'MenuBoardText', default: name },
});

const board = (_id: string, name: string | null, menuDate: string | null, meals: string[]) => ({
  __typename: 'MenuBoard',
  _id,
  name,
  menuDate,
  meals: meals.map((title, i) => meal(`${_id}-m${i}`, title)),
});

/** What the server holds, in the shape of menu-boards/schema.graphql. */
const LOCATIONS = [
  { __typename: 'MenuBoardLocation', _id: 'loc-karlin', name: 'Karlín' },
  { __typename: 'MenuBoardLocation', _id: 'loc-smichov', name: 'Smíchov' },
];
const KARLIN_BOARDS = [
  board('d-11', 'Středa', '2026-03-11', ['Guláš']),
  board('d-10', 'Úterý', '2026-03-10', ['Svíčková', 'Řízek']),
  board('d-feb', 'Únor', '2026-02-27', ['Rizoto']),
];
const STATIC_BOARDS = [
  board('s-bar', 'Bar', null, ['Espresso', 'Latte', '', 'Croissant', 'Bábovka']),
  board('s-short', null, null, ['Polévka']),
];

function menuBoardServer(extra: Record<string, (v: Record<string, unknown>) => unknown> = {}) {
  const statics = [...STATIC_BOARDS];
  return fakeApi({
    MenuBoardWidgetLocations: () => ({ menuBoardLocations: LOCATIONS }),
    MenuBoardWidgetBoards: ({ filter }) => {
      const { menuBoardLocationId } = filter as { menuBoardLocationId: Record<string, unknown> };
      const data = menuBoardLocationId.isNull
        ? statics
        : menuBoardLocationId.eq === 'loc-karlin'
          ? KARLIN_BOARDS
          : [];
      return { menuBoards: { __typename: 'MenuBoardPage', data, total: data.length } };
    },
    MenuBoardWidgetConvertToStatic: ({ name }) => {
      const converted = board('s-converted', (name as string | undefined) ?? 'Untitled', null, [
        'Guláš',
      ]);
      statics.unshift(converted);
      return { convertToStaticMenuBoard: { __typename: 'MenuBoard', _id: 's-converted', name } };
    },
    ...extra,
  });
}

/** Adds a menu board as the scene editor does: create opens Edit Menu Board. */
function startCreating(api = menuBoardServer()) {
  const view = renderWithDialogs(api);
  const created = menuBoardEditor.create!({
    scene: editedScene,
    pickFile: async () => null,
    openDialog: view.openDialog,
  });
  return { api, created };
}

/** The toolbar of a board in the scene: each change merged into the body as the editor does. */
function renderToolbar(initial: Record<string, unknown>, api = menuBoardServer()) {
  let current = initial;
  function Toolbar() {
    const [body, setBody] = useState(initial);
    const onChange = (change: ItemContentChange) =>
      setBody((before) => {
        const merged = { ...before, ...change.body };
        // The scene editor drops a field set to undefined.
        current = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined));
        return current;
      });
    return editMenuBoard.group.render({
      sceneItem: {
        _id: 'board',
        start: 0,
        end: 60,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        rotation: 0,
        item: { type: 'menu_board', body },
      },
      body,
      file: undefined,
      onChange,
      pickFile: async () => null,
    });
  }
  renderPage(<Toolbar />, { api });
  return { api, body: () => current };
}

const dialog = () => screen.findByRole('dialog', { name: 'Edit Menu Board' });
const tabNames = (within_: HTMLElement) =>
  within(within_)
    .getAllByRole('tab')
    .map((t) => t.querySelector('.fui-Tab__content')?.textContent);
const close = async () => {
  await user.click(within(await dialog()).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

describe('Edit Menu Board for a new board', () => {
  it('offers Daily and Static only, with the info panel, links, and Close', async () => {
    const { created } = startCreating();
    const shown = await dialog();
    expect(tabNames(shown)).toEqual(['Daily', 'Static']);
    expect(within(shown).getByRole('tab', { name: 'Daily' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(shown).getByRole('complementary').textContent).toContain('Daily:');
    const manage = within(shown).getByRole('link', { name: 'Manage Menu Boards' });
    expect(manage.getAttribute('href')).toBe('/data-integrations/menu-board-locations');
    expect(manage.getAttribute('target')).toBe('_blank');
    within(shown).getByRole('link', { name: 'Need help? Contact support' });
    await close();
    // A board with nothing chosen yet is still added, full screen, showing the daily source.
    const content = await created;
    expect(content).toMatchObject({
      body: { menuBoardSource: 'daily' },
      box: MENU_BOARD_PLACEMENT,
    });
    expect(content?.body?.menuBoardLocationId).toBeUndefined();
  });

  it('choosing a location shows its calendar, today’s board, and writes daily + the location', async () => {
    const { created, api } = startCreating();
    const shown = await dialog();
    const create = within(shown).getByRole('link', { name: 'Create location' });
    expect(create.getAttribute('href')).toBe('/data-integrations/menu-board-locations');
    expect(create.getAttribute('target')).toBe('_blank');
    const picker = within(shown).getByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker, 'loc-karlin');

    // The calendar of menu boards by date: March, weeks from Monday.
    const grid = await within(shown).findByRole('grid', { name: 'March 2026' });
    within(grid).getByRole('button', { name: '10: open menu board for 2026-03-10' });
    within(grid).getByRole('button', { name: '11: open menu board for 2026-03-11' });
    // February's board is outside the month: greyed, not clickable.
    expect(within(grid).getByTestId<HTMLButtonElement>('calendar-day-2026-02-27').disabled).toBe(
      true,
    );
    // Without the right to create boards an empty day cannot be chosen.
    expect(
      within(grid)
        .getByRole<HTMLButtonElement>('button', {
          name: '12: create menu board for 2026-03-12',
        })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    // Today's board (10 March) is shown to begin with.
    expect(within(shown).getByTestId('menu-board-day').textContent).toContain(
      '2026-03-10Úterý2 meals · today',
    );
    expect(api.sent('MenuBoardWidgetBoards')).toEqual([
      { filter: { menuBoardLocationId: { eq: 'loc-karlin' } } },
    ]);
    await close();
    expect(await created).toMatchObject({
      body: { menuBoardSource: 'daily', menuBoardLocationId: 'loc-karlin' },
    });
  });

  it('the calendar picks a date’s board; an empty date opens its creation in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<DailyPanel locationId="loc-karlin" onLocation={() => {}} />, {
      api: menuBoardServer(),
      session: menuSession(),
    });
    await user.click(
      await screen.findByRole('button', { name: '11: open menu board for 2026-03-11' }),
    );
    const day = screen.getByTestId('menu-board-day');
    expect(day.textContent).toContain('2026-03-11Středa1 meals');
    expect(within(day).getByRole('listitem').textContent).toBe('Guláš');
    const edit = within(day).getByRole('link', { name: 'Edit menu board' });
    expect(edit.getAttribute('href')).toBe(
      '/data-integrations/menu-board-locations/loc-karlin/menu-boards/d-11',
    );
    expect(edit.getAttribute('target')).toBe('_blank');
    expect(open).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '12: create menu board for 2026-03-12' }));
    expect(open).toHaveBeenCalledWith(
      '/data-integrations/menu-board-locations/loc-karlin/create-menu-board?date=2026-03-12',
      '_blank',
      'noopener',
    );
    open.mockRestore();
  });

  it('a location without boards says so', async () => {
    startCreating();
    const shown = await dialog();
    const picker = within(shown).getByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker, 'loc-smichov');
    await within(shown).findByText('No menu boards found for this location.');
  });

  it('says "No locations found..." when the account has none', async () => {
    startCreating(
      menuBoardServer({ MenuBoardWidgetLocations: () => ({ menuBoardLocations: [] }) }),
    );
    await within(await dialog()).findByText('No locations found...');
  });

  it('Static: picks a board, previews its first 3 meals "... and 2 more meals", writes static + id', async () => {
    const { created, api } = startCreating();
    const shown = await dialog();
    await user.click(within(shown).getByRole('tab', { name: 'Static' }));
    const picker = within(shown).getByRole('combobox', { name: 'Menu board' });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a menu board', 'Bar', 'Unnamed Menu Board']),
    );
    expect(api.sent('MenuBoardWidgetBoards')).toEqual([
      { filter: { menuBoardLocationId: { isNull: true } } },
    ]);
    expect(within(shown).getByRole('link', { name: 'Create' }).getAttribute('href')).toBe(
      '/data-integrations/menu-boards/create',
    );
    await user.selectOptions(picker, 's-bar');

    const preview = within(shown).getByTestId('menu-board-preview');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Espresso', 'Latte', 'Unnamed meal']);
    expect(preview.textContent).toContain('... and 2 more meals');
    const edit = within(shown).getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toBe('/data-integrations/menu-boards/s-bar');
    expect(edit.getAttribute('target')).toBe('_blank');

    await user.selectOptions(picker, 's-short');
    expect(within(shown).getByTestId('menu-board-preview').textContent).toBe('Polévka');
    await close();
    expect(await created).toMatchObject({
      body: { menuBoardSource: 'static', menuBoardId: 's-short' },
      box: MENU_BOARD_PLACEMENT,
    });
  });

  it('shows the static list error and the empty list text', async () => {
    startCreating(
      menuBoardServer({
        MenuBoardWidgetBoards: () => {
          throw new ApiError('Forbidden');
        },
      }),
    );
    await user.click(within(await dialog()).getByRole('tab', { name: 'Static' }));
    await screen.findByText('Error loading static menu boards: Forbidden');
    cleanup();

    startCreating(
      menuBoardServer({
        MenuBoardWidgetBoards: () => ({
          menuBoards: { __typename: 'MenuBoardPage', data: [], total: 0 },
        }),
      }),
    );
    await user.click(within(await dialog()).getByRole('tab', { name: 'Static' }));
    await screen.findByText('No static menu boards found. Create one to get started.');
  });
});

const LEGACY = {
  isV2: false,
  menuBoardSource: 'manual',
  menuBoardLocationId: 'loc-karlin',
  layout: 'gallery',
  title: 'Jídelna',
  categories: [{ title: 'Hlavní jídla', meals: [{ title: 'Guláš', price: '129' }] }],
};

describe('Edit Menu Board from the toolbar', () => {
  it('a legacy board offers Manual (deprecated) with its menu and the convert button', async () => {
    renderToolbar(LEGACY);
    await user.click(screen.getByRole('button', { name: 'Edit Menu Board' }));
    const shown = await dialog();
    expect(tabNames(shown)).toEqual(['Daily', 'Static', 'Manual (deprecated)']);
    const manual = within(shown).getByRole('tab', { name: 'Manual (deprecated)' });
    expect(manual.getAttribute('aria-selected')).toBe('true');
    within(shown).getByRole('button', { name: 'Collapse Hlavní jídla' });
    within(shown).getByRole('button', { name: 'Convert to static menu board' });
  });

  it('converting makes a static board of the categories and shows it in the Static tab', async () => {
    const view = renderToolbar(LEGACY);
    await user.click(screen.getByRole('button', { name: 'Edit Menu Board' }));
    const shown = await dialog();
    const convert = within(shown).getByRole('button', { name: 'Convert to static menu board' });
    await user.click(convert);

    const picker = await within(shown).findByRole('combobox', { name: 'Menu board' });
    expect(within(shown).getByRole('tab', { name: 'Static' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(view.api.sent('MenuBoardWidgetConvertToStatic')).toEqual([
      {
        categories: [
          {
            title: 'Hlavní jídla',
            meals: [expect.objectContaining({ title: 'Guláš', price: '129', isSoldOut: false })],
          },
        ],
        name: 'Jídelna',
      },
    ]);
    // The new board is in the list (fetched after the conversion) and chosen.
    await waitFor(() => expect((picker as HTMLSelectElement).value).toBe('s-converted'));
    // Converted: Manual stays, with the note instead of the button.
    await user.click(within(shown).getByRole('tab', { name: 'Manual (deprecated)' }));
    within(shown).getByText(MIGRATED_NOTE);
    expect(
      within(shown).queryByRole('button', { name: 'Convert to static menu board' }),
    ).toBeNull();
    await user.click(within(shown).getByRole('tab', { name: 'Static' }));
    await close();

    expect(view.body()).toMatchObject({
      isV2: true,
      isMigratedFromV1: true,
      menuBoardSource: 'static',
      menuBoardId: 's-converted',
      layout: 'classic',
      categories: LEGACY.categories,
    });
    expect(view.body()).not.toHaveProperty('menuBoardLocationId');
  });

  it('keeps the board as it was when the conversion fails, and says why', async () => {
    const view = renderToolbar(
      LEGACY,
      menuBoardServer({
        MenuBoardWidgetConvertToStatic: () => {
          throw new ApiError('Menu board update is not allowed');
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit Menu Board' }));
    const shown = await dialog();
    await user.click(within(shown).getByRole('button', { name: 'Convert to static menu board' }));
    await within(shown).findByText('Menu board update is not allowed');
    expect(
      within(shown).getByRole('tab', { name: 'Manual (deprecated)' }).getAttribute('aria-selected'),
    ).toBe('true');
    await close();
    expect(view.body()).toMatchObject({ isV2: false, menuBoardSource: 'manual' });
  });

  it('a migrated board keeps Manual with a note to use the Static tab', async () => {
    renderToolbar({ isV2: true, isMigratedFromV1: true, menuBoardSource: 'manual' });
    await user.click(screen.getByRole('button', { name: 'Edit Menu Board' }));
    const shown = await dialog();
    expect(tabNames(shown)).toEqual(['Daily', 'Static', 'Manual (deprecated)']);
    within(shown).getByText(MIGRATED_NOTE);
  });

  it('a new-style board stored as manual opens on Daily (Manual is not offered)', async () => {
    renderToolbar({ isV2: true, menuBoardSource: 'manual', menuBoardId: 's-bar' });
    await user.click(screen.getByRole('button', { name: 'Edit Menu Board' }));
    const shown = await dialog();
    expect(tabNames(shown)).toEqual(['Daily', 'Static']);
    expect(within(shown).getByRole('tab', { name: 'Daily' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('Close writes the tab chosen and the ids into the item', async () => {
    const view = renderToolbar({ menuBoardSource: 'daily', menuBoardLocationId: 'loc-karlin' });
    await user.click(screen.getByRole('button', { name: 'Edit Menu Board' }));
    const shown = await dialog();
    await user.click(within(shown).getByRole('tab', { name: 'Static' }));
    const picker = within(shown).getByRole('combobox', { name: 'Menu board' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker, 's-bar');
    expect(view.body()).toMatchObject({ menuBoardSource: 'daily' });
    await close();
    // The location stays for when the operator goes back to Daily.
    expect(view.body()).toMatchObject({
      menuBoardSource: 'static',
      menuBoardId: 's-bar',
      menuBoardLocationId: 'loc-karlin',
    });
  });
});
