import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
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

describe('/account/item-types', () => {
  it('names each type as the scene editor does; global ones are on and fixed', async () => {
    renderPage(<ItemTypesPage global={GLOBAL} />, { api: typesServer(['rss_feed']) });
    await screen.findByRole('list', { name: 'Item types' });
    expect(switchOf('Image (every account)').checked).toBe(true);
    expect(switchOf('Image (every account)').disabled).toBe(true);
    expect(switchOf('Camera with detections').checked).toBe(false);
    expect(switchOf('Camera with detections').disabled).toBe(false);
    expect(screen.getAllByRole('switch').length).toBeGreaterThan(20);
  });

  it('saves the account types beyond the global list, which the editor then offers', async () => {
    const api = typesServer(['rss_feed']);
    renderPage(<ItemTypesPage global={GLOBAL} />, { api });
    await screen.findByRole('list', { name: 'Item types' });
    expect(save().getAttribute('aria-disabled')).toBe('true');
    await user.click(switchOf('Camera with detections'));
    await user.click(save());
    expect(api.sent('UpdateAccountItemTypes')).toEqual([
      { enabledItemTypes: ['rss_feed', 'ai_camera'] },
    ]);
    await screen.findByText('Saved. The scene editor offers these item types.');
    await waitFor(() => expect(save().getAttribute('aria-disabled')).toBe('true'));
  });

  it('shows every type on for every account with the shipped global list', async () => {
    renderPage(<ItemTypesPage />, { api: typesServer([]) });
    await screen.findByRole('list', { name: 'Item types' });
    const switches = screen.getAllByRole<HTMLInputElement>('switch');
    expect(switches.every((s) => s.checked && s.disabled)).toBe(true);
  });
});
