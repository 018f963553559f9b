import { useQuery } from '@apollo/client/react';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useMemo } from 'react';
import { useCan } from '../../shared/session/session';
import { SceneListDocument } from '../../graphql/generated';
import { useSceneFiles } from '../../widgets/shared/sceneFiles';
import { referencedSceneId, type EditorItem } from './playlistEditing';
import type { SceneReferenceView } from './PlaylistItemRow';

/** Whether the user may pick scenes: any scene or app they may read. */
export function useCanPickScenes(): boolean {
  const scenes = useCan(PERMISSIONS.scene.read);
  const apps = useCan(PERMISSIONS.app.read);
  return scenes || apps;
}

/**
 * The scenes a playlist's scene-reference items point at, for their rows: one scene list query
 * (the one the scene picker uses) and one file query for their thumbnails. A scene is called
 * missing only when the user may read every kind of scene and the list lacks it.
 */
export function useReferencedScenes(
  items: readonly EditorItem[],
): (item: EditorItem) => SceneReferenceView | undefined {
  const readsScenes = useCan(PERMISSIONS.scene.read);
  const readsApps = useCan(PERMISSIONS.app.read);
  const ids = useMemo(
    () => new Set(items.map(referencedSceneId).filter((id) => id !== undefined)),
    [items],
  );
  const { data } = useQuery(SceneListDocument, {
    variables: {},
    skip: ids.size === 0 || !(readsScenes || readsApps),
  });
  const referenced = useMemo(
    () => (data?.scenes ?? []).filter((scene) => ids.has(scene._id)),
    [data, ids],
  );
  const { files } = useSceneFiles(referenced);
  const byId = useMemo(() => new Map(referenced.map((s) => [s._id, s])), [referenced]);
  return (item) => {
    const id = referencedSceneId(item);
    if (id === undefined) return undefined;
    const scene = byId.get(id);
    return { scene, missing: !!data && !scene && readsScenes && readsApps, files };
  };
}
