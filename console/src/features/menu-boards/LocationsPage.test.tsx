import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS } from '@marquee/sdk/model';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, fakeApi, user } from '../../test/fakeApi';
import { LocationsPage } from './LocationsPage';
import { SOURCE_FIXED_NOTE } from './LocationDialog';
import { menuSession, renderRoute } from '../../test/menuBoardsRouting';

afterEach(cleanup);

interface Loc {
  __typename?: 'MenuBoardLocation';
  _id: string;
  name: string;
  dataSource: 'NONE' | 'SEPTIM' | 'GS';
  septimStoreId: string | null;
  gsAffiliateId: string | null;
  currency?: string;
}

// The real server names every object's type; the cache needs it to read fragments.
const typed = (loc: Loc): Loc => ({ currency: 'CZK', ...loc, __typename: 'MenuBoardLocation' });

function locationsServer(initial: Loc[] = [], staticBoards: unknown[] = []) {
  const locations = [...initial];
  return fakeApi({
    MenuBoardLocationList: () => ({ menuBoardLocations: locations.map(typed) }),
    MenuBoardLocationCreate: (v) => {
      const data = v.data as Record<string, string | undefined>;
      if (data.dataSource === 'SEPTIM' && data.septimStoreId === 'bad')
        throw new ApiError('septimStoreId: Unknown store', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'septimStoreId', message: 'Unknown store' }],
        });
      const loc: Loc = {
        _id: `l-${locations.length + 1}`,
        name: data.name!,
        dataSource: (data.dataSource ?? 'NONE') as Loc['dataSource'],
        septimStoreId: data.septimStoreId ?? null,
        gsAffiliateId: data.gsAffiliateId ?? null,
        currency: data.currency ?? 'CZK',
      };
      locations.push(loc);
      return { createMenuBoardLocation: typed(loc) };
    },
    MenuBoardLocationUpdate: (v) => {
      const loc = locations.find((l) => l._id === v.id)!;
      Object.assign(loc, v.data);
      return { updateMenuBoardLocation: typed(loc) };
    },
    MenuBoardLocationDelete: (v) => {
      locations.splice(
        locations.findIndex((l) => l._id === v.id),
        1,
      );
      return { deleteMenuBoardLocation: true };
    },
    MenuBoardPageList: () => ({ menuBoards: { data: staticBoards, total: staticBoards.length } }),
  });
}

const renderLocations = (api: ReturnType<typeof fakeApi>, session = menuSession()) =>
  renderRoute(<LocationsPage />, {
    api,
    session,
    route: '/data-integrations/menu-board-locations',
    path: '/data-integrations/menu-board-locations',
  });

const dialog = () => screen.getByRole('dialog');

