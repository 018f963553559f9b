import { useQuery } from '@apollo/client/react';
import {
  defaultWidgets,
  parsePlayableContent,
  sceneFileIds,
  widgetCatalog,
  type PlayerContent,
} from '@marquee/sdk';
import type { Scene } from '@marquee/sdk/model';
import { useEffect, useMemo, useState } from 'react';
import { PlaylistPreviewContentDocument } from '../../graphql/generated';

/** The preview times scenes as a screen does: by the player's widget list. */
const defaultCatalog = widgetCatalog(defaultWidgets);

/** The playlist as the editor holds it now (possibly not yet refetched from the server). */
export interface LivePlaylist {
  _id: string;
  name: string;
  playlistItems: unknown;
  layout: unknown;
  mediaFit: string;
  spaceIds: readonly string[];
}

/** Files the live playlist's inline scenes show; scenes that cannot be read show none. */
function inlineFileIds(playlist: LivePlaylist): string[] {
  const items = Array.isArray(playlist.playlistItems) ? playlist.playlistItems : [];
  const ids = new Set<string>();
  for (const item of items as { type?: string; scene?: Scene }[]) {
    if (item.type !== 'scene-inline' || !item.scene) continue;
    try {
      for (const id of sceneFileIds(item.scene)) ids.add(id);
    } catch {
      // A half-written scene plays nothing in the preview; the editor reports its fields.
    }
  }
  return [...ids];
}

/** Saved scenes the live playlist plays by reference (a scene added from "Add scene"). */
function referencedSceneIds(playlist: LivePlaylist): string[] {
  const items = Array.isArray(playlist.playlistItems) ? playlist.playlistItems : [];
  return (items as { type?: string; sceneId?: unknown }[])
    .filter((item) => item.type === 'scene-reference' && typeof item.sceneId === 'string')
    .map((item) => item.sceneId as string);
}

/** Ids of the documents in a fetched content list (scenes, files). */
const idsOf = (documents: readonly unknown[]) =>
  new Set(documents.map((d) => (d as { _id?: unknown })._id));

/**
 * The stage content of the playlist being edited: the server's playable content (every nested
 * document and signed file URL) with the root playlist replaced by the live one, so edits show
 * at once. It refetches when the live playlist shows a file or a saved scene the fetched content
 * lacks (added media, an added scene), so their length counts in the preview at once.
 */
export function usePreviewContent(playlist: LivePlaylist) {
  const { data, error, refetch } = useQuery(PlaylistPreviewContentDocument, {
    variables: { id: playlist._id },
    fetchPolicy: 'cache-and-network',
  });
  const fetched = data?.playableContent ?? null;
  const missing = useMemo(() => {
    if (!fetched) return '';
    const files = new Set(fetched.content.files.map((f) => f._id));
    const scenes = idsOf(fetched.content.scenes);
    return [
      ...inlineFileIds(playlist).filter((id) => !files.has(id)),
      ...referencedSceneIds(playlist).filter((id) => !scenes.has(id)),
    ]
      .sort()
      .join(',');
  }, [fetched, playlist]);
  useEffect(() => {
    if (missing) void refetch();
  }, [missing, refetch]);

  // Keyed by the documents' text: a re-render with equal documents keeps the stage running.
  const key = JSON.stringify([fetched, playlist]);
  const result = useMemo(() => {
    if (!fetched) return null;
    const live = (JSON.parse(key) as [unknown, LivePlaylist])[1];
    const data = {
      ...fetched,
      content: {
        ...fetched.content,
        playlists: [
          live,
          ...fetched.content.playlists.filter((p) => (p as { _id?: string })._id !== live._id),
        ],
      },
    };
    return parsePlayableContent(data, window.location.href, defaultCatalog.itemSeconds);
  }, [key, fetched]);

  // Content the stage cannot read keeps the last good content playing, with the problem shown.
  const [lastGood, setLastGood] = useState<PlayerContent | null>(null);
  const content: PlayerContent | null = result?.ok ? result.value : null;
  if (content && content !== lastGood) setLastGood(content);
  const problem = result && !result.ok ? result.errors[0] : null;
  return { content: content ?? lastGood, problem, error };
}
