import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SORT_INSTRUCTIONS } from '../../kit/SortableList';
import { ADMIN_SESSION, ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';
import { SCHEDULE_FIELD_ERRORS } from '../../test/realisticEntries';
import { SchedulesPage } from './SchedulesPage';

afterEach(cleanup);

const EDITOR = {
  ...ADMIN_SESSION,
  permissions: new Set([PERMISSIONS.playlist.read, PERMISSIONS.playlist.update]),
};

const timing = (_id: string, timeFrom: string, timeTo: string) => ({
  __typename: 'PlaylistTiming',
  _id,
  timeFrom,
  timeTo,
  playlistId: 'p-1',
});

const SCHEDULE = {
  __typename: 'Schedule',
  _id: 's-1',
  name: 'Weekdays',
  playlistTimings: [timing('t-1', '08:00', '12:00'), timing('t-2', '13:00', '17:00')],
};

function schedulesServer() {
  return fakeApi({
    ScheduleList: () => ({
      schedules: [SCHEDULE],
      playlists: [{ __typename: 'Playlist', _id: 'p-1', name: 'Lunch menu' }],
    }),
    UpdateSchedule: () => {
      throw new ApiError('Start time must be before end time', {
        code: 'BAD_USER_INPUT',
        fieldErrors: SCHEDULE_FIELD_ERRORS,
      });
    },
  });
}

describe('/schedules', () => {
  it('puts a refused row’s error beside its field, marks the row and says it in words', async () => {
    const api = schedulesServer();
    renderPage(<SchedulesPage />, { api, session: EDITOR, path: '/schedules' });
    const second = await screen.findByRole('group', { name: 'Row 2' });
    fireEvent.change(within(second).getByLabelText('End time'), { target: { value: '11:00' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Row 2, End time: Start time must be before end time');
    expect(second.dataset.invalid).toBe('true');
    const end = within(second).getByLabelText('End time');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    within(second).getByText('Start time must be before end time');
    const first = screen.getByRole('group', { name: 'Row 1' });
    expect(first.dataset.invalid).toBeUndefined();
    expect(within(first).queryByText('Start time must be before end time')).toBeNull();
    // The drag handle's screen-reader instructions follow the text; they are not the form's.
    expect(document.body.textContent?.replace(SORT_INSTRUCTIONS, '')).not.toMatch(
      /playlistTimings|timeTo/,
    );
    await waitFor(() => expect(api.sent('UpdateSchedule')).toHaveLength(1));
  });
});
