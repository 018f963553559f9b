import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { readLibraryQuery, writeLibraryQuery, type LibraryQuery } from './libraryQuery';
import { MediaBrowser } from './MediaBrowser';
import { folderPath } from './MediaBreadcrumbs';

/**
 * Media (/files and /files/folder/{folderId}): the browser driven by the route. The search, type
 * and order are in the address, so a reload keeps them; opening a folder keeps the type and order
 * and starts a new search.
 */
export function MediaPage() {
  const navigate = useNavigate();
  const { folderId } = useParams();
  const [params, setParams] = useSearchParams();
  const { search, kind, sort } = readLibraryQuery(params);
  const query = useMemo<LibraryQuery>(() => ({ search, kind, sort }), [search, kind, sort]);
  const openFolder = (id: string | null) => {
    const kept = writeLibraryQuery(new URLSearchParams(), { ...query, search: '' }).toString();
    void navigate(kept ? `${folderPath(id)}?${kept}` : folderPath(id));
  };
  return (
    <MediaBrowser
      folderId={folderId ?? null}
      onOpenFolder={openFolder}
      highlightId={params.get('highlight')}
      query={query}
      onQuery={(next) =>
        setParams((current) => writeLibraryQuery(current, next), { replace: true })
      }
    />
  );
}
