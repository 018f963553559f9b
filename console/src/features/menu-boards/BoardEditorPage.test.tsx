import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '@marquee/sdk/model';
import type { MenuBoardEditorBoardFragment } from '../../graphql/generated';
import { ApiError, fakeApi, user } from '../../test/fakeApi';
import { BoardEditorPage } from './BoardEditorPage';
import { menuSession, renderRoute } from '../../test/menuBoardsRouting';
import AppToaster from '../../app/shell/AppToaster';
import { spoken } from '../../test/announcements';

/** The page with the console's toaster beside it, where a save says it is done. */
const withNotices = (page: ReactElement) => (
  <>
    {page}
    <AppToaster />
  </>
);

afterEach(cleanup);

afterEach(() => vi.restoreAllMocks());

/**
 * jsdom lays nothing out; a keyboard drag needs rows one below the other, so each list row
 * reports a box by its place among its siblings.
 */
const layOutListRows = () =>
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = this.parentElement ? [...this.parentElement.children].indexOf(this) : 0;
    return this.tagName === 'LI' ? new DOMRect(0, index * 100, 400, 90) : new DOMRect();
  });

type Meal = MenuBoardEditorBoardFragment['meals'][number];

const meal = (id: string, name: string, category: string | null): Meal => ({
  _id: id,
  name: { default: name, alternatives: [] },
  category: category === null ? null : { default: category, alternatives: [] },
  description: null,
  price: '5',
  allergens: [],
  energy: null,
  carbs: null,
  proteins: null,
  fats: null,
  cholesterol: null,
  isAvailable: true,
  isSoldOut: false,
  fileId: null,
  imageUrl: null,
  customData: { pictograms: [] },
  extras: [],
});

const board = (over: Partial<MenuBoardEditorBoardFragment> = {}) => ({
  __typename: 'MenuBoard' as const,
  _id: 'b-1',
  name: 'Lunch',
  menuDate: '2026-11-03',
  menuBoardLocationId: 'loc-1',
  language: 'cs',
  alternativeLanguages: [],
  type: 'daily' as const,
  meals: [meal('m-1', 'Soup', 'Starters'), meal('m-2', 'Salad', 'Starters')],
  ...over,
});

function boardServer(stored = board(), failUpdate?: ApiError) {
  return fakeApi({
    MenuBoardEditorOne: () => ({ menuBoard: stored }),
    MenuBoardLocationOne: (v) => ({
      menuBoardLocation: {
        __typename: 'MenuBoardLocation',
        _id: v.id,
        name: 'Canteen',
        dataSource: 'NONE',
        septimStoreId: null,
        gsAffiliateId: null,
        currency: 'CZK',
      },
    }),
    MenuBoardEditorCreate: (v) => ({
      createMenuBoard: { ...stored, _id: 'b-new', ...(v.data as object), meals: [] },
    }),
    MenuBoardEditorUpdate: () => {
      if (failUpdate) throw failUpdate;
      return { updateMenuBoard: stored };
    },
  });
}

const sentMeals = (api: ReturnType<typeof fakeApi>, operation: string) =>
  (api.sent(operation)[0]!.data as { meals: Record<string, unknown>[] }).meals;

/** The static board editor with the console's notices, at a board's id or `create`. */
const openStaticBoard = (api: ReturnType<typeof fakeApi>, at: string) =>
  renderRoute(withNotices(<BoardEditorPage kind="static" />), {
    api,
    route:
      at === 'create'
        ? '/data-integrations/menu-boards/create'
        : '/data-integrations/menu-boards/:menuBoardId',
    path: `/data-integrations/menu-boards/${at}`,
  });

