import { Button } from '@fluentui/react-components';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { user } from '../test/fakeApi';
import { useConfirm } from './ConfirmDialog';

afterEach(cleanup);

function Row({ onDelete }: { onDelete: () => void }) {
  const confirm = useConfirm();
  return (
    <>
      <Button onClick={() => confirm.ask({ question: 'Delete Lobby?', onConfirm: onDelete })}>
        Delete Lobby
      </Button>
      {confirm.dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('runs the action once on Enter', async () => {
    const onDelete = vi.fn();
    renderWithTheme(<Row onDelete={onDelete} />);
    const asker = screen.getByRole('button', { name: 'Delete Lobby' });
    await user.click(asker);
    await screen.findByRole('alertdialog', { name: 'Delete Lobby?' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('does nothing on Cancel', async () => {
    const onDelete = vi.fn();
    renderWithTheme(<Row onDelete={onDelete} />);
    const asker = screen.getByRole('button', { name: 'Delete Lobby' });
    await user.click(asker);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('cancels on Enter when Cancel has the focus, and confirms on Enter on the confirming button', async () => {
    const onDelete = vi.fn();
    renderWithTheme(<Row onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete Lobby' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel', hidden: true });
    cancel.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();

    // The page behind a modal dialog is hidden from assistive technology until the dialog has
    // gone: the button is found once it is back, as a screen reader user would find it.
    await user.click(await screen.findByRole('button', { name: 'Delete Lobby' }));
    const confirmButton = await screen.findByRole('button', { name: 'Delete', hidden: true });
    confirmButton.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});

describe('the confirming button', () => {
  function Asker({ danger }: { danger?: boolean }) {
    const confirm = useConfirm();
    return (
      <>
        <Button onClick={() => confirm.ask({ question: 'Go on?', danger, onConfirm: () => {} })}>
          Ask
        </Button>
        {confirm.dialog}
      </>
    );
  }

  it('is red for what loses something, the default, and not for a safe answer', async () => {
    renderWithTheme(<Asker />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const deleting = await screen.findByRole('button', { name: 'Delete' });
    expect(deleting.getAttribute('data-danger')).toBe('true');
    cleanup();
    renderWithTheme(<Asker danger={false} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(
      (await screen.findByRole('button', { name: 'Delete' })).hasAttribute('data-danger'),
    ).toBe(false);
  });
});
