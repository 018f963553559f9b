import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION, fakeApi, renderPage, user } from '../../test/fakeApi';
import { ItemTypesPage } from './ItemTypesPage';

afterEach(cleanup);

/** A global list without the data widgets, so the account's own switches can be tried. */
const GLOBAL = ['image', 'video', 'text'];

function typesServer(initial: string[]) {
  let types = initial;
  const account = () => ({ __typename: 'Account', _id: 'a1', enabledItemTypes: types });
  return fakeApi({
    AccountItemTypes: () => ({ currentAccount: account() }),
    UpdateAccountItemTypes: (v) => {
      types = v.enabledItemTypes as string[];
      return { updateAccount: account() };
    },
  });
}

const switchOf = (label: string) => screen.getByRole<HTMLInputElement>('switch', { name: label });
const save = () => screen.getByRole('button', { name: 'Save' });

const PLAN_WITHOUT_DATA = {
  features: new Set(['api-keys', 'audit-log', 'schedules']),
  tariffs: { 'data-integrations': 'Standard' },
};

describe('/account/item-types', () => {
  it('lists the types every organization has, and switches for the others', async () => {
    renderPage(<ItemTypesPage global={GLOBAL} />, { api: typesServer(['rss_feed']) });
    await screen.findByRole('heading', { name: 'Always available' });
    const always = screen.getByRole('list', { name: 'Always available' });
    within(always).getByText('Image');
    expect(screen.queryByRole('switch', { name: 'Image' })).toBeNull();
    expect(switchOf('RSS feed').checked).toBe(true);
    expect(switchOf('Camera with detections').checked).toBe(false);
    screen.getByText(/offers 4 of the/);
    expect(screen.queryByRole('heading', { name: 'Not in your plan' })).toBeNull();
  });

  it('saves the account types beyond the global list, which the editor then offers', async () => {
    const api = typesServer(['rss_feed']);
    renderPage(<ItemTypesPage global={GLOBAL} />, { api });
    await screen.findByRole('heading', { name: 'Chosen for this organization' });
    expect(save().getAttribute('aria-disabled')).toBe('true');
    await user.click(switchOf('Camera with detections'));
    await user.click(save());
    expect(api.sent('UpdateAccountItemTypes')).toEqual([
      { enabledItemTypes: ['rss_feed', 'ai_camera'] },
    ]);
    await screen.findByText('Saved. The scene editor offers the item types that are on.');
    await waitFor(() => expect(save().getAttribute('aria-disabled')).toBe('true'));
  });

  it('says which types the plan does not include, and which plan does', async () => {
    renderPage(<ItemTypesPage />, {
      api: typesServer([]),
      session: { ...ADMIN_SESSION, ...PLAN_WITHOUT_DATA },
    });
    const locked = await screen.findByRole('list', { name: 'Not in your plan' });
    within(locked).getByText('Camera with detections');
    expect(within(locked).queryByText('Image')).toBeNull();
    expect(screen.getByTestId('feature-locked').textContent).toContain(
      'you need to upgrade to the Standard',
    );
    within(screen.getByRole('list', { name: 'Always available' })).getByText('Image');
    // Nothing to choose with the shipped global list: no switches, no Save.
    expect(screen.queryAllByRole('switch')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('has every type available with the shipped list on a plan with data integrations', async () => {
    renderPage(<ItemTypesPage />, { api: typesServer([]) });
    const always = await screen.findByRole('list', { name: 'Always available' });
    within(always).getByText('Camera with detections');
    expect(screen.queryByRole('heading', { name: 'Not in your plan' })).toBeNull();
  });
});
