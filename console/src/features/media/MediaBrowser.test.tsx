import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, renderPage, user } from '../../test/fakeApi';
import { emulateLayout, sessionWith } from '../../test/scenes';
import { emulateBoxSize, libraryFile, libraryServer } from '../../test/media';
import { MediaBrowser } from './MediaBrowser';
import { RECHECK_UNSETTLED_MS } from './useRecheckUntilSettled';

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
    await screen.findByRole('button', { name: 'Preview Today.png' });
    screen.getByRole('button', { name: 'Actions for Today.png' });
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
    await screen.findByText('This folder does not exist');
    expect(screen.queryByText('This folder is empty.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload media' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to Media' }));
    expect(onOpenFolder).toHaveBeenCalledWith(null);
  });

  it('asks again for a file still processing, so a change the subscription missed still shows', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const processing = { ...libraryFile('f1', 'Poster.png'), status: 'PROCESSING' };
      const ready = libraryFile('f1', 'Poster.png');
      // The subscription says where the file stood and then nothing: its READY went missing.
      const api = libraryServer([processing], {
        MediaFileChanged: () => ({ subscribeToFileChange: processing }),
        MediaFileNow: () => ({ file: ready }),
      });
      renderPage(<MediaBrowser folderId={null} onOpenFolder={() => {}} />, {
        api,
        session: EDITOR,
      });
      const card = await screen.findByTestId('file-card-Poster.png');
      expect(card.getAttribute('data-file-status')).toBe('PROCESSING');
      expect(api.sent('MediaFileNow')).toEqual([]);

      vi.advanceTimersByTime(RECHECK_UNSETTLED_MS);
      await vi.waitFor(() =>
        expect(screen.getByTestId('file-card-Poster.png').getAttribute('data-file-status')).toBe(
          'READY',
        ),
      );
      expect(api.sent('MediaFileNow')).toEqual([{ id: 'f1' }]);

      // Settled: no more asking.
      vi.advanceTimersByTime(3 * RECHECK_UNSETTLED_MS);
      expect(api.sent('MediaFileNow')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
