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
  type ItemPatch,
  type NewId,
} from './actions';
import { sceneDurationS } from './document';
import { pasteItems } from './clipboard';
import type { EditEvent } from './editorEvents';
import type { ItemTypeLookup } from './itemTypes';
import { fitToItems } from './sceneLength';
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
  /** The scene's length follows its items (fitted after each edit) rather than set by hand. */
  lengthFollowsItems: boolean;
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

/**
 * A new item's content may state its length (a picked video, a PDF's pages, a feed's entries).
 * Only a file's length is the content's own; any other (an RSS feed's 20 entries, 400 s) is a
 * guess, and the new item fills the scene instead of lengthening it.
 */
function newItemPatch(patch: ItemPatch | undefined): ItemPatch | undefined {
  if (!patch || patch.end === undefined) return patch;
  const namesFile = patch.item?.fileId !== undefined || (patch.item?.fileIds?.length ?? 0) > 0;
  if (namesFile) return patch;
  const { end: _guess, ...rest } = patch;
  return rest;
}

/**
 * A discrete edit; a scene following its items is then fitted to them (fitToItems), in both
 * directions, so its length is always where its last item ends.
 */
export function applyEdit(input: EditInput, event: EditEvent): EditOutcome {
  const outcome = applyItemEdit(input, event);
  if (!input.lengthFollowsItems || outcome.document === input.document) return outcome;
  return { ...outcome, document: fitToItems(outcome.document) };
}

function applyItemEdit(input: EditInput, event: EditEvent): EditOutcome {
  const { document, lookup, newId } = input;
  const ids = 'ids' in event && event.ids ? event.ids : input.selection;
  switch (event.type) {
    case 'CREATE': {
      // A new item fills the scene's length when there is one to fill: the scene has items, or
      // its length was set by hand. The first item of a scene following its items gets 30 s.
      const hasLength = document.sceneItems.length > 0 || !input.lengthFollowsItems;
      const created = createItem(document, event.itemType, lookup, newId, {
        start: event.start ?? 0,
        ...(hasLength ? { fillTo: sceneDurationS(document) } : {}),
      });
      const patch = newItemPatch(event.patch);
      if (!created.ok || !patch) return fromResult(input, created, true);
      const filled = updateItem(created.scene, created.ids[0]!, patch);
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
    case 'NUDGE':
      // Every type moves by keyboard: a type's movable flag is about dragging it with the
      // pointer (text, video and boards are not dragged), and an operator must still place it.
      return unchangedSelection(input, moveBy(document, ids, event.dx, event.dy));
    case 'PASTE':
      return fromResult(input, pasteItems(document, event.text, newId), true);
  }
}
