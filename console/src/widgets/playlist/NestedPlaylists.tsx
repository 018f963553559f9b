import { useApolloClient } from '@apollo/client/react';
import {
  PlayableContentContext,
  readPlaylistBody,
  type PlayableContentValue,
  type PlayerContent,
} from '@marquee/sdk';
import type { Scene } from '@marquee/sdk/model';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { PlaylistWidgetContentDocument } from '../../graphql/generated';
import { readPlaylistContent, rememberPlaylistContent } from './playlistContent';

/** The playlists a scene's playlist items show, in a stable order (the fetch key). */
export function nestedPlaylistIds(scene: Scene): string[] {
  const ids = new Set<string>();
  for (const sceneItem of scene.sceneItems) {
    if (sceneItem.item.type !== 'playlist') continue;
    const { playlistId } = readPlaylistBody(sceneItem.item.body);
    if (playlistId) ids.add(playlistId);
  }
  return [...ids].sort();
}

/** Every fetched playlist's documents and files as one content value for the widgets. */
function mergeContents(contents: readonly PlayerContent[]): PlayableContentValue {
  const merged = <V,>(maps: readonly ReadonlyMap<string, V>[]) =>
    new Map(maps.flatMap((map) => [...map]));
  return {
    playlists: merged(contents.map((c) => c.documents.playlists)),
    scenes: merged(contents.map((c) => c.documents.scenes)),
    files: merged(contents.map((c) => c.files)),
  };
}

/**
 * Gives the editor's preview what its playlist items play, as StagePlayer gives a screen: each
 * shown playlist fetched from the network (no cache) whenever the set changes.
 * Until it arrives an item draws nothing, as on a screen without the content.
 */
export function NestedPlaylists({ scene, children }: { scene: Scene; children: ReactNode }) {
  const key = nestedPlaylistIds(scene).join(' ');
  // Most scenes have no playlist item: nothing to fetch, and no client needed.
  if (!key) return children;
  return <FetchedPlaylists playlistKey={key}>{children}</FetchedPlaylists>;
}

function FetchedPlaylists({
  playlistKey: key,
  children,
}: {
  playlistKey: string;
  children: ReactNode;
}) {
  const client = useApolloClient();
  const [contents, setContents] = useState<readonly PlayerContent[]>([]);
  useEffect(() => {
    const ids = key.split(' ');
    let gone = false;
    void Promise.all(
      ids.map((id) =>
        client
          .query({
            query: PlaylistWidgetContentDocument,
            variables: { id },
            fetchPolicy: 'no-cache',
          })
          .then((result) => {
            const content = result.data?.playableContent
              ? readPlaylistContent(result.data.playableContent)
              : null;
            if (content) rememberPlaylistContent(id, content);
            return content;
          })
          // A playlist that cannot be fetched (deleted, offline) leaves its item empty.
          .catch(() => null),
      ),
    ).then((fetched) => {
      if (!gone) setContents(fetched.filter((c): c is PlayerContent => c !== null));
    });
    return () => {
      gone = true;
    };
  }, [client, key]);
  const value = useMemo(() => mergeContents(contents), [contents]);
  return (
    <PlayableContentContext.Provider value={value}>{children}</PlayableContentContext.Provider>
  );
}
