import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';
import { NotificationsPage } from './NotificationsPage';

afterEach(cleanup);

function preferencesServer({ refuse = false } = {}) {
  const stored = { screenOffline: true, mediaProcessingFailed: true, storageAlmostFull: false };
  return fakeApi({
    MyNotificationPreferences: () => ({ myPreferences: { notifications: { ...stored } } }),
    UpdateMyNotificationPreferences: (v) => {
      if (refuse) throw new ApiError('Could not save, try again later');
      Object.assign(stored, v.notifications);
      return { updateMyPreferences: { notifications: { ...stored } } };
    },
  });
}

const toggle = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name });

describe('/my-profile/notifications', () => {
  it('shows the stored e-mail switches and saves each change at once', async () => {
    const api = preferencesServer();
    renderPage(<NotificationsPage />, { api, path: '/my-profile/notifications' });
    await screen.findByRole('switch', { name: 'A screen goes offline' });
    expect(toggle('A screen goes offline').checked).toBe(true);
    expect(toggle('A media file fails to process').checked).toBe(true);
    expect(toggle('Storage is almost full (over 90 %)').checked).toBe(false);

    await user.click(toggle('A screen goes offline'));
    await waitFor(() => expect(toggle('A screen goes offline').checked).toBe(false));
    expect(api.sent('UpdateMyNotificationPreferences')).toEqual([
      { notifications: { screenOffline: false } },
    ]);
  });

  it('says when each e-mail is sent', async () => {
    renderPage(<NotificationsPage />, { api: preferencesServer() });
    await screen.findByRole('switch', { name: 'A screen goes offline' });
    const hintOf = (name: string) =>
      document.getElementById(toggle(name).getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hintOf('A screen goes offline')).toMatch(/still offline 2 minutes.*once an hour/);
    expect(hintOf('A media file fails to process')).toMatch(/Names the file/);
    expect(hintOf('Storage is almost full (over 90 %)')).toMatch(/went back under/);
  });

  it('keeps the stored value and says why when saving fails', async () => {
    const api = preferencesServer({ refuse: true });
    renderPage(<NotificationsPage />, { api });
    await screen.findByRole('switch', { name: 'A media file fails to process' });
    await user.click(toggle('A media file fails to process'));
    await screen.findByText('Could not save, try again later');
    expect(toggle('A media file fails to process').checked).toBe(true);
  });
});
