import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import AppToaster from '../../app/shell/AppToaster';
import { renderPage, user } from '../../test/fakeApi';
import { emulateBoxSize, libraryFile, libraryServer } from '../../test/media';
import { emulateLayout, sessionWith } from '../../test/scenes';
import { LIBRARY_LAYOUT_KEY } from './useLibraryLayout';
import { MediaBrowser } from './MediaBrowser';
import { MediaPage } from './MediaPage';

// The media library as a person uses it: search, type filter, order (all kept in the address),
// grid or list (kept by the browser), the badges on each file, and the notice when an upload
// has finished processing.

emulateLayout();
const boxes = emulateBoxSize();
beforeAll(boxes.install);
afterAll(boxes.restore);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const EDITOR = sessionWith([PERMISSIONS.media.read, PERMISSIONS.media.update]);

const file = (id: string, name: string, extra: Partial<ReturnType<typeof libraryFile>> = {}) => ({
  ...libraryFile(id, name),
  ...extra,
});
const LOBBY = file('f1', 'Lobby.mp4', { mimetype: 'video/mp4', duration: 42, w: 1920, h: 1080 });
const MENU = file('f2', 'Menu.png', { w: 1080, h: 1920 });
const PRICES = file('f3', 'Prices.pdf', { mimetype: 'application/pdf', w: null, h: null });
const FILES = [LOBBY, MENU, PRICES];
const KIND_PREFIX: Record<string, string> = {
  IMAGE: 'image/',
  VIDEO: 'video/',
  DOCUMENT: 'application/pdf',
};

/** A server that narrows and orders the folder as the real one does. */
function library() {
  return libraryServer(FILES, {
    MediaFolderContent: () => ({
      folders: [
        {
          __typename: 'Folder',
          _id: 'd1',
          name: 'Lobby archive',
          parentFolderId: null,
          spaceIds: [],
        },
        { __typename: 'Folder', _id: 'd2', name: 'Menus', parentFolderId: null, spaceIds: [] },
      ],
    }),
    MediaFilesPage: (v) => {
      const search = typeof v.search === 'string' ? v.search.toLowerCase() : '';
      const kind = typeof v.kind === 'string' ? KIND_PREFIX[v.kind]! : '';
      const items = FILES.filter(
        (f) => f.originalName.toLowerCase().includes(search) && f.mimetype.startsWith(kind),
      );
      if (v.sort === 'NAME') items.sort((a, b) => a.originalName.localeCompare(b.originalName));
      return {
        filesPage: {
          __typename: 'FilePage',
          items,
          totalCount: items.length,
          endCursor: null,
          hasNextPage: false,
        },
      };
    },
  });
}