describe('/data-integrations/menu-board-locations', () => {
  it('shows the empty states of locations and static boards', async () => {
    renderLocations(locationsServer());
    await screen.findByText('No locations found...');
    await screen.findByText('No static menu boards found. Create one to get started.');
  });

  it('creates a Septim location: the id field follows the source and the id is sent with it', async () => {
    const api = locationsServer();
    renderLocations(api);
    await user.click(await screen.findByRole('button', { name: 'Create location' }));
    await user.type(within(dialog()).getByRole('textbox', { name: /Location name/ }), 'Cafe');
    await user.click(within(dialog()).getByRole('button', { name: 'Advanced Settings' }));
    const source = within(dialog()).getByRole('combobox', { name: 'Data source type' });
    expect(within(dialog()).queryByRole('textbox', { name: /Septim Store ID/ })).toBeNull();

    await user.selectOptions(source, 'GS');
    await user.type(within(dialog()).getByRole('textbox', { name: /GS Affiliate ID/ }), '77');
    // Changing the source clears the id typed for the other one.
    await user.selectOptions(source, 'SEPTIM');
    const storeId = within(dialog()).getByRole('textbox', { name: /Septim Store ID/ });
    expect((storeId as HTMLInputElement).value).toBe('');
    within(dialog()).getByText('Syncs menu data from the POS system.');
    await user.type(storeId, 'S-1');
    await user.selectOptions(
      within(dialog()).getByRole('combobox', { name: /Currency/ }),
      'Euro (EUR)',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('MenuBoardLocationCreate')).toEqual([
      { data: { name: 'Cafe', currency: 'EUR', dataSource: 'SEPTIM', septimStoreId: 'S-1' } },
    ]);
    const row = (await screen.findByRole('link', { name: 'Cafe' })).closest('tr')!;
    within(row).getByText('Septim (S-1)');
  });

  it('shows a server error in the dialog, at its field, and keeps what was typed', async () => {
    renderLocations(locationsServer());
    await user.click(await screen.findByRole('button', { name: 'Create location' }));
    await user.type(within(dialog()).getByRole('textbox', { name: /Location name/ }), 'Cafe');
    await user.click(within(dialog()).getByRole('button', { name: 'Advanced Settings' }));
    await user.selectOptions(
      within(dialog()).getByRole('combobox', { name: 'Data source type' }),
      'SEPTIM',
    );
    await user.type(within(dialog()).getByRole('textbox', { name: /Septim Store ID/ }), 'bad');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await within(dialog()).findByText('septimStoreId: Unknown store');
    within(dialog()).getByText('Unknown store');
    expect(
      within(dialog()).getByRole<HTMLInputElement>('textbox', { name: /Septim Store ID/ }).value,
    ).toBe('bad');
  });

  it('offers the currency of the browser’s locale for a new location, each by its name', async () => {
    const api = locationsServer();
    renderLocations(api);
    await user.click(await screen.findByRole('button', { name: 'Create location' }));
    const currency = within(dialog()).getByRole<HTMLSelectElement>('combobox', {
      name: /Currency/,
    });
    // jsdom's browser speaks en-US.
    expect(currency.selectedOptions[0]!.textContent).toBe('US Dollar (USD)');
    within(currency).getByRole('option', { name: 'Czech Koruna (CZK)' });
    within(dialog()).getByText("Prices on this location's menu boards are shown in it.");
  });

  it('edits the name and the currency: the source is read-only with the note about support', async () => {
    const api = locationsServer([
      { _id: 'l-1', name: 'Old', dataSource: 'GS', septimStoreId: null, gsAffiliateId: 'A-9' },
    ]);
    renderLocations(api);
    await user.click(await screen.findByRole('button', { name: 'Edit Old' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Advanced Settings' }));
    expect(within(dialog()).queryByRole('combobox', { name: 'Data source type' })).toBeNull();
    within(dialog()).getByText(SOURCE_FIXED_NOTE);
    const affiliate = within(dialog()).getByRole('textbox', { name: 'GS Affiliate ID' });
    expect((affiliate as HTMLInputElement).readOnly).toBe(true);
    expect((affiliate as HTMLInputElement).value).toBe('A-9');

    const name = within(dialog()).getByRole('textbox', { name: /Location name/ });
    await user.clear(name);
    await user.type(name, 'New');
    const currency = within(dialog()).getByRole<HTMLSelectElement>('combobox', {
      name: /Currency/,
    });
    expect(currency.value).toBe('CZK');
    await user.selectOptions(currency, 'Polish Zloty (PLN)');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('MenuBoardLocationUpdate')).toEqual([
      { id: 'l-1', data: { name: 'New', currency: 'PLN' } },
    ]);
    await screen.findByRole('link', { name: 'New' });
  });

  it('deletes a location after asking', async () => {
    const api = locationsServer([
      { _id: 'l-1', name: 'Cafe', dataSource: 'NONE', septimStoreId: null, gsAffiliateId: null },
    ]);
    renderLocations(api);
    await user.click(await screen.findByRole('button', { name: 'Delete Cafe' }));
    await user.click(
      // jsdom never finishes Fluent's opening motion, so the surface may still be aria-hidden.
      within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', {
        name: 'Delete',
        hidden: true,
      }),
    );
    await screen.findByText('No locations found...');
    expect(api.sent('MenuBoardLocationDelete')).toEqual([{ id: 'l-1' }]);
  });

  it('lists static boards with their first meals', async () => {
    const meals = ['Tea', 'Coffee', 'Juice', 'Water'].map((name, i) => ({
      _id: `m-${i}`,
      name: { default: name },
    }));
    renderLocations(locationsServer([], [{ _id: 's-1', name: null, menuDate: null, meals }]));
    const list = await screen.findByRole('list', { name: 'Static menu boards' });
    expect(
      within(list).getByRole('link', { name: 'Unnamed Menu Board' }).getAttribute('href'),
    ).toBe('/data-integrations/menu-boards/s-1');
    within(list).getByText('Tea, Coffee, Juice ... and 1 more meals');
  });

  it('offers no create, edit or delete to a user who may only read', async () => {
    renderLocations(
      locationsServer([
        { _id: 'l-1', name: 'Cafe', dataSource: 'NONE', septimStoreId: null, gsAffiliateId: null },
      ]),
      menuSession([PERMISSIONS.integrations.menuBoardLocationRead]),
    );
    await screen.findByRole('link', { name: 'Cafe' });
    expect(screen.queryByRole('button', { name: 'Create location' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Cafe' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Cafe' })).toBeNull();
    expect(screen.queryByText('Static menu boards')).toBeNull();
  });
});
