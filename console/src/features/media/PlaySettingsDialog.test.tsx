import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../test/fakeApi';
import { renderWithTheme } from '../../test/render';
import { PlaySettingsDialog, type PlaySettings } from './PlaySettingsDialog';

afterEach(cleanup);

const NONE: PlaySettings = {
  playbackSource: 'Converted',
  validFrom: null,
  validUntil: null,
  muted: false,
};

/** What a screen reader hears as the field's description (its hint and error). */
const describedAs = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function open(props: Partial<Parameters<typeof PlaySettingsDialog>[0]> = {}) {
  const onSave = vi.fn(async (_settings: PlaySettings) => {});
  const onClose = vi.fn();
  renderWithTheme(
    <PlaySettingsDialog
      fileName="Lobby.mp4"
      isVideo
      initial={NONE}
      onClose={onClose}
      onSave={onSave}
      {...props}
    />,
  );
  return { onSave, onClose };
}

/** Picks a date and time as the browser's date-time control hands it over. */
const pick = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PlaySettingsDialog', () => {
  it('refuses a "Show until" before "Show from", beside that field, and saves nothing', async () => {
    const { onSave, onClose } = open();
    pick('Show from', '2026-12-24T18:00');
    pick('Show until', '2026-12-24T09:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const until = screen.getByLabelText('Show until');
    expect(describedAs(until)).toContain('Show until must be later than show from');
    expect(until.getAttribute('aria-invalid')).toBe('true');
    expect(describedAs(screen.getByLabelText('Show from'))).not.toContain('must be later');
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    // Mended, it saves the window and the rest as they stand.
    pick('Show until', '2026-12-31T23:59');
    expect(describedAs(until)).not.toContain('must be later');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      playbackSource: 'Converted',
      validFrom: '2026-12-24T18:00',
      validUntil: '2026-12-31T23:59',
      muted: false,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('mutes a video, and clears a date left empty', async () => {
    const { onSave } = open({
      initial: { ...NONE, validFrom: '2026-12-01T09:00', validUntil: '2026-12-24T18:00' },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Show from').value).toBe('2026-12-01T09:00');
    await user.click(screen.getByRole('switch', { name: 'Mute (play without sound)' }));
    pick('Show from', '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      playbackSource: 'Converted',
      validFrom: null,
      validUntil: '2026-12-24T18:00',
      muted: true,
    });
  });

  it('offers no mute for a picture', () => {
    open({ fileName: 'Menu.png', isVideo: false });
    expect(screen.queryByRole('switch', { name: /Mute/ })).toBeNull();
    screen.getByLabelText('Show from');
  });

  it("puts the server's refusal of a date beside its field, and other failures above", async () => {
    const refusal = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Enter a date and time',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'validFrom', message: 'Enter a date and time' }],
          },
        },
      ],
    });
    const onSave = vi.fn<(s: PlaySettings) => Promise<void>>().mockRejectedValueOnce(refusal);
    open({ onSave });
    pick('Show from', '2026-12-24T18:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(describedAs(screen.getByLabelText('Show from'))).toContain('Enter a date and time'),
    );
    expect(screen.queryByText('Something went wrong, try again later.')).toBeNull();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    onSave.mockRejectedValueOnce(new Error('network'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Something went wrong, try again later.');
  });
});
