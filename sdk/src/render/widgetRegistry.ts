import type { ComponentType } from 'react';
import type { MediaFit, Scene, SceneItem } from '../model/index.js';
import type { PlayableFile } from '../player/content.js';

/** What every widget renderer receives. */
export interface WidgetRenderProps {
  sceneItem: SceneItem;
  scene: Scene;
  files: ReadonlyMap<string, PlayableFile>;
  /** The playlist's media fit when it applies to this scene (full-screen media scenes). */
  mediaFit?: MediaFit;
  /** Called once the widget can be shown without a blank or half-drawn frame. */
  onReady: () => void;
  /**
   * The item's layer is on screen. A preloaded layer is rendered hidden with false, so media
   * widgets wait primed on their first frame and start when it turns true. Undefined: on screen.
   */
  active?: boolean;
  /**
   * Scene time (ms) at which the item's layer starts showing: 0 from the scene's start, more
   * when the engine's position lands mid-scene (a boot, new content). Timed widgets (video,
   * pages) start from there, so what shows matches playlist time. Undefined: 0.
   */
  sceneOffsetMs?: number;
}

export interface WidgetDefinition {
  /** The scene item type, e.g. 'image'. */
  type: string;
  Render: ComponentType<WidgetRenderProps>;
}

const widgets = new Map<string, WidgetDefinition>();

/** Each widget folder registers itself here; the stage looks widgets up by type, never by a switch. */
export function registerWidget(definition: WidgetDefinition): void {
  widgets.set(definition.type, definition);
}

export function widgetFor(type: string): WidgetDefinition | undefined {
  return widgets.get(type);
}

export function registeredWidgetTypes(): string[] {
  return [...widgets.keys()];
}
