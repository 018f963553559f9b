import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, renderPage, user } from '../account/testApi';
import { emulateLayout, sessionWith } from '../scenes/list/scenes-test-kit';
import { emulateBoxSize, libraryFile, libraryServer } from './media-test-kit';
import { MediaBrowser } from './MediaBrowser';

emulateLayout();
const boxes = emulateBoxSize();
beforeAll(boxes.install);
afterAll(boxes.restore);
afterEach(cleanup);

const EDITOR = sessionWith([PERMISSIONS.media.read, PERMISSIONS.media.update]);

describe('media browser', () => {
  it('names each thumbnail by its file', async () => {
    renderPage(<MediaBrowser folderId={null} onOpenFolder={() => {}} />, {
      api: libraryServer([libraryFile('f1', 'Today.png')]),
      session: EDITOR,
    });
    expect(await screen.findByRole('button', { name: 'Preview Today.png' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions for Today.png' })).toBeTruthy();
  });

  it('says an unknown folder does not exist, offers the way back and no upload', async () => {
    const onOpenFolder = vi.fn();
    renderPage(<MediaBrowser folderId="gone" onOpenFolder={onOpenFolder} />, {
      api: libraryServer([], {
        MediaFolderPath: () => {
          throw new ApiError('Folder not found', { code: 'NOT_FOUND' });
        },
      }),
      session: EDITOR,
    });
    expect(await screen.findByText('This folder does not exist')).toBeTruthy();
    expect(screen.queryByText('This folder is empty.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload media' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to Media' }));
    expect(onOpenFolder).toHaveBeenCalledWith(null);
  });
});
