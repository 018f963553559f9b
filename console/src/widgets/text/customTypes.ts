import type { TextElement, TextLeaf } from '@marquee/sdk';
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/**
 * Slate's documents, typed as the sdk's text model: what the editor holds is exactly what the
 * player's schema reads (`slateValueSchema`), so a node the renderer does not know cannot be
 * written without the compiler noticing.
 */
declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: TextElement;
    Text: TextLeaf;
  }
}
