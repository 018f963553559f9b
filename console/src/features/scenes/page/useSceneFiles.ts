import { useApolloClient, useQuery } from '@apollo/client/react';
import { sceneFileIds } from '@marquee/sdk';
import type { Scene } from '@marquee/sdk/model';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SceneEditorFileDocument, SceneEditorFilesDocument } from '../../../graphql/generated';
import { editorFileOf, type EditorFile } from '../../../widgets';

/**
 * The files the canvas draws the scene with, by id. As the playlist editor's preview does, the
 * saved scene's files come from its playable content (signed URLs, as a screen gets them);
 * files the document shows that the saved scene does not (picked just now, pasted from another
 * scene) come from the picker or, failing that, from the file itself.
 */
export function useSceneFiles(sceneId: string, document: Scene | null) {
  const client = useApolloClient();
  const saved = useQuery(SceneEditorFilesDocument, {
    variables: { id: sceneId },
    fetchPolicy: 'cache-and-network',
  });
  const [added, setAdded] = useState<ReadonlyMap<string, EditorFile>>(() => new Map());
  const asked = useRef(new Set<string>());

  const addFile = useCallback((file: EditorFile) => {
    setAdded((files) => new Map(files).set(file._id, file));
  }, []);

  const files = useMemo((): ReadonlyMap<string, EditorFile> => {
    const map = new Map<string, EditorFile>();
    for (const file of saved.data?.playableContent?.content.files ?? []) map.set(file._id, file);
    for (const [id, file] of added) if (!map.has(id)) map.set(id, file);
    return map;
  }, [saved.data, added]);

  // Once the saved files are known, look up any other file the document shows, once each.
  const missing = useMemo(() => {
    if (!document || saved.loading) return '';
    return [...new Set(sceneFileIds(document))].filter((id) => !files.has(id)).join(' ');
  }, [document, files, saved.loading]);
  useEffect(() => {
    for (const id of missing.split(' ')) {
      if (!id || asked.current.has(id)) continue;
      asked.current.add(id);
      client
        .query({ query: SceneEditorFileDocument, variables: { id } })
        .then(({ data }) => data?.file && addFile(editorFileOf(data.file)))
        // A file that is gone or not shared here is not drawn, as on a screen.
        .catch(() => undefined);
    }
  }, [missing, client, addFile]);

  return { files, addFile };
}
