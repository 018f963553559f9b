import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DeviceRenameForm } from './DeviceDetailsParts';

afterEach(cleanup);

describe("a screen's rename form", () => {
  it('says beside the name why the server refused it, and keeps what was typed', async () => {
    const tooLong = 'The name can have at most 255 characters';
    const onRename = vi.fn(async () => {
      throw new CombinedGraphQLErrors({
        errors: [
          {
            message: tooLong,
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: [{ path: 'name', message: tooLong }],
            },
          },
        ],
      });
    });
    renderWithTheme(<DeviceRenameForm name="Lobby" busy={false} onRename={onRename} />);
    const input = screen.getByTestId<HTMLInputElement>('device-name-edit');
    await userEvent.type(input, ' left');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const message = await screen.findByText(tooLong);
    expect(message.closest('.fui-Field')?.textContent).toContain('Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('Lobby left');
    await userEvent.type(input, '!');
    expect(screen.queryByText(tooLong)).toBeNull();
  });
});
