import { parseContent, timingRulesV2Schema } from '@marquee/sdk/model';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TimingRulesEditor } from './TimingRulesEditor';

afterEach(cleanup);

/** Types a whole value into a text field, as one input event. */
const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

// Fluent's first render in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('TimingRulesEditor', () => {
  /** The editor with one new rule holding one empty time range. */
  async function withEmptyTimeRange() {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    renderWithTheme(<TimingRulesEditor stored={undefined} onSave={onSave} />);
    screen.getByText('No timing rules: the item always plays.');
    await user.click(screen.getByTestId('add-timing-rule'));
    expect(onSave).toHaveBeenLastCalledWith([
      { mode: 'always', isPlaying: true, isPriority: false },
    ]);
    await user.click(screen.getByTestId('add-time-range'));
    return onSave;
  }

  it('shows the timing form messages and saves nothing while a range is wrong', async () => {
    const onSave = await withEmptyTimeRange();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    fill('rule-time-start', '10:00');
    fill('rule-time-end', '09:00');
    screen.getByText('Start time must be before end time');
    fill('rule-time-start', '-01:00');
    screen.getByText('Start time must be positive');
    fill('rule-time-end', '-02:00');
    screen.getByText('End time must be positive');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("shows the sdk schema's own message for a time past the day", async () => {
    const onSave = await withEmptyTimeRange();
    fill('rule-time-start', '08:00');
    fill('rule-time-end', '24:30');
    // The simulator and the server word this field's problem the same way.
    const rules = [{ timeRangesV2: [{ start: '08:00', end: '24:30' }] }];
    const sdk = parseContent(timingRulesV2Schema, rules);
    const message = sdk.ok ? 'accepted' : sdk.errors[0]!.message;
    expect(message).toBe('"24:30" is not a time of day HH:mm or HH:mm:ss (00:00 to 23:59:59)');
    screen.getByText(message);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('saves a valid range as the sdk schema reads it', async () => {
    const onSave = await withEmptyTimeRange();
    fill('rule-time-start', '8:00');
    fill('rule-time-end', '09:30');
    expect(screen.queryByText(/must be|Required/)).toBeNull();
    const saved = onSave.mock.lastCall?.[0];
    expect(saved).toEqual([
      {
        mode: 'always',
        timeRangesV2: [{ start: '08:00', end: '09:30' }],
        isPlaying: true,
        isPriority: false,
      },
    ]);
    expect(timingRulesV2Schema.safeParse(saved).success).toBe(true);
  });

  it('edits weekdays, priority and removal of stored rules', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    renderWithTheme(
      <TimingRulesEditor
        stored={[{ mode: 'weekly', weekDays: { mon: true }, isPlaying: true }]}
        onSave={onSave}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Mon').checked).toBe(true);
    await user.click(screen.getByLabelText('Sat'));
    await user.click(screen.getByLabelText('Priority'));
    expect(onSave).toHaveBeenLastCalledWith([
      {
        mode: 'weekly',
        weekDays: {
          sun: false,
          mon: true,
          tue: false,
          wed: false,
          thu: false,
          fri: false,
          sat: true,
        },
        isPlaying: true,
        isPriority: true,
      },
    ]);
    await user.click(screen.getByTestId('remove-timing-rule'));
    expect(onSave).toHaveBeenLastCalledWith(null);
  });
});
