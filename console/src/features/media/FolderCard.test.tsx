import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { FolderCard } from './FolderCard';

afterEach(cleanup);

const folder = { __typename: 'MediaFolder', _id: 'f1', name: 'Campaign', spaceIds: [] } as const;

describe('FolderCard', () => {
  it('opens the folder from the keyboard: Tab reaches its name and Enter follows it', async () => {
    const onOpen = vi.fn();
    const noop = () => {};
    renderWithTheme(
      <FolderCard
        folder={folder as never}
        canEdit
        onOpen={onOpen}
        onRename={noop}
        onDelete={noop}
        onShare={noop}
      />,
    );

    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Campaign' }));
    await userEvent.keyboard('{Enter}');

    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