describe('menu board editor', () => {
  it('picks allergens from the legend of the 14, by number and name, and saves the numbers', async () => {
    const api = boardServer();
    renderRoute(<BoardEditorPage kind="static" />, {
      api,
      route: '/data-integrations/menu-boards/create',
      path: '/data-integrations/menu-boards/create',
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Drinks');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(screen.queryByText(/separated by commas/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Allergens: None' }));
    const legend = screen.getByRole('group', { name: 'Allergens legend' });
    expect(within(legend).getAllByRole('checkbox')).toHaveLength(14);
    await user.click(within(legend).getByRole('checkbox', { name: '14 Molluscs' }));
    await user.click(within(legend).getByRole('checkbox', { name: '1 Cereals containing gluten' }));
    // Ticked in any order, listed in number order.
    screen.getByRole('button', { name: 'Allergens: 1, 14' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe(
      '/data-integrations/menu-boards/b-new',
    );
    const [sent] = api.sent('MenuBoardEditorCreate') as { data: Record<string, unknown> }[];
    expect(sent!.data).toMatchObject({ name: 'Drinks', type: 'static', origin: 'manual' });
    expect(sent!.data).not.toHaveProperty('menuDate');
    expect(sent!.data.meals).toEqual([
      expect.objectContaining({
        name: { default: 'New Meal', alternatives: [] },
        category: { default: 'New Category', alternatives: [] },
        allergens: [1, 14],
        price: '0',
      }),
    ]);
  });

  it('replaces a new meal’s starting name and price with what is typed', async () => {
    const api = boardServer();
    renderRoute(<BoardEditorPage kind="static" />, {
      api,
      route: '/data-integrations/menu-boards/create',
      path: '/data-integrations/menu-boards/create',
    });
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await user.click(screen.getByRole('textbox', { name: 'Category' }));
    await user.keyboard('Soups');
    await user.click(screen.getByRole('textbox', { name: 'Meal name' }));
    await user.keyboard('Goulash');
    await user.click(screen.getByRole('textbox', { name: 'Price' }));
    await user.keyboard('9.50');
    // Typed text is the operator's: focusing it again selects nothing, typing adds to it.
    await user.click(screen.getByRole('textbox', { name: 'Meal name' }));
    await user.keyboard(' soup');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('navigated-to');
    expect(sentMeals(api, 'MenuBoardEditorCreate')).toEqual([
      expect.objectContaining({
        name: { default: 'Goulash soup', alternatives: [] },
        category: { default: 'Soups', alternatives: [] },
        price: '9.50',
      }),
    ]);
  });

  it('creates a daily board for the date in the address, at its location', async () => {
    const api = boardServer();
    renderRoute(<BoardEditorPage kind="daily" />, {
      api,
      route: '/data-integrations/menu-board-locations/:locationId/create-menu-board',
      path: '/data-integrations/menu-board-locations/loc-1/create-menu-board?date=2026-11-30',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe('2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe(
      '/data-integrations/menu-board-locations/loc-1/menu-boards/b-new',
    );
    expect(api.sent('MenuBoardEditorCreate')[0]!.data).toEqual({
      name: null,
      meals: [],
      origin: 'manual',
      type: 'daily',
      menuDate: '2026-11-30',
      menuBoardLocationId: 'loc-1',
    });
  });

  it('names the location’s currency in a daily board’s prices', async () => {
    renderRoute(<BoardEditorPage kind="daily" />, {
      api: boardServer(),
      route: '/data-integrations/menu-board-locations/:locationId/create-menu-board',
      path: '/data-integrations/menu-board-locations/loc-1/create-menu-board?date=2026-11-30',
    });
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const price = screen.getByRole('textbox', { name: 'Price' });
    await waitFor(() => expect(price.parentElement?.textContent).toBe('CZK'));
  });

  it('names the default currency in a static board’s prices, as screens show them', async () => {
    renderRoute(<BoardEditorPage kind="static" />, {
      api: boardServer(),
      route: '/data-integrations/menu-boards/create',
      path: '/data-integrations/menu-boards/create',
    });
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const price = screen.getByRole('textbox', { name: 'Price' });
    expect(price.parentElement?.textContent).toBe('CZK');
  });

  it('moves a meal down with the keyboard and saves the new order', async () => {
    layOutListRows();
    const api = boardServer();
    renderRoute(withNotices(<BoardEditorPage kind="daily" />), {
      api,
      route: '/data-integrations/menu-board-locations/:locationId/menu-boards/:menuBoardId',
      path: '/data-integrations/menu-board-locations/loc-1/menu-boards/b-1',
    });
    const meals = await screen.findByRole('list', { name: 'Meals of Starters' });
    const handle = within(meals).getByRole('button', { name: 'Drag Soup' });
    handle.focus();
    // Each key once the list has said where the meal is, as a screen reader user waits.
    await user.keyboard('[Space]');
    await waitFor(() => expect(spoken()).toMatch(/^Picked up Soup at position 1 of \d+\.$/));
    await user.keyboard('[ArrowDown]');
    await waitFor(() => expect(spoken()).toMatch(/^Soup is over position 2 of \d+\.$/));
    await user.keyboard('[Space]');
    await waitFor(() =>
      expect(
        within(meals)
          .getAllByRole('textbox', { name: 'Meal name' })
          .map((input) => (input as HTMLInputElement).value),
      ).toEqual(['Salad', 'Soup']),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Menu board saved')).length).toBeGreaterThan(0);
    expect(sentMeals(api, 'MenuBoardEditorUpdate').map((m) => m._id)).toEqual(['m-2', 'm-1']);
    expect(api.sent('MenuBoardEditorUpdate')[0]).toMatchObject({
      id: 'b-1',
      data: { name: 'Lunch', menuDate: '2026-11-03' },
    });
  });

  it('shows the server’s field errors at their fields', async () => {
    const failure = new ApiError('meals.1.price: At most 100 characters', {
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'meals.1.price', message: 'At most 100 characters' }],
    });
    renderRoute(<BoardEditorPage kind="static" />, {
      api: boardServer(
        board({ type: 'static', menuDate: null, menuBoardLocationId: null }),
        failure,
      ),
      route: '/data-integrations/menu-boards/:menuBoardId',
      path: '/data-integrations/menu-boards/b-1',
    });
    const meals = await screen.findByRole('list', { name: 'Meals of Starters' });
    expect(screen.queryByLabelText('Date')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('meals.1.price: At most 100 characters');
    const rows = within(meals).getAllByRole('listitem');
    within(rows[1]!).getByText('At most 100 characters');
    expect(within(rows[0]!).queryByText('At most 100 characters')).toBeNull();
  });

  it('keeps unsaved edits when the operator leaves the page, until saved or discarded', async () => {
    const api = boardServer(board({ type: 'static', menuDate: null, menuBoardLocationId: null }));
    const open = () => openStaticBoard(api, 'b-1');
    open();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Dinner');
    // A link away unmounts the page; coming back finds the edit, not yet saved.
    cleanup();
    open();
    await screen.findByText('Your unsaved changes to this menu board were kept', { exact: false });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Dinner');
    expect(api.sent('MenuBoardEditorUpdate')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Lunch');
    expect(screen.queryByTestId('menu-board-restored')).toBeNull();
    cleanup();
    open();
    await screen.findByRole('list', { name: 'Meals of Starters' });
    expect(screen.queryByTestId('menu-board-restored')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Lunch');

    // Saved edits are not kept: the page shows the board as stored next time.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' menu');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('MenuBoardEditorUpdate')).toHaveLength(1));
    expect((await screen.findAllByText('Menu board saved')).length).toBeGreaterThan(0);
    cleanup();
    open();
    await screen.findByRole('list', { name: 'Meals of Starters' });
    expect(screen.queryByTestId('menu-board-restored')).toBeNull();
  });

  it('keeps a new board’s unsaved edits, and forgets them once the board is created', async () => {
    const api = boardServer();
    const open = () => openStaticBoard(api, 'create');
    open();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Drinks');
    cleanup();
    open();
    await screen.findByTestId('menu-board-restored');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Drinks');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe(
      '/data-integrations/menu-boards/b-new',
    );
    cleanup();
    open();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveProperty('value', '');
    expect(screen.queryByTestId('menu-board-restored')).toBeNull();
  });

  it('asks before the tab closes while edits are unsaved, and not once they are saved', async () => {
    const api = boardServer(board({ type: 'static', menuDate: null, menuBoardLocationId: null }));
    renderRoute(withNotices(<BoardEditorPage kind="static" />), {
      api,
      route: '/data-integrations/menu-boards/:menuBoardId',
      path: '/data-integrations/menu-boards/b-1',
    });
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByRole('list', { name: 'Meals of Starters' });
    expect(closing()).toBe(false);
    await user.click(screen.getAllByRole('button', { name: 'Add meal' })[0]!);
    expect(closing()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Menu board saved')).length).toBeGreaterThan(0);
    await waitFor(() => expect(closing()).toBe(false));
  });

  it('takes a meal image from the media library, which offers only images', async () => {
    const file = (id: string, mimetype: string) => ({
      __typename: 'File',
      _id: id,
      originalName: `${id}.file`,
      mimetype,
      status: 'READY',
      fileSizeInBytes: 10,
      url: `https://cdn.test/${id}`,
      thumbnailUrl: `https://cdn.test/${id}-thumb`,
      w: 10,
      h: 10,
      duration: null,
      numberOfPages: null,
      pageUrls: null,
    });
    const api = fakeApi({
      MenuBoardEditorOne: () => ({ menuBoard: board() }),
      WidgetMediaFiles: () => ({
        filesPage: {
          items: [file('photo', 'image/jpeg'), file('clip', 'video/mp4')],
          endCursor: null,
          hasNextPage: false,
        },
      }),
      MenuBoardEditorUpdate: () => ({ updateMenuBoard: board() }),
    });
    renderRoute(withNotices(<BoardEditorPage kind="daily" />), {
      api,
      route: '/data-integrations/menu-board-locations/:locationId/menu-boards/:menuBoardId',
      path: '/data-integrations/menu-board-locations/loc-1/menu-boards/b-1',
    });
    await user.click(await screen.findByRole('button', { name: 'Choose image for Salad' }));
    // The picker's surface can stay aria-hidden in jsdom when its opening motion never
    // finishes (no Web Animations here), so it is found by its list and hidden roles count.
    const picker = await screen.findByTestId('media-file-list');
    await within(picker).findByText('photo.file');
    expect(within(picker).queryByText('clip.file')).toBeNull();
    await user.click(within(picker).getByRole('button', { name: 'Choose', hidden: true }));
    await waitFor(() => expect(screen.queryByTestId('media-file-list')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Menu board saved')).length).toBeGreaterThan(0);
    expect(sentMeals(api, 'MenuBoardEditorUpdate').map((m) => m.fileId)).toEqual([null, 'photo']);
  });

  it('deletes the board after asking, and goes back to its location', async () => {
    const api = fakeApi({
      MenuBoardEditorOne: () => ({ menuBoard: board() }),
      MenuBoardEditorDelete: () => ({ deleteMenuBoard: true }),
    });
    renderRoute(withNotices(<BoardEditorPage kind="daily" />), {
      api,
      route: '/data-integrations/menu-board-locations/:locationId/menu-boards/:menuBoardId',
      path: '/data-integrations/menu-board-locations/loc-1/menu-boards/b-1',
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', { hidden: true });
    expect(api.sent('MenuBoardEditorDelete')).toEqual([]);
    // jsdom never finishes Fluent's opening motion, so the surface may still be aria-hidden.
    await user.click(within(question).getByRole('button', { name: 'Delete', hidden: true }));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe(
      '/data-integrations/menu-board-locations/loc-1',
    );
    expect(api.sent('MenuBoardEditorDelete')).toEqual([{ id: 'b-1' }]);
  });

  it('offers neither Save nor Delete to a user who may only read boards', async () => {
    renderRoute(<BoardEditorPage kind="static" />, {
      api: boardServer(board({ type: 'static', menuDate: null, menuBoardLocationId: null })),
      session: menuSession([PERMISSIONS.integrations.menuBoardRead]),
      route: '/data-integrations/menu-boards/:menuBoardId',
      path: '/data-integrations/menu-boards/b-1',
    });
    await screen.findByRole('list', { name: 'Meals of Starters' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says so when the board cannot be loaded', async () => {
    renderRoute(<BoardEditorPage kind="static" />, {
      api: fakeApi({
        MenuBoardEditorOne: () => {
          throw new ApiError('Menu board not found', { code: 'NOT_FOUND' });
        },
      }),
      route: '/data-integrations/menu-boards/:menuBoardId',
      path: '/data-integrations/menu-boards/nope',
    });
    screen.getByText('Loading menu board...');
    await screen.findByText('Menu board not found');
  });
});
