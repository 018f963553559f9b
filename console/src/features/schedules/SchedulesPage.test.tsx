import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
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

  it('shows a new schedule where it is drawn, and a refused name beside the field', async () => {
    const shown = vi.fn();
    // jsdom draws nothing and has no scrollIntoView; this one notes which schedule asked.
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        shown(this.getAttribute('data-schedule-name'));
      },
    });
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    let schedules = [SCHEDULE];
    let refuse = true;
    const api = fakeApi({
      ScheduleList: () => ({
        schedules,
        playlists: [{ __typename: 'Playlist', _id: 'p-1', name: 'Lunch menu' }],
      }),
      CreateSchedule: (v) => {
        const name = String((v.input as { name: string }).name);
        if (refuse) {
          refuse = false;
          throw new ApiError('The name can have at most 255 characters', {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { path: 'input.name', message: 'The name can have at most 255 characters' },
            ],
          });
        }
        const made = { ...SCHEDULE, _id: 's-2', name, playlistTimings: [] };
        schedules = [SCHEDULE, made];
        return { createSchedule: made };
      },
    });
    renderPage(<SchedulesPage />, { api, session: EDITOR, path: '/schedules' });
    const name = await screen.findByPlaceholderText('Name');
    await user.type(name, 'Weekends');
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    await screen.findByText('The name can have at most 255 characters');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect((name as HTMLInputElement).value).toBe('Weekends');

    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith('Weekends'));
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
