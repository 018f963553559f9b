import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceCommandType } from '../../graphql/generated';
import { user } from '../../test/fakeApi';
import { renderWithTheme } from '../../test/render';
import { DeviceCommandsPanel } from './DeviceCommandsPanel';
import { commandTimeLabel } from './deviceCommands';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: the panel's width is what this test says it is. */
const givenWidth = (px: number) =>
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(px);

// The question's surface can stay aria-hidden in jsdom while its opening motion never finishes
// (no Web Animations here), so its buttons are found with hidden roles counted.
const answer = async (question: string, button: string) => {
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  within(dialog).getByText(question);
  await user.click(within(dialog).getByRole('button', { name: button, hidden: true }));
};

function panel(capabilities: ReadonlySet<string> | null = null) {
  const sent: DeviceCommandType[] = [];
  renderWithTheme(
    <DeviceCommandsPanel
      deviceName="Counter"
      capabilities={capabilities}
      commands={[
        {
          _id: 'c1',
          type: 'reload',
          status: 'done',
          error: null,
          createdAt: '2026-11-28T09:41:00.000Z',
          completedAt: '2026-11-28T09:41:05.000Z',
        },
      ]}
      onSend={(type) => sent.push(type)}
      sending={false}
    />,
  );
  return sent;
}

describe('remote commands', () => {
  it('asks before a reboot: Cancel sends nothing, Reboot sends it', async () => {
    const sent = panel();
    await user.click(screen.getByRole('button', { name: 'Reboot' }));
    await answer('Reboot Counter?', 'Cancel');
    await screen.findByRole('button', { name: 'Reboot' });
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reboot' }));
    await answer('Reboot Counter?', 'Reboot');
    await waitFor(() => expect(sent).toEqual(['reboot']));
  });

  it('asks before display off, and sends display on at once', async () => {
    const sent = panel();
    await user.click(screen.getByRole('button', { name: 'Display on' }));
    expect(sent).toEqual(['displayOn']);
    await user.click(screen.getByRole('button', { name: 'Display off' }));
    await answer('Turn off the display of Counter?', 'Display off');
    await waitFor(() => expect(sent).toEqual(['displayOn', 'displayOff']));
  });

  it('holds back what the screen said it cannot do, and says so beside the buttons', async () => {
    // A web browser: it reloads and takes screenshots, it has no display or power to switch.
    const sent = panel(new Set(['screenshot', 'local-state']));
    for (const name of ['Display on', 'Display off', 'Reboot']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.getAttribute('aria-describedby')).toBe('device-commands-lacked');
      await user.click(button);
    }
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(sent).toEqual([]);
    expect(document.getElementById('device-commands-lacked')?.textContent).toBe(
      'Counter cannot reboot or turn its display off and on.',
    );
    await user.click(screen.getByRole('button', { name: 'Reload player' }));
    await answer('Reload the player on Counter?', 'Reload player');
    await waitFor(() => expect(sent).toEqual(['reload']));
  });

  it('shows when each command was sent with its time, not the date alone', () => {
    panel();
    const sent = screen.getByRole('cell', { name: commandTimeLabel('2026-11-28T09:41:00.000Z') });
    expect(sent.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-28T09:41:00.000Z');
    expect(
      commandTimeLabel('2026-11-28T09:41:00.000Z', { locale: 'en-GB', timeZone: 'Europe/Prague' }),
    ).toBe('28 Nov 2026, 10:41');
  });

  it('lists each command as a card on a phone: its name, status and time, nothing hidden', () => {
    givenWidth(342);
    panel();
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(screen.getByRole('list', { name: 'Commands' })).getAllByRole('listitem');
    expect(card!.getAttribute('data-status')).toBe('done');
    expect(card!.firstElementChild?.textContent).toBe('Reload player');
    const facts = within(card!)
      .getAllByRole('term')
      .map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Status: Done',
      `Sent: ${commandTimeLabel('2026-11-28T09:41:00.000Z')}`,
    ]);
  });
});
