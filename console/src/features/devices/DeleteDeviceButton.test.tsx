import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../test/fakeApi';
import { renderWithTheme } from '../../test/render';
import { DeleteDeviceButton } from './DeviceDetailsParts';

afterEach(cleanup);

// The question's surface can stay aria-hidden in jsdom while its opening motion runs (no Web
// Animations here): its buttons are waited for, with hidden roles counted. Looked up at once,
// one run in several beside other files found no button yet.
const button = (question: HTMLElement, name: string) =>
  within(question).findByRole('button', { name, hidden: true });

/** Opens the question of a screen named Lobby; resolves to the dialog. */
async function asked(onDelete: () => void) {
  renderWithTheme(<DeleteDeviceButton name="Lobby" onDelete={onDelete} />);
  await user.click(await screen.findByRole('button', { name: 'Delete screen' }));
  return screen.findByRole('alertdialog', { name: 'Delete Lobby?' });
}

describe("a screen's Delete screen button", () => {
  it('asks first and deletes on a red Delete button', async () => {
    const onDelete = vi.fn();
    const question = await asked(onDelete);
    expect(question.textContent).toContain('pair it again to use it');
    const confirm = await button(question, 'Delete');
    expect(confirm.getAttribute('data-danger')).toBe('true');
    await user.click(confirm);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('keeps the screen on Cancel', async () => {
    const onDelete = vi.fn();
    const question = await asked(onDelete);
    await user.click(await button(question, 'Cancel'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
  });
});
