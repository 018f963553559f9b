import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { user } from '../../test/fakeApi';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import type { ToolbarGroup } from '../types';
import { playlistEditor } from './index';
import { editedScene, playlistServer, renderWithDialogs } from '../../test/playlistWidget';

afterEach(cleanup);

function renderGroup(id: string, body: Record<string, unknown> = { playlistId: 'p-lobby' }) {
  const group = playlistEditor.toolbarGroups.find((g) => g.id === id) as ToolbarGroup;
  const api = playlistServer();
  const { onChange } = renderToolbarGroup(group, {
    type: 'playlist',
    body,
    scene: editedScene,
    wrapper: (ui) => renderWithDialogs(api, ui),
  });
  return { onChange, api };
}

describe('playlist item toolbar', () => {
  it('offers the playlist, sizing and duration groups, in that order', () => {
    expect(playlistEditor.toolbarGroups.map((g) => g.label)).toEqual([
      'Playlist',
      'Sizing',
      'Duration',
    ]);
  });

  it("names the item's playlist, and Change reopens Select a playlist", async () => {
    const { onChange } = renderGroup('playlist');
    await waitFor(() =>
      expect(screen.getByTestId('item-playlist-name').textContent).toBe('Lobby loop'),
    );
    await user.click(screen.getByTestId('change-playlist'));
    const dialog = await screen.findByRole('dialog', { name: 'Select a playlist' });
    await user.click(await within(dialog).findByRole('button', { name: 'Select Menu' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ body: { playlistId: 'p-menu' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('turns "Duration depends on content" off', async () => {
    const { onChange } = renderGroup('duration', { playlistId: 'p-lobby' });
    const toggle = screen.getByRole('switch', { name: 'Duration depends on content' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith({ body: { doesDurationDependOnContent: false } });
  });
});
