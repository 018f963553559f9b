import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MediaBrowser } from './MediaBrowser';
import { folderPath } from './MediaBreadcrumbs';

/** Media (/files and /files/folder/{folderId}): the browser driven by the route. */
export function MediaPage() {
  const navigate = useNavigate();
  const { folderId } = useParams();
  const [search] = useSearchParams();
  return (
    <MediaBrowser
      folderId={folderId ?? null}
      onOpenFolder={(id) => void navigate(folderPath(id))}
      highlightId={search.get('highlight')}
    />
  );
}
