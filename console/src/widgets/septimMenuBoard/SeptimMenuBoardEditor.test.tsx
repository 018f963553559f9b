import {
  MemoryLocalState,
  defaultWidgets,
  offlineItemData,
  type ItemDataSource,
  type StoreMenuAnswer,
} from '@marquee/sdk';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../test/fakeApi';
import { renderWithTheme } from '../../test/render';
import { renderWithDialogs } from '../../test/dataTable';
import { editedScene } from '../../test/playlistWidget';
import { ENABLED_ITEM_TYPES, editorFor, offeredWidgets } from '../index';
import type { EditorFile, PickFile } from '../types';
import { EditSeptimBoardDialog, type SeptimBoardChoice } from './EditSeptimBoardDialog';
import { septimMenuBoardEditor } from './index';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TYPE = 'la_fresca_septim_menu_board';

/** The server's answer for a store, as pos-sources' currentStoreMenu gives it. */
const STORE_1042: StoreMenuAnswer = {
  warning: null,
  fetchedAt: '2024-03-11T09:00:00.000Z',
  boards: [
    {
      id: 'menu-1042-lunch',
      menuDate: '2024-03-11',
      title: 'Oběd',
      foodKindCode: null,
      availableFrom: null,
      availableTo: null,
      categories: ['Polévky', 'Hlavní jídla'],
      meals: [
        {
          id: 'm1',
          name: 'Polévka bramboračka',
          category: 'Polévky',
          nameTranslations: [],
          description: null,
          type: 'soup',
          allergens: [1, 9],
          price: null,
          priceText: '35',
          energy: 140,
          carbs: null,
          proteins: null,
          fats: null,
          cholesterol: null,
          isAvailable: true,
          isSoldOut: false,
          imageUrl: null,
          pictograms: [2],
          receiptId: null,
          septimId: '10312',
        },
      ],
    },
  ],
};

const NO_DATA_999 =
  'No menu data found for store ID: 999. Please verify if the store ID is correct.';

/** The item data source the dialog reads the store through, answering as the server would. */
function fakeStoreServer(answer: (storeId: string) => StoreMenuAnswer) {
  const asked: unknown[] = [];
  const request = vi.fn(async (_document: unknown, variables: unknown) => {
    asked.push(variables);
    return { currentStoreMenu: answer((variables as { storeId: string }).storeId) };
  });
  const source: ItemDataSource = {
    ...offlineItemData(),
    store: new MemoryLocalState(),
    request: request as unknown as ItemDataSource['request'],
  };
  return { source, asked };
}

const byStore = (storeId: string): StoreMenuAnswer =>
  storeId === '1042'
    ? STORE_1042
    : {
        warning: `No menu data found for store ID: ${storeId}. Please verify if the store ID is correct.`,
        fetchedAt: null,
        boards: [],
      };

interface DialogSetup {
  pickFile?: PickFile;
  source?: ItemDataSource;
}

function openDialog(body: Record<string, unknown>, setup: DialogSetup = {}) {
  const { pickFile = async () => null, source = fakeStoreServer(byStore).source } = setup;
  const onClose = vi.fn<(body: Record<string, unknown>) => void>();
  renderWithTheme(
    <EditSeptimBoardDialog body={body} pickFile={pickFile} onClose={onClose} dataSource={source} />,
  );
  const close = async () => {
    await user.click(screen.getByRole('button', { name: 'Close' }));
    return onClose.mock.calls.at(-1)![0] as unknown as SeptimBoardChoice;
  };
  return { onClose, close };
}

const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });

