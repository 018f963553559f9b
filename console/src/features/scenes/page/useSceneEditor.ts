import { randomUuid } from '@marquee/sdk';
import { useEffect, useState } from 'react';
import { createSceneEditor, type SceneEditor } from '../editor';
import { ITEM_TYPE_LOOKUP } from './sceneWidgets';

/**
 * New item ids: random, as ids made by two editors of one scene must never collide (the sdk's
 * helper also works on an http origin, where crypto.randomUUID is missing).
 */
const randomId = () => randomUuid();

/**
 * The headless editor (editor and pointer machines) for the page's lifetime; null until it has
 * started. It is made in an effect rather than during render so that React's strict mode, which
 * mounts, unmounts and mounts again, stops the first one and keeps a running second one (a
 * stopped XState actor cannot start again).
 */
export function useSceneEditor(newId: () => string = randomId): SceneEditor | null {
  const [editor, setEditor] = useState<SceneEditor | null>(null);
  useEffect(() => {
    const created = createSceneEditor(ITEM_TYPE_LOOKUP, newId);
    // The editor is an external system started here; the page renders with it from now on.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEditor(created);
    return () => created.stop();
  }, [newId]);
  return editor;
}
