import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';
import { editedScene, renderWithDialogs } from '../../test/playlistWidget';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import { forceMenuGroup } from './GsGroups';
import { gsMenuBoardEditor } from './index';

afterEach(cleanup);

const WARNING = 'No menu data found for store ID: 999. Please verify if the store ID is correct.';

const meal = (id: string, name: string, category: string | null, extra: object = {}) => ({
  __typename: 'StoreMeal',
  id,
  name,
  category,
  description: null,
  allergens: [],
  priceText: '100',
  isSoldOut: false,
  ...extra,
});

const board = (id: string, title: string, categories: string[], meals: unknown[], extra = {}) => ({
  __typename: 'StoreMenuBoard',
  id,
  title,
  availableFrom: null,
  availableTo: null,
  categories,
  meals,
  ...extra,
});

/** Store 315's day, in the shape of pos-sources/schema.graphql (fixtures/pos/gs/315.json). */
const STORE_315 = [
  board(
    'gs-b-501',
    'Obědové menu',
    ['Polévky', 'Hlavní jídla', 'Dezerty'],
    [
      meal('gs-m-1', 'Polévka gulášová', 'Polévky', {
        description: 's chlebem',
        allergens: [1],
        priceText: '39',
      }),
      meal('gs-m-3', 'Svíčková', 'Hlavní jídla', { priceText: '169', isSoldOut: true }),
    ],
    { availableFrom: '11:00', availableTo: '14:30' },
  ),
  board('gs-b-502', 'Večeře', [], []),
];

function storeServer() {
  return fakeApi({
    StoreBoardEditorMenu: ({ source, storeId }) => {
      if (storeId === 'down') throw new ApiError('The store system did not answer');
      const boards = source === 'GS' && storeId === '315' ? STORE_315 : [];
      return {
        currentStoreMenu: {
          __typename: 'StoreMenuAnswer',
          warning: boards.length ? null : WARNING.replace('999', storeId as string),
          boards,
        },
      };
    },
  });
}

function startCreating(api = storeServer()) {
  const view = renderWithDialogs(api);
  const created = gsMenuBoardEditor.create!({
    scene: editedScene,
    pickFile: async () => null,
    openDialog: view.openDialog,
  });
  return { api, created };
}

const dialog = () => screen.findByRole('dialog', { name: 'Edit Menu Board' });

async function typeStoreId(id: string) {
  const field = within(await dialog()).getByRole('textbox', { name: 'Store ID' });
  await user.clear(field);
  await user.type(field, `${id}{Enter}`);
}

describe('Edit Menu Board of the store-specific board', () => {
  it('lists the store’s menus of the day once a store id is typed, and Close saves it', async () => {
    const { api, created } = startCreating();
    const shown = await dialog();
    within(shown).getByRole('link', { name: 'Need help? Contact support' });
    expect(within(shown).getByRole('complementary').textContent).toContain('at most 8 meals');
    // An empty store id asks nothing.
    expect(api.sent('StoreBoardEditorMenu')).toEqual([]);

    await typeStoreId('315');
    const lunch = await within(shown).findByRole('region', { name: 'Obědové menu' });
    expect(api.sent('StoreBoardEditorMenu')).toEqual([{ source: 'GS', storeId: '315' }]);
    expect(lunch.textContent).toContain('11:00–14:30');
    expect(
      within(lunch)
        .getAllByTestId('store-menu-meal')
        .map((m) => m.textContent),
    ).toEqual(['Polévka gulášovás chlebemAllergens: 139\u00a0Kč', 'Svíčková169\u00a0Kč']);
    expect(lunch.textContent).toContain('Hlavní jídla');
    expect(lunch.textContent).toContain('No meals available in this category');
    const dinner = within(shown).getByRole('region', { name: 'Večeře' });
    expect(dinner.textContent).toContain('No categories available for this menu board');

    await user.click(within(shown).getByRole('button', { name: 'Close' }));
    expect(await created).toEqual({
      body: { storeId: '315' },
      box: { x: 0, y: 0, w: 100, h: 100 },
    });
  });

  it('shows the server’s warning for a store without menus, verbatim', async () => {
    startCreating();
    await typeStoreId('999');
    await screen.findByText(WARNING);
  });

  it('shows "Error loading menu data: {error}" when the request fails', async () => {
    startCreating();
    await typeStoreId('down');
    await screen.findByText('Error loading menu data: The store system did not answer');
  });
});

describe('force menu by id', () => {
  const renderForce = (body: Record<string, unknown>) =>
    renderToolbarGroup(forceMenuGroup, {
      type: 'gs_menu_board',
      body,
      followsChanges: true,
      wrapper: (ui) => renderPage(ui, { api: storeServer() }),
    }).onChange;

  it('offers today’s boards by title and id, and saves the one chosen', async () => {
    const onChange = renderForce({ storeId: '315' });
    const select = screen.getByRole('combobox', { name: 'Today’s menu' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['First menu of the day', 'Obědové menu (gs-b-501)', 'Večeře (gs-b-502)']),
    );
    await user.selectOptions(select, 'gs-b-502');
    expect(onChange).toHaveBeenLastCalledWith({ body: { forcedMenuId: 'gs-b-502' } });
    await user.selectOptions(select, '');
    expect(onChange).toHaveBeenLastCalledWith({ body: { forcedMenuId: undefined } });
  });

  it('takes any id typed, also one not served today', async () => {
    const onChange = renderForce({ storeId: '315' });
    await user.type(screen.getByRole('textbox', { name: 'Menu id' }), 'gs-b-900{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ body: { forcedMenuId: 'gs-b-900' } });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Today’s menu' }).value).toBe(
      'gs-b-900',
    );
  });
});
