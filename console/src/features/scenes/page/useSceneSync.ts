import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { SceneEditorSceneFragment } from '../../../graphql/generated';
import type { SceneEditor } from '../editor';
import { documentKey, sceneFromServer } from './sceneDocument';

/**
 * Keeps the editor on the server's scene: the first answer is LOADed (fresh history); a later,
 * different one (a refetch, a colleague's save) is a REMOTE_UPDATE, unless it is our own save
 * coming back (announced with `expectSave`: edits made while it was on its way stay) or the
 * editor already holds exactly that. Returns the saved document's key, which unsaved changes
 * differ from, and why a stored scene cannot be edited, if it cannot.
 */
export function useSceneSync(
  editor: SceneEditor | null,
  server: SceneEditorSceneFragment | null | undefined,
) {
  const parsed = useMemo(() => (server ? sceneFromServer(server) : null), [server]);
  const scene = parsed?.ok ? parsed.value : null;
  const seen = useRef<{ editor: SceneEditor; key: string } | null>(null);
  const sent = useRef(new Set<string>());

  useEffect(() => {
    if (!editor || !scene) return;
    const key = documentKey(scene);
    const actor = editor.editor;
    if (seen.current?.editor !== editor) actor.send({ type: 'LOAD', scene });
    else if (seen.current.key === key) return;
    else if (sent.current.has(key)) sent.current.delete(key);
    else if (documentKey(actor.getSnapshot().context.document) !== key)
      actor.send({ type: 'REMOTE_UPDATE', scene });
    seen.current = { editor, key };
  }, [editor, scene]);

  /** The document about to be saved: when the server sends it back, it is not news. */
  const expectSave = useCallback((key: string) => {
    sent.current.add(key);
  }, []);

  return {
    scene,
    savedKey: scene ? documentKey(scene) : null,
    problem: parsed && !parsed.ok ? (parsed.errors[0] ?? null) : null,
    expectSave,
  };
}
