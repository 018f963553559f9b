import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AppToaster from '../../app/shell/AppToaster';
import { DELETE_QUESTION } from '../../kit/ConfirmDialog';
import {
  ADMIN_SESSION,
  ApiError,
  fakeApi,
  renderPage,
  user,
  type Handler,
} from '../../test/fakeApi';
import { SchedulesPage } from './SchedulesPage';

afterEach(() => {
  cleanup();
  // Unsaved edits are kept in the tab's storage; each case starts from the saved schedule.
  sessionStorage.clear();
});

const EDITOR = {
  ...ADMIN_SESSION,
  permissions: new Set([
    PERMISSIONS.playlist.read,
    PERMISSIONS.playlist.update,
    PERMISSIONS.device.manageContent,
  ]),
};

const timing = (_id: string, timeFrom: string, timeTo: string, playlistId: string) => ({
  __typename: 'PlaylistTiming',
  _id,
  timeFrom,
  timeTo,
  playlistId,
});

const PLAYLISTS = [
  { __typename: 'Playlist', _id: 'p-1', name: 'Breakfast' },
  { __typename: 'Playlist', _id: 'p-2', name: 'Lunch' },
  { __typename: 'Playlist', _id: 'p-3', name: 'House loop' },
];

/** A day part, an overlapping one under it, and a default. */
const CAFE = {
  __typename: 'Schedule',
  _id: 's-1',
  name: 'Cafe',
  playlistTimings: [
    timing('t-1', '06:00', '10:59', 'p-1'),
    timing('t-2', '10:00', '14:00', 'p-2'),
    timing('t-3', '00:00', '23:59:59', 'p-3'),
  ],
};

type Timing = { _id: string | null; timeFrom: string; timeTo: string; playlistId: string };

