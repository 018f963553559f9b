import type { FileFactsLookup, PlayableFile, WidgetDefinition } from '@marquee/sdk';
import type { Scene, SceneItem } from '@marquee/sdk/model';
import type { ReactNode } from 'react';

/**
 * What the console's scene editor knows about an item type beyond the sdk's definition: how
 * its toolbar edits the item and how a new one gets its content. The sdk's WidgetDefinition
 * stays the source of the label, colour, flags and body schema.
 */

/** The content of a scene item a widget editor may set: its file and its body. */
export interface ItemContentChange {
  fileId?: string;
  /** Merged over the item's current body (migrated to the widget's version). */
  body?: Record<string, unknown>;
  /** Where the item sits, in percent of the scene (e.g. a type placed full screen). */
  box?: { x: number; y: number; w: number; h: number };
}

/** The kinds of media a picker can be asked for, by mimetype prefix. */
export type MediaKind = 'image' | 'video' | 'pdf';

export interface PickFileRequest {
  title: string;
  kinds: readonly MediaKind[];
}

/**
 * A file as the editor draws it: the sdk's PlayableFile (what SceneView reads), plus the
 * thumbnail the picker showed when there is one.
 */
export type EditorFile = PlayableFile & { thumbnailUrl?: string | null };

/**
 * Opens the media picker; resolves with the chosen file, or null when the operator closed it.
 * The page records the file so the canvas can draw it before the scene is saved.
 */
export type PickFile = (request: PickFileRequest) => Promise<EditorFile | null>;

/**
 * Shows a dialog the editor page renders (inside the console's providers) until it answers;
 * resolves with the answer. `dialog` gets the function that answers and closes it.
 */
export type OpenDialog = <T>(dialog: (answer: (value: T) => void) => ReactNode) => Promise<T>;

export interface CreateContext {
  scene: Scene;
  pickFile: PickFile;
  openDialog: OpenDialog;
}

export interface UpdateContext {
  /** The item before the change. */
  sceneItem: SceneItem;
  /** The item's content after the change (file and body merged). */
  content: SceneItem['item'];
  widget: WidgetDefinition;
  files: FileFactsLookup;
}

/** What one toolbar group of the selected item is given. */
export interface ToolbarGroupProps {
  sceneItem: SceneItem;
  /** The scene the item is in, where the page gives it (e.g. to refuse a playlist that loops). */
  scene?: Scene;
  /** The item's body read through its widget (migrated, defaults filled in). */
  body: Record<string, unknown>;
  /** The item's file, once the editor knows it. */
  file: EditorFile | undefined;
  onChange: (change: ItemContentChange) => void;
  pickFile: PickFile;
}

export interface ToolbarGroup {
  id: string;
  label: string;
  render: (props: ToolbarGroupProps) => ReactNode;
}

/** The console side of one scene item type, registered once in widgets/index.ts. */
export interface WidgetEditor {
  type: string;
  /** The floating toolbar's collapsible groups, in order; the first opens by default. */
  toolbarGroups: readonly ToolbarGroup[];
  /** The content of a new item (e.g. a picked file); null: the operator cancelled. */
  create?: (ctx: CreateContext) => Promise<ItemContentChange | null>;
  /**
   * The item patch a content change makes; without it the content is replaced and nothing
   * else changes. E.g. a video's end follows its file's length.
   */
  update?: (ctx: UpdateContext) => Partial<Omit<SceneItem, '_id'>>;
  /**
   * A hook (it may query the server): why a new item of this type cannot be added now, or null
   * when it can. The "Add item" menu shows the type disabled with this text.
   */
  useDisabledReason?: () => string | null;
  /**
   * The font families the item draws its text with. The canvas preview loads them for every
   * item it shows, as a screen loads the content's fonts, so text is laid out in its own face
   * and wraps where it will on the screen, not only while its toolbar is open.
   */
  fontFamilies?: (body: Record<string, unknown>) => readonly string[];
}
