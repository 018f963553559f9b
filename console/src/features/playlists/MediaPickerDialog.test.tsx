import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, user } from '../../test/fakeApi';
import { emulateBoxSize, libraryFile, libraryServer } from '../../test/media';
import { emulateLayout, openDialog, sessionWith } from '../../test/scenes';
import { MediaPickerDialog } from './MediaPickerDialog';

emulateLayout();
afterEach(cleanup);

const boxes = emulateBoxSize();
beforeAll(boxes.install);
afterAll(boxes.restore);

describe('media picker', () => {
  it('reaches every Add button and then Done by Tab alone, each control once', async () => {
    const onAdd = vi.fn(async () => {});
    const onClose = vi.fn();
    renderPage(<MediaPickerDialog open onClose={onClose} onAdd={onAdd} />, {
      api: libraryServer([libraryFile('f1', 'Today.png'), libraryFile('f2', 'Thank you.png')]),
      session: sessionWith([PERMISSIONS.media.read, PERMISSIONS.playlist.update]),
    });
    const dialog = await openDialog('Add media');
    await within(dialog).findByRole('button', { name: 'Add Thank you.png' });

    // Tab from the dialog's first control until Done; nothing may come round twice before it.
    const visited: string[] = [];
    for (let step = 0; step < 30; step += 1) {
      const name =
        document.activeElement?.getAttribute('aria-label') ??
        document.activeElement?.textContent ??
        '';
      if (name === 'Done') break;
      visited.push(name);
      await user.tab();
    }
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Done' }));
    expect(visited).toContain('Add Today.png');
    expect(visited).toContain('Add Thank you.png');
    expect(new Set(visited).size).toBe(visited.length);
    // Each card is one preview, one Add and one menu, in reading order.
    expect(visited.filter((n) => n.includes('Today.png'))).toEqual([
      'Preview Today.png',
      'Add Today.png',
      'Actions for Today.png',
    ]);

    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Actions for Thank you.png');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
  });
});
