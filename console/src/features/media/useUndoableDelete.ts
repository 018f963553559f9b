import { useCallback, useEffect, useRef, useState } from 'react';
import { UNDO_SECONDS } from './mediaText';

export interface PendingDelete {
  kind: 'file' | 'folder';
  id: string;
  name: string;
  secondsLeft: number;
}

interface Actions {
  remove: (kind: 'file' | 'folder', id: string) => Promise<unknown>;
  restore: (kind: 'file' | 'folder', id: string) => Promise<unknown>;
  purge: (kind: 'file' | 'folder', id: string) => Promise<unknown>;
}

/**
 * Removal of files and folders: delete at once (the server hides the item), offer Undo for a
 * countdown, then make it final. A second delete finalises the first one straight away.
 */
export function useUndoableDelete(actions: Actions, onChanged: () => void) {
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const actionsRef = useRef(actions);
  useEffect(() => {
    actionsRef.current = actions;
  }, [actions]);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      if (pending.secondsLeft <= 1) {
        setPending(null);
        void actionsRef.current.purge(pending.kind, pending.id).finally(onChanged);
      } else {
        setPending({ ...pending, secondsLeft: pending.secondsLeft - 1 });
      }
    }, 1000);
    return () => clearTimeout(timer);
  }, [pending, onChanged]);

  const start = useCallback(
    async (kind: 'file' | 'folder', id: string, name: string) => {
      if (pending) void actionsRef.current.purge(pending.kind, pending.id);
      await actionsRef.current.remove(kind, id);
      setPending({ kind, id, name, secondsLeft: UNDO_SECONDS });
      onChanged();
    },
    [pending, onChanged],
  );

  const undo = useCallback(async () => {
    if (!pending) return;
    setPending(null);
    await actionsRef.current.restore(pending.kind, pending.id);
    onChanged();
  }, [pending, onChanged]);

  return { pending, start, undo };
}
