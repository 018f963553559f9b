import { cleanup, screen, within } from '@testing-library/react';
import { PERMISSIONS } from '@marquee/sdk/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, user } from '../../test/fakeApi';
import { LocationPage } from './LocationPage';
import { menuSession, renderRoute } from '../../test/menuBoardsRouting';

beforeEach(() => {
  // Only the clock is virtual: the calendar is for 25 November 2026 (a Wednesday).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 10));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function locationServer(boards: { _id: string; menuDate: string }[] = []) {
  return fakeApi({
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
    MenuBoardPageDates: () => ({ menuBoardDates: boards.map((b) => b.menuDate) }),
    MenuBoardPageForDay: (v) => ({
      menuBoardForDay: boards.find((b) => b.menuDate === v.menuDate) ?? null,
    }),
    MenuBoardPageList: () => ({
      menuBoards: {
        data: boards.map((b) => ({ ...b, name: null, meals: [] })),
        total: boards.length,
      },
    }),
  });
}

const renderLocation = (api: ReturnType<typeof fakeApi>, session = menuSession()) =>
  renderRoute(<LocationPage />, {
    api,
    session,
    route: '/data-integrations/menu-board-locations/:locationId',
    path: '/data-integrations/menu-board-locations/loc-1',
  });

const day = (date: string) => screen.getByTestId<HTMLButtonElement>(`calendar-day-${date}`);

describe('/data-integrations/menu-board-locations/{locationId}', () => {
  it('shows the month in weeks from Monday; other months’ days are greyed and not clickable', async () => {
    const api = locationServer();
    renderLocation(api);
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // 1 November 2026 is a Sunday: the first row is Monday 26 October to Sunday 1 November.
    const firstRow = within(grid).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['26', '27', '28', '29', '30', '31', '1']);
    expect(day('2026-10-31').disabled).toBe(true);
    expect(day('2026-12-01').disabled).toBe(true);
    expect(day('2026-11-01').disabled).toBe(false);
    expect(api.sent('MenuBoardPageDates')).toEqual([
      { menuBoardLocationId: 'loc-1', month: '2026-11' },
    ]);
  });

  it('names the month and moves to the next and previous months, by button and by key', async () => {
    const api = locationServer([{ _id: 'b-9', menuDate: '2026-12-24' }]);
    renderLocation(api);
    await screen.findByRole('grid', { name: 'November 2026' });
    screen.getByRole('heading', { name: 'November 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month, December 2026' }));
    await screen.findByRole('grid', { name: 'December 2026' });
    // December's days can be chosen now; the board of the 24th is marked.
    await screen.findByRole('button', { name: '24: open menu board for 2026-12-24' });
    expect(day('2026-12-01').disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Previous month, November 2026' }));
    await user.click(screen.getByRole('button', { name: 'Previous month, October 2026' }));
    await screen.findByRole('grid', { name: 'October 2026' });
    // Page Down in the grid goes forward a month, as in date pickers.
    day('2026-10-05').focus();
    await user.keyboard('{PageDown}');
    await screen.findByRole('grid', { name: 'November 2026' });
    expect(api.sent('MenuBoardPageDates').map((v) => v.month)).toEqual(
      expect.arrayContaining(['2026-11', '2026-12', '2026-10']),
    );
  });

  it('opens the board of a marked day', async () => {
    renderLocation(locationServer([{ _id: 'b-7', menuDate: '2026-11-03' }]));
    await screen.findByRole('button', { name: '3: open menu board for 2026-11-03' });
    screen.getByRole('button', { name: '4: create menu board for 2026-11-04' });
    await user.click(day('2026-11-03'));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe(
      '/data-integrations/menu-board-locations/loc-1/menu-boards/b-7',
    );
  });

  it('marks today, and only today', async () => {
    renderLocation(locationServer());
    await screen.findByRole('grid');
    expect(day('2026-11-25').getAttribute('aria-current')).toBe('date');
    expect(document.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
    // Seen as well as announced: drawn unlike the empty day before it (ringed, in bold).
    expect(day('2026-11-25').className).not.toBe(day('2026-11-24').className);
  });

  it('goes to creation with the date for an empty day', async () => {
    renderLocation(locationServer());
    await screen.findByRole('grid');
    await user.click(day('2026-11-30'));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe(
      '/data-integrations/menu-board-locations/loc-1/create-menu-board?date=2026-11-30',
    );
  });

  it('lists the location’s boards, or says there are none', async () => {
    renderLocation(locationServer([{ _id: 'b-7', menuDate: '2026-11-03' }]));
    const list = await screen.findByRole('list', { name: 'Menu boards of this location' });
    within(list).getByText('2026-11-03');
    within(list).getByRole('link', { name: 'Unnamed Menu Board' });
    cleanup();
    renderLocation(locationServer());
    await screen.findByText('No menu boards found for this location.');
  });

  it('keeps empty days closed to a user who may not create boards', async () => {
    const I = PERMISSIONS.integrations;
    renderLocation(locationServer(), menuSession([I.menuBoardLocationRead, I.menuBoardRead]));
    await screen.findByRole('grid');
    expect(day('2026-11-10').getAttribute('aria-disabled')).toBe('true');
  });
});
