import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fakeApi, user } from '../../test/fakeApi';
import { editedScene, renderWithDialogs } from '../../test/playlistWidget';
import { septimStoreBoardEditor } from './index';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: the dialog's width is what this test says it is. */
const givenWidth = (px: number) =>
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(px);

const WARNING = 'No menu data found for store ID: 7. Please verify if the store ID is correct.';

function storeServer() {
  return fakeApi({
    StoreBoardEditorMenu: ({ storeId }) => {
      if (storeId === 'down') throw new ApiError('Septim is down');
      const boards =
        storeId === '1042'
          ? [
              {
                __typename: 'StoreMenuBoard',
                id: 'septim-1042',
                title: null,
                availableFrom: null,
                availableTo: null,
                categories: ['Hlavní jídla'],
                meals: [
                  {
                    __typename: 'StoreMeal',
                    id: 's-1',
                    name: 'Kuřecí řízek',
                    category: 'Hlavní jídla',
                    description: null,
                    allergens: [1, 3],
                    priceText: '149',
                    isSoldOut: false,
                  },
                ],
              },
            ]
          : [];
      return {
        currentStoreMenu: {
          __typename: 'StoreMenuAnswer',
          warning: boards.length ? null : WARNING,
          boards,
        },
      };
    },
  });
}

function startEditing() {
  const api = storeServer();
  const view = renderWithDialogs(api);
  const created = septimStoreBoardEditor.create!({
    scene: editedScene,
    pickFile: async () => null,
    openDialog: view.openDialog,
  });
  return { api, created };
}

const dialog = () => screen.findByRole('dialog', { name: 'Edit Menu Board' });

async function typeStoreId(id: string) {
  const field = within(await dialog()).getByRole('textbox', { name: 'Store ID' });
  await user.type(field, `${id}{Enter}`);
}

describe('Edit Menu Board of the second store board', () => {
  it('API Data: lists the Septim store’s menu once a store id is typed', async () => {
    const { api, created } = startEditing();
    const shown = await dialog();
    expect(within(shown).getByRole('tab', { name: 'API Data' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await typeStoreId('1042');
    expect((await within(shown).findByTestId('store-menu-meal')).textContent).toBe(
      'Kuřecí řízekAllergens: 1, 3149\u00a0Kč',
    );
    expect(api.sent('StoreBoardEditorMenu')).toEqual([{ source: 'SEPTIM', storeId: '1042' }]);
    await user.click(within(shown).getByRole('button', { name: 'Close' }));
    expect(await created).toEqual({
      body: { storeId: '1042', useManualData: false, meals: [] },
      box: { x: 0, y: 0, w: 100, h: 100 },
    });
  });

  it('shows the warning and the error texts verbatim', async () => {
    startEditing();
    await typeStoreId('7');
    await screen.findByText(WARNING);
    const field = within(await dialog()).getByRole('textbox', { name: 'Store ID' });
    await user.clear(field);
    await user.type(field, 'down{Enter}');
    await screen.findByText('Error loading menu data: Septim is down');
  });

  it('Manual Data: meals are added, named, priced, put in a category and removed', async () => {
    const { created } = startEditing();
    const shown = await dialog();
    await user.click(within(shown).getByRole('tab', { name: 'Manual Data' }));
    const add = within(shown).getByRole('button', { name: 'Add meal' });
    await user.click(add);
    await user.click(add);
    expect(within(shown).getByRole('textbox', { name: 'Name of meal 1' })).toHaveProperty(
      'value',
      'New Meal',
    );
    expect(within(shown).getByRole('textbox', { name: 'Price of meal 1' })).toHaveProperty(
      'value',
      '0',
    );
    const name = within(shown).getByRole('textbox', { name: 'Name of meal 2' });
    await user.clear(name);
    await user.type(name, 'Palačinky');
    const price = within(shown).getByRole('textbox', { name: 'Price of meal 2' });
    await user.clear(price);
    await user.type(price, '89');
    await user.type(within(shown).getByRole('textbox', { name: 'Category of meal 2' }), 'Dezerty');
    await user.click(within(shown).getByRole('button', { name: 'Remove meal 1' }));
    expect(within(shown).getAllByTestId('manual-meal')).toHaveLength(1);
    await user.click(within(shown).getByRole('button', { name: 'Close' }));
    const body = (await created)?.body as { useManualData: boolean; meals: object[] };
    expect(body.useManualData).toBe(true);
    expect(body.meals).toEqual([
      expect.objectContaining({ name: 'Palačinky', price: '89', category: 'Dezerty' }),
    ]);
    expect(body.meals[0]).toHaveProperty('_id', expect.stringMatching(/^manual-\d+$/));
  });

  it('Manual Data: a table of meals where there is room, one card per meal on a phone', async () => {
    startEditing();
    const shown = await dialog();
    await user.click(within(shown).getByRole('tab', { name: 'Manual Data' }));
    await user.click(within(shown).getByRole('button', { name: 'Add meal' }));
    const table = within(shown).getByRole('table', { name: 'Meals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Price', 'Category', 'Actions']);
    cleanup();

    givenWidth(342);
    startEditing();
    const narrow = await dialog();
    await user.click(within(narrow).getByRole('tab', { name: 'Manual Data' }));
    await user.click(within(narrow).getByRole('button', { name: 'Add meal' }));
    expect(within(narrow).queryByRole('table')).toBeNull();
    const [meal] = within(within(narrow).getByRole('list', { name: 'Meals' })).getAllByTestId(
      'manual-meal',
    );
    // Each field under its label, and Remove in the same card, nothing off to the side.
    expect(
      within(meal!)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Name', 'Price', 'Category']);
    within(meal!).getByRole('textbox', { name: 'Category of meal 1' });
    within(meal!).getByRole('button', { name: 'Remove meal 1' });
  });

  it('collects the manual meals’ pictures as the item’s files', () => {
    const patch = septimStoreBoardEditor.update!({
      content: {
        type: 'septim_store_menu_board',
        body: { meals: [{ name: 'a', fileId: 'f-1' }, { name: 'b' }] },
      },
    } as never);
    expect(patch.item?.fileIds).toEqual(['f-1']);
  });
});