describe('menu board v1 editor', () => {
  it('is offered in the Add menu, with its toolbar groups, and saves its meals’ images', () => {
    const offered = offeredWidgets(defaultWidgets, ENABLED_ITEM_TYPES, (t) => !!editorFor(t));
    expect(offered.find((w) => w.type === TYPE)?.label).toBe('Menu board from Septim');
    expect(editorFor(TYPE)).toBe(septimMenuBoardEditor);
    expect(septimMenuBoardEditor.toolbarGroups.map((g) => g.label)).toEqual([
      'Menu board',
      'Texts',
      'Language',
      'Forced menu',
      'Sizes',
      'Font styles',
      'Colours',
    ]);
    const patch = septimMenuBoardEditor.update!({
      content: { type: TYPE, body: { meals: [{ fileId: 'f-soup' }, { name: 'no image' }] } },
    } as never);
    expect(patch.item?.fileIds).toEqual(['f-soup']);
  });

  it('opens Edit Menu Board for a new board and places it full screen', async () => {
    const view = renderWithDialogs(fakeStoreServer(byStore).source);
    const created = septimMenuBoardEditor.create!({
      scene: editedScene,
      pickFile: async () => null,
      openDialog: view.openDialog,
    });
    await screen.findByRole('tab', { name: 'API Data' });
    expect(
      screen.getByRole('link', { name: 'Need help? Contact support' }).getAttribute('href'),
    ).toContain('subject=septim-menu-board');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await created).toEqual({
      body: { storeId: '', useManualData: false, meals: [] },
      box: { x: 0, y: 0, w: 100, h: 100 },
    });
  });

  it('sets useManualData by the tab chosen', async () => {
    const { close } = openDialog({ storeId: '1042' });
    await user.click(screen.getByRole('tab', { name: 'Manual Data' }));
    expect(await close()).toEqual({ storeId: '1042', useManualData: true, meals: [] });
    await user.click(screen.getByRole('tab', { name: 'API Data' }));
    expect((await close()).useManualData).toBe(false);
  });

  it('lists the store’s meals of today once a store id is set', async () => {
    const { source, asked } = fakeStoreServer(byStore);
    const { close } = openDialog({}, { source });
    expect(asked).toEqual([]);
    await user.type(field('Septim Store ID'), ' 1042 {Enter}');
    const meal = await screen.findByTestId('store-meal');
    expect(meal.textContent).toBe('Polévka bramboračka (Polévky) 35\u00a0Kč');
    screen.getByText(/menu id menu-1042-lunch/);
    expect(asked).toEqual([{ source: 'SEPTIM', storeId: '1042' }]);
    expect((await close()).storeId).toBe('1042');
  });

  it('shows the server’s warning word for word for an unknown store id', async () => {
    openDialog({ storeId: '999' });
    await screen.findByText(NO_DATA_999);
    expect(screen.queryAllByTestId('store-meal')).toEqual([]);
  });

  it('says why the menu could not be loaded', async () => {
    const source: ItemDataSource = {
      ...offlineItemData(),
      store: new MemoryLocalState(),
      request: async () => {
        throw new Error('The server cannot be reached');
      },
    };
    openDialog({ storeId: '1042' }, { source });
    await screen.findByText('Error loading menu data: The server cannot be reached');
  });

  it('adds a manual meal, opened, and removes it', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_710_000_000_000);
    const { close } = openDialog({ useManualData: true });
    await user.click(screen.getByRole('button', { name: 'Add meal' }));
    // The new meal is open: its fields show.
    expect(field('Name').value).toBe('New Meal');
    expect(field('Price').value).toBe('0');
    const [meal] = (await close()).meals;
    expect(meal).toMatchObject({ _id: 'manual-1710000000000', name: 'New Meal', price: '0' });
    await user.click(screen.getByRole('button', { name: 'Remove New Meal' }));
    expect((await close()).meals).toEqual([]);
  });

  it('ticks allergens and pictograms in their legends, reads amounts as numbers', async () => {
    const { close } = openDialog({
      useManualData: true,
      meals: [{ _id: 'manual-1', name: 'Guláš', price: '129', category: 'Hlavní jídla' }],
    });
    await user.click(screen.getByRole('button', { name: 'Expand Guláš' }));
    await user.click(screen.getByRole('button', { name: 'Allergens: None' }));
    await user.click(screen.getByRole('checkbox', { name: '7 Milk' }));
    await user.click(screen.getByRole('checkbox', { name: '1 Cereals containing gluten' }));
    screen.getByRole('button', { name: 'Allergens: 1, 7' });
    await user.click(screen.getByRole('button', { name: 'Pictograms: None' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pictogram 3' }));
    await user.type(field('Energy (kcal)'), '820');
    await user.type(field('Fats'), '9,5');
    await user.tab();
    await user.click(screen.getByRole('switch', { name: 'Available' }));
    const [meal] = (await close()).meals;
    expect(meal).toMatchObject({
      allergens: [1, 7],
      pictograms: [3],
      energy: 820,
      fats: 9.5,
      isAvailable: false,
    });
  });

  it('takes a meal image from the image files only', async () => {
    const soup = {
      _id: 'f-soup',
      name: 'soup.jpg',
      mimetype: 'image/jpeg',
      url: 'https://media.example/f-soup/soup.jpg',
    } as EditorFile;
    const pickFile = vi.fn<PickFile>(async () => soup);
    const { close } = openDialog(
      { useManualData: true, meals: [{ _id: 'manual-1', name: 'Polévka' }] },
      { pickFile },
    );
    await user.click(screen.getByRole('button', { name: 'Expand Polévka' }));
    await user.click(screen.getByRole('button', { name: 'Choose image' }));
    await waitFor(() => screen.getByRole('button', { name: 'Change image' }));
    expect(pickFile).toHaveBeenCalledWith({ title: 'Choose meal image', kinds: ['image'] });
    const [meal] = (await close()).meals;
    expect(meal).toMatchObject({
      fileId: 'f-soup',
      imageUrl: 'https://media.example/f-soup/soup.jpg',
    });
    within(screen.getByRole('region', { name: 'Meal Polévka' })).getByTestId('meal-image');
  });
});
