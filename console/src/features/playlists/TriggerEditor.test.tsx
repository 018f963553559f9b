import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TriggerEditor } from './TriggerEditor';

afterEach(cleanup);

/** Types a whole value into a text field, as one input event. */
const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);
const select = (testId: string) => screen.getByTestId<HTMLSelectElement>(testId);

// Fluent's first render in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('TriggerEditor', () => {
  it('shows stored trigger settings and writes them back unchanged but for the edit', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    const rules = {
      type: 'object-detection',
      objectDetectionTarget: { labelName: 'person', minCount: 2 },
    };
    const settings = {
      playWhen: 'only-when-triggered',
      interruptionMode: 'never-when-triggered',
      playUntil: 'until-trigger-ends',
      priority: 3,
    };
    renderWithTheme(
      <TriggerEditor storedRules={rules} storedSettings={settings} onSave={onSave} />,
    );
    expect(select('trigger-type').value).toBe('object-detection');
    expect(input('trigger-labelName').value).toBe('person');
    expect(input('trigger-minCount').value).toBe('2');
    expect(select('playback-playWhen').value).toBe('only-when-triggered');
    expect(select('playback-interruptionMode').value).toBe('never-when-triggered');
    expect(select('playback-playUntil').value).toBe('until-trigger-ends');

    fill('playback-priority', '4');
    expect(onSave).toHaveBeenLastCalledWith({
      triggerRules: rules,
      triggerPlaybackSettings: { ...settings, priority: 4 },
    });

    await user.selectOptions(select('playback-interruptionMode'), 'interruptible');
    expect(onSave.mock.lastCall?.[0].triggerPlaybackSettings).toEqual({
      playWhen: 'only-when-triggered',
      playUntil: 'until-trigger-ends',
      priority: 4,
    });
  });

  it('shows why a trigger is incomplete and does not save it', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    renderWithTheme(<TriggerEditor storedRules={null} storedSettings={null} onSave={onSave} />);
    await user.selectOptions(select('trigger-type'), 'object-detection');
    screen.getByText('Label name or label index is required');
    expect(onSave).not.toHaveBeenCalled();
    fill('trigger-labelIndex', '0');
    expect(onSave).toHaveBeenLastCalledWith({
      triggerRules: {
        type: 'object-detection',
        objectDetectionTarget: { labelIndex: 0, minCount: 1 },
      },
      triggerPlaybackSettings: { playWhen: 'normal', playUntil: 'until-content-ends', priority: 1 },
    });

    const saves = onSave.mock.calls.length;
    await user.selectOptions(select('trigger-type'), 'audience-sensor');
    await user.selectOptions(select('trigger-gender'), 'female');
    fill('trigger-ageMin', '40');
    fill('trigger-ageMax', '30');
    screen.getByText('Minimum age must not exceed maximum age');
    const beforeFix = onSave.mock.calls.length;
    expect(beforeFix).toBeGreaterThan(saves);
    fill('trigger-ageMax', '50');
    expect(onSave).toHaveBeenLastCalledWith({
      triggerRules: {
        type: 'audience-sensor',
        audienceTarget: { gender: 'female', ageRange: { min: 40, max: 50 } },
      },
      triggerPlaybackSettings: { playWhen: 'normal', playUntil: 'until-content-ends', priority: 1 },
    });
  });
});
