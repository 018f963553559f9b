import { useEffect, useRef } from 'react';
import { shortcutFor, type SceneEditor } from '../editor';
import type { ItemClipboard } from './clipboardAccess';
import { ignoresShortcuts } from './shortcutTarget';

interface ShortcutHandlers {
  /** A removal was asked for: the page confirms before it removes. */
  confirmRemove: () => void;
  showShortcuts: () => void;
  /** The arrows moved the selection: the page tells where to (see useNudgeAnnouncement). */
  nudged?: () => void;
}

/**
 * The editor's keyboard: every key of the shortcuts table (shortcuts.ts), read on the window,
 * except keys typed into fields and dialogs (see ignoresShortcuts). A key that is a shortcut
 * does only that (no page scroll on Space, no bookmark on Mod+D). Copy and paste go through the
 * clipboard; with nothing selected, Mod+C is left to the browser (copying page text).
 */
export function useEditorShortcuts(
  editor: SceneEditor,
  clipboard: ItemClipboard,
  handlers: ShortcutHandlers,
  enabled = true,
) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || ignoresShortcuts(event.target, event.key)) return;
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      const selected = editor.editor.getSnapshot().context.selection.length > 0;
      if (shortcut.command.to === 'ui' && shortcut.command.command === 'copy' && !selected) return;
      event.preventDefault();
      if (shortcut.confirm) {
        if (selected) latest.current.confirmRemove();
        return;
      }
      const command = editor.run(shortcut.command);
      if (shortcut.command.to === 'editor' && shortcut.command.event.type === 'NUDGE' && selected)
        latest.current.nudged?.();
      if (command === 'copy') {
        const text = editor.copySelection();
        if (text !== undefined) void clipboard.write(text);
      } else if (command === 'paste') {
        void clipboard.read().then((text) => {
          if (text !== undefined) editor.editor.send({ type: 'PASTE', text });
        });
      } else if (command === 'showShortcuts') {
        latest.current.showShortcuts();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editor, clipboard, enabled]);
}
