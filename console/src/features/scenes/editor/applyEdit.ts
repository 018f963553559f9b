import type { FieldError, Scene } from '@marquee/sdk/model';
import {
  createItem,
  duplicate,
  moveBy,
  removeItems,
  swapDown,
  swapUp,
  updateItem,
  type EditResult,
  type NewId,
} from './actions';
import { pasteItems } from './clipboard';
import type { EditEvent } from './editorEvents';
import { itemFlags, type ItemTypeLookup } from './itemTypes';
import { pruneSelection } from './selection';

/**
 * What one discrete edit does to the document and the selection, as a pure function, so the
 * machine only decides when edits apply and what is recorded, and the rules are tested alone.
 */
interface EditInput {
  document: Scene;
  selection: readonly string[];
  lookup: ItemTypeLookup;
  newId: NewId;
}

interface EditOutcome {
  document: Scene;
  selection: string[];
  /** Why the edit was refused (an invalid update, a foreign paste); empty when it applied. */
  errors: FieldError[];
}

/** A successful edit selects what it made (new item, copies, pasted items), as editors do. */
function fromResult(input: EditInput, result: EditResult, selectMade: boolean): EditOutcome {
  if (!result.ok)
    return { document: input.document, selection: [...input.selection], errors: result.errors };
  const selection = selectMade ? result.ids : pruneSelection(result.scene, input.selection);
  return { document: result.scene, selection, errors: [] };
}

function unchangedSelection(input: EditInput, document: Scene): EditOutcome {
  return { document, selection: pruneSelection(document, input.selection), errors: [] };
}

export function applyEdit(input: EditInput, event: EditEvent): EditOutcome {
  const { document, lookup, newId } = input;
  const ids = 'ids' in event && event.ids ? event.ids : input.selection;
  switch (event.type) {
    case 'CREATE': {
      const start = event.start === undefined ? {} : { start: event.start };
      const created = createItem(document, event.itemType, lookup, newId, start);
      if (!created.ok || !event.patch) return fromResult(input, created, true);
      const filled = updateItem(created.scene, created.ids[0]!, event.patch);
      return fromResult(input, filled.ok ? { ...filled, ids: created.ids } : filled, true);
    }
    case 'UPDATE':
      return fromResult(input, updateItem(document, event.id, event.patch), false);
    case 'REMOVE':
      return unchangedSelection(input, removeItems(document, ids));
    case 'SWAP_UP':
      return unchangedSelection(input, swapUp(document, ids));
    case 'SWAP_DOWN':
      return unchangedSelection(input, swapDown(document, ids));
    case 'DUPLICATE': {
      const copies = duplicate(document, ids, newId);
      if (copies.ids.length === 0) return unchangedSelection(input, document);
      return { document: copies.scene, selection: copies.ids, errors: [] };
    }
    case 'NUDGE': {
      // The keyboard honours the same flag as the pointer: a type that is not movable stays put.
      const movable = ids.filter((id) => {
        const item = document.sceneItems.find((candidate) => candidate._id === id);
        return item !== undefined && itemFlags(lookup, item.item.type).movable;
      });
      return unchangedSelection(input, moveBy(document, movable, event.dx, event.dy));
    }
    case 'PASTE':
      return fromResult(input, pasteItems(document, event.text, newId), true);
  }
}
