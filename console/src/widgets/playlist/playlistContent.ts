import { useQuery } from '@apollo/client/react';
import {
  defaultWidgets,
  parsePlayableContent,
  playlistSeconds,
  readPlaylistBody,
  widgetCatalog,
  type ItemSeconds,
  type PlayerContent,
} from '@marquee/sdk';
import { useEffect, useMemo } from 'react';
import { PlaylistWidgetContentDocument } from '../../graphql/generated';

/** Nested scenes are timed by the player's own widget list, as a screen times them. */
const catalog = widgetCatalog(defaultWidgets);

/**
 * What the editor fetched of each playlist an item shows, by playlist id. An editor's `update`
 * is synchronous, and an item's end must follow its playlist's length the moment the operator
 * selects it or turns "Duration depends on content" on: the dialog and the toolbar fetch the
 * playlist first (never from Apollo's cache) and leave it here.
 */
const fetched = new Map<string, PlayerContent>();

/** Reads a fetched playable content answer with the sdk model; null when it does not parse. */
export function readPlaylistContent(data: unknown): PlayerContent | null {
  const result = parsePlayableContent(data, window.location.href, catalog.itemSeconds);
  return result.ok ? result.value : null;
}

export function rememberPlaylistContent(playlistId: string, content: PlayerContent): void {
  fetched.set(playlistId, content);
}

/**
 * How long the item's playlist plays, by the player's rule (the sdk's playlistSeconds), once
 * the editor has fetched that playlist; undefined before, so the end stays where it is.
 */
export const fetchedPlaylistSeconds: ItemSeconds = (sceneItem, files) => {
  const { playlistId } = readPlaylistBody(sceneItem.item.body);
  const content = playlistId ? fetched.get(playlistId) : undefined;
  if (!content) return undefined;
  return playlistSeconds(sceneItem, files, {
    ...content.documents,
    files: content.files,
    renderPath: [],
    itemSeconds: catalog.itemSeconds,
  });
};

/** The playlist an item shows, fetched from the network each time (never cached). */
export function usePlaylistContent(playlistId: string | null | undefined) {
  const { data, loading, error } = useQuery(PlaylistWidgetContentDocument, {
    variables: { id: playlistId ?? '' },
    skip: !playlistId,
    fetchPolicy: 'no-cache',
  });
  const content = useMemo(
    () => (data?.playableContent ? readPlaylistContent(data.playableContent) : null),
    [data],
  );
  useEffect(() => {
    if (playlistId && content) rememberPlaylistContent(playlistId, content);
  }, [playlistId, content]);
  const name = playlistId ? content?.documents.playlists.get(playlistId)?.name : undefined;
  return { content, name, loading, error };
}
