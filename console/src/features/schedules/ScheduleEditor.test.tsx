import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AppToaster from '../../app/shell/AppToaster';
import { DELETE_QUESTION } from '../../kit/ConfirmDialog';
import { ADMIN_SESSION, fakeApi, renderPage, user } from '../../test/fakeApi';
import { SchedulesPage } from './SchedulesPage';

afterEach(cleanup);

const EDITOR = {
  ...ADMIN_SESSION,
  permissions: new Set([PERMISSIONS.playlist.read, PERMISSIONS.playlist.update]),
};

const weekdays = {
  __typename: 'Schedule',
  _id: 's-1',
  name: 'Weekdays',
  playlistTimings: [
    {
      __typename: 'PlaylistTiming',
      _id: 't-1',
      timeFrom: '08:00',
      timeTo: '12:00',
      playlistId: 'p-1',
    },
  ],
};

function schedulesServer() {
  let schedules = [weekdays];
  return fakeApi({
    ScheduleList: () => ({
      schedules,
      playlists: [{ __typename: 'Playlist', _id: 'p-1', name: 'Lunch menu' }],
    }),
    UpdateSchedule: () => ({ updateSchedule: weekdays }),
    DeleteSchedule: ({ id }) => {
      schedules = schedules.filter((s) => s._id !== id);
      return { deleteSchedule: true };
    },
  });
}

const open = (api: ReturnType<typeof schedulesServer>) =>
  renderPage(
    <>
      <SchedulesPage />
      <AppToaster />
    </>,
    { api, session: EDITOR, path: '/schedules' },
  );

describe('a schedule', () => {
  it('is deleted only once asked: Cancel keeps it, Delete deletes it', async () => {
    const api = schedulesServer();
    open(api);
    await user.click(await screen.findByRole('button', { name: 'Delete schedule' }));
    // The question's surface can stay aria-hidden in jsdom (its opening motion never finishes).
    const question = await screen.findByRole('alertdialog', { hidden: true });
    within(question).getByText(DELETE_QUESTION);
    within(question).getByText(/Weekdays will be deleted/);
    await user.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }));
    await user.click(await screen.findByRole('button', { name: 'Delete schedule' }));
    expect(api.sent('DeleteSchedule')).toEqual([]);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByTestId('schedule')).toBeNull());
    expect(api.sent('DeleteSchedule')).toEqual([{ id: 's-1' }]);
  });

  it('says "Schedule saved" once saved', async () => {
    open(schedulesServer());
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Schedule saved')).length).toBeGreaterThan(0);
  });
});
