import { fakeApi, type Handler } from './fakeApi';

// Test support for the media library: the server's answers for one folder of files.

/** A ready image file as the library lists it. */
export const libraryFile = (_id: string, originalName: string) => ({
  __typename: 'File' as const,
  _id,
  originalName,
  mimetype: 'image/png',
  fileSizeInBytes: 1000,
  parentFolderId: null,
  w: 1920 as number | null,
  h: 1080 as number | null,
  duration: null as number | null,
  status: 'READY',
  fileProcessingProgressPercents: 100,
  playbackSource: 'Original',
  playQuota: null,
  validFrom: null as string | null,
  validUntil: null as string | null,
  muted: false,
  numberOfPages: null,
  errorMessage: null,
  isDemo: false,
  spaceIds: ['s-main'],
  createdAt: '2026-03-01T10:00:00.000Z',
  url: `https://blobs.example/${_id}`,
  downloadUrl: `https://blobs.example/${_id}?download`,
  thumbnailUrl: null,
});

/** A library of these files, no folders and a quarter of the storage used; `extra` overrides. */
export function libraryServer(
  files: ReturnType<typeof libraryFile>[],
  extra: Record<string, Handler> = {},
) {
  return fakeApi({
    MediaFolderContent: () => ({ folders: [] }),
    MediaFilesPage: () => ({
      filesPage: {
        __typename: 'FilePage',
        items: files,
        totalCount: files.length,
        endCursor: null,
        hasNextPage: false,
      },
    }),
    MediaStorage: () => ({
      currentAccount: {
        __typename: 'Account',
        _id: 'a1',
        maxStorageCapacityInMB: 1000,
        usedStorageCapacityInMB: 250,
        subscriptionInfo: { __typename: 'SubscriptionInfo', tariffFeatureAvailabilityMap: {} },
      },
    }),
    ...extra,
  });
}

/**
 * The media grid renders the rows its scroll box shows: give boxes a size jsdom cannot compute.
 * Call at the top of a test file.
 */
export function emulateBoxSize(): { install: () => void; restore: () => void } {
  const keys = ['clientWidth', 'clientHeight'] as const;
  const saved = keys.map((key) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
  return {
    install: () => {
      for (const key of keys)
        Object.defineProperty(HTMLElement.prototype, key, {
          configurable: true,
          get: () => (key === 'clientWidth' ? 1000 : 700),
        });
    },
    restore: () =>
      keys.forEach((key, i) => {
        if (saved[i]) Object.defineProperty(HTMLElement.prototype, key, saved[i]);
      }),
  };
}