function schedulesServer(schedule = CAFE, handlers: Record<string, Handler> = {}) {
  let schedules = [schedule];
  return fakeApi({
    ScheduleList: () => ({ schedules, playlists: PLAYLISTS }),
    UpdateSchedule: ({ input }) => {
      const sent = (input as { playlistTimings: Timing[] }).playlistTimings;
      const saved = {
        ...schedule,
        playlistTimings: sent.map((t, i) =>
          timing(t._id ?? `new-${i}`, t.timeFrom, t.timeTo, t.playlistId),
        ),
      };
      schedules = [saved];
      return { updateSchedule: saved };
    },
    DeleteSchedule: ({ id }) => {
      schedules = schedules.filter((s) => s._id !== id);
      return { deleteSchedule: true };
    },
    ...handlers,
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

/** What Save sent, as [from, to, playlist] rows in order. */
const savedRows = (api: ReturnType<typeof schedulesServer>) =>
  (api.sent('UpdateSchedule').at(-1)!.input as { playlistTimings: Timing[] }).playlistTimings.map(
    (t) => [t.timeFrom, t.timeTo, t.playlistId],
  );

/** What Monday's column of the week view shows, top to bottom. */
const monday = () =>
  within(screen.getByRole('listitem', { name: /^Mon / }))
    .getAllByTestId('week-block')
    .map((b) => b.getAttribute('aria-label'));

const save = async () => {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findAllByText('Schedule saved')).length).toBeGreaterThan(0);
};

describe('the schedule editor', () => {
  it('moves a row up from the keyboard; the higher row wins the overlap, in the view and saved', async () => {
    const api = schedulesServer();
    open(api);
    await screen.findByText('Higher rows win where times overlap.', { exact: false });
    expect(monday()).toEqual([
      '00:00–05:59 House loop',
      '06:00–10:59 Breakfast',
      '11:00–14:00 Lunch',
      '14:01–23:59 House loop',
    ]);

    screen.getByRole('button', { name: 'Move Lunch, 10:00–14:00 every day up' }).focus();
    await user.keyboard('{Enter}');
    expect(
      screen
        .getAllByRole('group', { name: /^Row / })
        .map((r) => within(r).getByRole('combobox', { name: 'Playlist' })),
    ).toHaveLength(2);
    expect(monday()).toEqual([
      '00:00–05:59 House loop',
      '06:00–09:59 Breakfast',
      '10:00–14:00 Lunch',
      '14:01–23:59 House loop',
    ]);
    await save();
    expect(savedRows(api)).toEqual([
      ['10:00', '14:00', 'p-2'],
      ['06:00', '10:59', 'p-1'],
      ['00:00', '23:59:59', 'p-3'],
    ]);
  });

  it('keeps unsaved edits when the page is left, says so on return, and discards them on request', async () => {
    const api = schedulesServer();
    open(api);
    await screen.findByText('Higher rows win where times overlap.', { exact: false });
    screen.getByRole('button', { name: 'Move Lunch, 10:00–14:00 every day up' }).focus();
    await user.keyboard('{Enter}');
    const moved = [
      '00:00–05:59 House loop',
      '06:00–09:59 Breakfast',
      '10:00–14:00 Lunch',
      '14:01–23:59 House loop',
    ];
    expect(monday()).toEqual(moved);
    // The operator follows a link away (the page goes) and comes back: nothing was saved.
    cleanup();
    open(api);
    await screen.findByText('Your unsaved changes to this schedule were kept', { exact: false });
    expect(monday()).toEqual(moved);
    expect(api.sent('UpdateSchedule')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(monday()).toEqual([
      '00:00–05:59 House loop',
      '06:00–10:59 Breakfast',
      '11:00–14:00 Lunch',
      '14:01–23:59 House loop',
    ]);
    expect(screen.queryByTestId('schedule-restored')).toBeNull();
    cleanup();
    open(api);
    await screen.findByText('Higher rows win where times overlap.', { exact: false });
    expect(screen.queryByTestId('schedule-restored')).toBeNull();
  });

  it('shows a calendar month of what plays each day, the default named in the legend', async () => {
    open(schedulesServer());
    await user.click(await screen.findByRole('radio', { name: 'Month' }));
    const days = await screen.findAllByTestId('month-day');
    expect(days.length % 7).toBe(0);
    for (const day of days)
      expect(
        within(day)
          .getAllByTitle(/ (House loop|Breakfast|Lunch)$/)
          .map((l) => l.title),
      ).toEqual([
        '00:00–05:59 House loop',
        '06:00–10:59 Breakfast',
        '11:00–14:00 Lunch',
        '14:01–23:59 House loop',
      ]);
    const legend = screen.getByRole('list', { name: 'Playlists in this view' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['House loop', 'Breakfast', 'Lunch']);
  });

  it('keeps the default last when rows are added, and drops it when unticked', async () => {
    const api = schedulesServer();
    open(api);
    const fallback = await screen.findByRole('group', { name: 'Default' });
    const tick = within(fallback).getByRole('checkbox', {
      name: 'Default (plays when nothing above does)',
    });
    expect((tick as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByTestId('schedule-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add day part' }));
    await save();
    expect(savedRows(api).at(-1)).toEqual(['00:00', '23:59:59', 'p-3']);
    expect(savedRows(api)).toHaveLength(4);

    await user.click(tick);
    await save();
    expect(savedRows(api).map((r) => r[2])).toEqual(['p-1', 'p-2', 'p-1']);
    expect(monday()[0]).toBe('06:00–10:59 Breakfast');
  });

  it('saves a date range as two date-times, and shows it above the day parts it beats', async () => {
    const api = schedulesServer();
    open(api);
    await user.click(await screen.findByRole('button', { name: 'Add date range' }));
    const third = screen.getByRole('group', { name: 'Row 3' });
    fireEvent.change(within(third).getByLabelText('Start time'), {
      target: { value: '2030-03-04T09:00' },
    });
    fireEvent.change(within(third).getByLabelText('End time'), {
      target: { value: '2030-03-10T18:00' },
    });
    // To the top: the promotion beats breakfast and lunch while it runs.
    const moveUp = (row: number) =>
      user.click(screen.getAllByRole('button', { name: /^Move .* up$/ })[row]!);
    await moveUp(2);
    await moveUp(1);
    await save();
    expect(savedRows(api)[0]).toEqual(['2030-03-04T09:00', '2030-03-10T18:00', 'p-1']);
    expect(savedRows(api)).toHaveLength(4);

    // A day part turned into a date range keeps its hours, on today's date.
    const second = screen.getByRole('group', { name: 'Row 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Plays' }), 'date-range');
    expect(within(second).getByLabelText<HTMLInputElement>('Start time').value).toMatch(
      /^\d{4}-\d{2}-\d{2}T06:00$/,
    );
  });

  it('keeps a day part that ends after midnight, says so, and shows it into the next day', async () => {
    const api = schedulesServer();
    open(api);
    const second = await screen.findByRole('group', { name: 'Row 2' });
    fireEvent.change(within(second).getByLabelText('End time'), { target: { value: '02:00' } });
    await within(second).findByText('The next day');
    // Monday starts with the night Sunday's lunch row ran into; the house loop follows.
    await waitFor(() => expect(monday()[0]).toBe('00:00–02:00 Lunch'));
    await save();
    expect(savedRows(api)[1]).toEqual(['10:00', '02:00', 'p-2']);

    // Turned into a date range, it ends on the next day, as it did every day.
    const row = screen.getByRole('group', { name: 'Row 2' });
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Plays' }), 'date-range');
    const start = within(row).getByLabelText<HTMLInputElement>('Start time').value;
    const end = within(row).getByLabelText<HTMLInputElement>('End time').value;
    expect(start).toMatch(/T10:00$/);
    expect(end).toMatch(/T02:00$/);
    const startDay = new Date(`${start.slice(0, 10)}T12:00`);
    expect(new Date(`${end.slice(0, 10)}T12:00`).getDate()).toBe(
      new Date(startDay.getFullYear(), startDay.getMonth(), startDay.getDate() + 1).getDate(),
    );
  });

  it('says beside a row whose playlist was deleted that nothing plays then', async () => {
    const gone = {
      ...CAFE,
      playlistTimings: [timing('t-1', '11:00', '14:00', 'p-deleted'), CAFE.playlistTimings[2]!],
    };
    open(schedulesServer(gone));
    const first = await screen.findByRole('group', { name: 'Row 1' });
    within(first).getByText(
      'This playlist was deleted: nothing plays in these hours. Choose another.',
    );
    expect(
      within(first).getByRole('combobox', { name: 'Playlist' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('keeps a date range a date range while its start is typed again', async () => {
    open(schedulesServer());
    await user.click(await screen.findByRole('button', { name: 'Add date range' }));
    const third = screen.getByRole('group', { name: 'Row 3' });
    const start = () => within(third).getByLabelText<HTMLInputElement>('Start time');
    fireEvent.change(within(third).getByLabelText('End time'), {
      target: { value: '2030-03-10T18:00' },
    });
    // The date input holds nothing for a moment (its month cleared with Backspace).
    fireEvent.change(start(), { target: { value: '' } });
    expect(within(third).getByRole<HTMLSelectElement>('combobox', { name: 'Plays' }).value).toBe(
      'date-range',
    );
    expect(start().type).toBe('datetime-local');
    expect(within(third).getByLabelText<HTMLInputElement>('End time').value).toBe(
      '2030-03-10T18:00',
    );
    fireEvent.change(start(), { target: { value: '2030-03-04T09:00' } });
    expect(start().value).toBe('2030-03-04T09:00');
  });

  it('says in words that a date is not whole yet, keeps what was typed, and sends nothing', async () => {
    const api = schedulesServer();
    open(api);
    await user.click(await screen.findByRole('button', { name: 'Add date range' }));
    const third = screen.getByRole('group', { name: 'Row 3' });
    const end = () => within(third).getByLabelText<HTMLInputElement>('End time');
    // Typed into the year without stopping: Chromium's date input takes up to six digits.
    fireEvent.change(end(), { target: { value: '20261-12-01T23:59' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Row 3, End time: Enter a whole date and time, with a four-digit year');
    within(third).getByText('Enter a whole date and time, with a four-digit year');
    expect(end().getAttribute('aria-invalid')).toBe('true');
    expect(end().value).toBe('20261-12-01T23:59');
    expect(api.sent('UpdateSchedule')).toEqual([]);

    fireEvent.change(end(), { target: { value: '2026-12-01T23:59' } });
    await save();
    expect(savedRows(api)[2]?.[1]).toBe('2026-12-01T23:59');
  });

  it('puts each refused field’s error beside it, the default’s in the default', async () => {
    const api = schedulesServer(CAFE, {
      UpdateSchedule: () => {
        throw new ApiError('Invalid schedule', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [
            { path: 'playlistTimings.1.timeTo', message: 'Start time must be before end time' },
            { path: 'playlistTimings.2.playlistId', message: 'No such playlist' },
          ],
        });
      },
    });
    open(api);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText('Row 2, End time: Start time must be before end time');
    const second = screen.getByRole('group', { name: 'Row 2' });
    expect(second.dataset.invalid).toBe('true');
    expect(within(second).getByLabelText('End time').getAttribute('aria-invalid')).toBe('true');
    within(second).getByText('Start time must be before end time');
    expect(screen.getByRole('group', { name: 'Row 1' }).dataset.invalid).toBeUndefined();
    const fallback = screen.getByRole('group', { name: 'Default' });
    expect(fallback.dataset.invalid).toBe('true');
    within(fallback).getByText('No such playlist');
  });

  it('opens the publish dialog with this schedule chosen', async () => {
    const api = schedulesServer(CAFE, {
      PublishableContent: () => ({
        playlists: PLAYLISTS,
        scenes: [],
        schedules: [
          { __typename: 'Schedule', _id: 's-1', name: 'Cafe' },
          { __typename: 'Schedule', _id: 's-2', name: 'Newer' },
        ],
        files: [],
      }),
      ScreenGroups: () => ({ screenGroups: [] }),
    });
    open(api);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const content = await within(dialog).findByTestId('publish-content');
    expect(within(dialog).getByTestId<HTMLSelectElement>('publish-kind').value).toBe('schedule');
    expect((content as HTMLSelectElement).value).toBe('s-1');
  });

  it('asks to publish only what is saved', async () => {
    open(schedulesServer());
    await user.click(await screen.findByRole('button', { name: 'Add day part' }));
    expect(screen.getByRole('button', { name: 'Publish' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    screen.getByText('Save first: screens get the saved schedule.');
  });

  it('is deleted only once asked: Cancel keeps it, Delete deletes it', async () => {
    const api = schedulesServer();
    open(api);
    await user.click(await screen.findByRole('button', { name: 'Delete schedule' }));
    // The question's surface can stay aria-hidden in jsdom (its opening motion never finishes).
    const question = await screen.findByRole('alertdialog', { hidden: true });
    within(question).getByText(DELETE_QUESTION);
    within(question).getByText(/Cafe will be deleted/);
    await user.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }));
    await user.click(await screen.findByRole('button', { name: 'Delete schedule' }));
    expect(api.sent('DeleteSchedule')).toEqual([]);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByTestId('schedule')).toBeNull());
    expect(api.sent('DeleteSchedule')).toEqual([{ id: 's-1' }]);
  });
});