/** The address as the browser shows it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

const cardNames = () =>
  screen.queryAllByTestId(/^(file|folder)-(card|row)-/).map((e) => e.dataset.testid);

describe('media library', () => {
  it('searches, filters by type and sorts on the server, and keeps it all in the address', async () => {
    const api = library();
    renderPage(
      <>
        <MediaPage />
        <Address />
      </>,
      { api, session: EDITOR, path: '/files?type=videos' },
    );
    // A reload of a filtered address lists what it says: videos only, no folders.
    await screen.findByTestId('file-card-Lobby.mp4');
    expect(cardNames()).toEqual(['file-card-Lobby.mp4']);
    expect(api.sent('MediaFilesPage')[0]).toMatchObject({ kind: 'VIDEO', sort: 'OLDEST' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type' }).value).toBe('VIDEO');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All files');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lobby');
    // Once typing pauses the server is asked; folders are narrowed by the same words.
    await vi.waitFor(() =>
      expect(cardNames()).toEqual(['folder-card-Lobby archive', 'file-card-Lobby.mp4']),
    );
    expect(api.sent('MediaFilesPage').at(-1)).toMatchObject({
      search: 'lobby',
      kind: null,
      sort: 'NAME',
    });
    expect(api.sent('MediaFilesPage').filter((v) => v.search === 'l')).toEqual([]);
    expect(screen.getByTestId('address').textContent).toBe('?sort=name&q=lobby');

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like it');
    await screen.findByText('Nothing here matches the search or the type chosen.');
  });

  it('shows each file’s type, length and resolution, in the grid and in the list', async () => {
    renderPage(<MediaBrowser folderId={null} onOpenFolder={() => {}} />, {
      api: library(),
      session: EDITOR,
    });
    const card = await screen.findByTestId('file-card-Lobby.mp4');
    expect(badgesOf(card)).toEqual(['Type: Video', 'Length: 0:42', 'Resolution: 1920 × 1080']);
    expect(badgesOf(screen.getByTestId('file-card-Prices.pdf'))).toEqual(['Type: PDF']);

    await user.click(screen.getByRole('button', { name: 'List' }));
    const row = await screen.findByTestId('file-row-Lobby.mp4');
    expect(badgesOf(row)).toEqual(['Type: Video', 'Length: 0:42', 'Resolution: 1920 × 1080']);
    within(row).getByRole('button', { name: 'Preview Lobby.mp4' });
    within(row).getByRole('button', { name: 'Actions for Lobby.mp4' });
    screen.getByTestId('folder-row-Menus');
  });

  it('remembers the list view in this browser', async () => {
    const first = renderPage(<MediaBrowser folderId={null} onOpenFolder={() => {}} />, {
      api: library(),
      session: EDITOR,
    });
    await screen.findByTestId('file-card-Menu.png');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    first.unmount();

    renderPage(<MediaBrowser folderId={null} onOpenFolder={() => {}} />, {
      api: library(),
      session: EDITOR,
    });
    await screen.findByTestId('file-row-Menu.png');
    expect(localStorage.getItem(LIBRARY_LAYOUT_KEY)).toBe('list');
  });

  it('says politely when an upload has finished processing', async () => {
    // The PUT of the bytes answers 200 at once (jsdom has no network).
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      Object.defineProperty(this, 'status', { value: 200 });
      this.onload?.(new ProgressEvent('load'));
    });
    const uploaded = file('f9', 'Menu.pdf', { mimetype: 'application/pdf', w: null, h: null });
    const api = libraryServer([], {
      CreateFiles: () => ({
        createFiles: [
          {
            __typename: 'File',
            _id: 'f9',
            originalName: 'Menu.pdf',
            fileSizeInBytes: 4,
            mimetype: 'application/pdf',
            uploadUrl: '/upload/f9',
          },
        ],
      }),
      ConfirmUpload: () => ({ confirmUpload: { ...uploaded, status: 'PROCESSING' } }),
      // The server says the processing is done.
      MediaFileChanged: () => ({ subscribeToFileChange: uploaded }),
    });
    renderPage(
      <>
        <MediaBrowser folderId={null} onOpenFolder={() => {}} />
        <AppToaster />
      </>,
      { api, session: EDITOR },
    );
    await screen.findByText(/Here you can find all of your files/);
    await user.upload(
      screen.getByTestId('media-upload-input'),
      new File(['%PDF'], 'Menu.pdf', { type: 'application/pdf' }),
    );
    // Heard when the screen reader is free: an outcome, not an alarm.
    await screen.findByText('Menu.pdf is ready', {
      selector: '[aria-live="polite"] *, [aria-live="polite"]',
    });
    expect(document.querySelector('[aria-live="assertive"]')?.textContent ?? '').not.toContain(
      'Menu.pdf is ready',
    );
    expect(api.sent('ConfirmUpload')).toEqual([{ fileId: 'f9' }]);
  });
});

function badgesOf(element: HTMLElement): string[] {
  const badges = within(element).getByTestId('file-badges');
  // What a screen reader reads for each: its short text after the hidden word for it.
  return [...badges.children].map((b) => b.textContent ?? '');
}
