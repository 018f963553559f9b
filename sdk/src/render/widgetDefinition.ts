import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useState,
  type ComponentType,
} from 'react';
import type { z } from 'zod';
import type { ItemSeconds } from '../engine/index.js';
import type { MediaFit, Scene, SceneItem } from '../model/index.js';
import type { PlayableFile } from '../player/content.js';

/** What every widget renderer receives. */
export interface WidgetRenderProps {
  /** The item, its body already migrated to the widget's current version. */
  sceneItem: SceneItem;
  scene: Scene;
  files: ReadonlyMap<string, PlayableFile>;
  /** The playlist's media fit, when this item plays as full-screen media (see fillsScreen). */
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
  /**
   * Drawn in an editor's preview rather than on a screen: a widget may show a still (a video's
   * preview image at time 0) instead of loading what a screen would prime.
   */
  preview?: boolean;
  /**
   * The content's own length in seconds, once the widget learns it while playing (an embedded
   * video's duration, which no file record knows). An editor keeps it as the body's `duration`
   * so the item's end can follow it; a screen passes nothing.
   */
  onDuration?: (seconds: number) => void;
}

/** The resize handles of an item's box, by compass point. */
export type ResizeHandle = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';
export const ALL_HANDLES: readonly ResizeHandle[] = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'];

/** One step of a body's history: turns a body of version `to - 1` into version `to`. */
export interface BodyMigration {
  to: number;
  migrate: (body: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * A scene item type, as data: everything the player and the editor need to know about it.
 * Widgets are listed explicitly (`defaultWidgets`) and passed in; nothing registers itself.
 */
export interface WidgetDefinition {
  /** The scene item type, e.g. 'image'. */
  type: string;
  /** What operators read in the editor. */
  label: string;
  /** The item's colour on the editor's timeline and outlines. */
  colour: string;
  /** The body's schema; parsing `{}` gives the defaults of a new item. */
  body: z.ZodType<Record<string, unknown>>;
  /** The body version this widget writes; older bodies go through `migrations`. */
  version: number;
  migrations: readonly BodyMigration[];
  /** How long the item's content lasts by itself (a video's file); absent: no length of its own. */
  contentSeconds?: ItemSeconds;
  /**
   * The item can play as a playlist's full-screen media: covering the whole screen, it follows
   * the playlist's media fit rather than its own sizing.
   */
  fillsScreen: boolean;
  movable: boolean;
  resizable: boolean;
  /** The handles a resizable item offers (none when it is not resizable). */
  handles: readonly ResizeHandle[];
  Render: ComponentType<WidgetRenderProps>;
  /**
   * Loads the renderer's code ahead of its first use, where it comes in its own file (see
   * lazyRender); absent: the renderer is in the bundle already.
   */
  preload?: () => Promise<ComponentType<WidgetRenderProps>>;
}

/** A widget's definition without its renderer, so the renderer's code can load apart. */
export type WidgetInfo = Omit<WidgetDefinition, 'Render' | 'preload'>;

export type RenderLoader = () => Promise<ComponentType<WidgetRenderProps>>;

/**
 * A renderer whose code loads on first use (a dynamic `import()`, its own file in a split
 * bundle), and `preload` to start that earlier. Until the code is there it draws nothing and
 * does not call `onReady`, so its layer stays hidden and what was on screen stays: never a
 * blank frame. A failed load (offline, file not kept) is tried again at the next mount.
 */
export function lazyRender(load: RenderLoader): Pick<WidgetDefinition, 'Render' | 'preload'> {
  let loaded: ComponentType<WidgetRenderProps> | null = null;
  let loading: Promise<ComponentType<WidgetRenderProps>> | null = null;
  const get = () =>
    (loading ??= load().then(
      (Render) => (loaded = Render),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  function LazyWidget(props: WidgetRenderProps) {
    const [Render, setRender] = useState(() => loaded);
    useEffect(() => {
      if (Render) return;
      let mounted = true;
      get().then(
        (done) => mounted && setRender(() => done),
        (error: unknown) => console.error('A widget renderer could not be loaded', error),
      );
      return () => {
        mounted = false;
      };
    }, [Render]);
    return Render ? createElement(Render, props) : null;
  }
  return { Render: LazyWidget, preload: get };
}

/** The list of item types a player or an editor knows, in the order an editor offers them. */
export type WidgetList = readonly WidgetDefinition[];

/** The key a body stores its version under; a body without it is version 1. */
export const BODY_VERSION_KEY = 'bodyVersion';

/**
 * A stored body as the widget's current version: migrated step by step from the version it was
 * written in, then parsed with the defaults. A body that still does not parse falls back to
 * the defaults, so a damaged item shows its default look rather than nothing.
 */
export function readWidgetBody(widget: WidgetDefinition, stored: unknown): Record<string, unknown> {
  let body: Record<string, unknown> =
    stored && typeof stored === 'object' && !Array.isArray(stored)
      ? { ...(stored as Record<string, unknown>) }
      : {};
  const from = typeof body[BODY_VERSION_KEY] === 'number' ? body[BODY_VERSION_KEY] : 1;
  for (const step of [...widget.migrations].sort((a, b) => a.to - b.to)) {
    if (step.to > from && step.to <= widget.version) body = step.migrate(body);
  }
  const parsed = widget.body.safeParse(body);
  return {
    ...(parsed.success ? parsed.data : widget.body.parse({})),
    [BODY_VERSION_KEY]: widget.version,
  };
}

/** The body of a new item of this type. */
export function defaultBodyOf(widget: WidgetDefinition): Record<string, unknown> {
  return readWidgetBody(widget, {});
}

/** Looks widgets up by type; the first definition of a type wins. */
export interface WidgetCatalog {
  readonly list: WidgetList;
  get(type: string): WidgetDefinition | undefined;
  /** The duration rules of the listed types, for the engine. */
  itemSeconds: ItemSeconds;
  /** Starts loading the renderers of these types where they load apart; failures are left to the render. */
  preload(types: Iterable<string>): void;
}

export function widgetCatalog(list: WidgetList): WidgetCatalog {
  const byType = new Map<string, WidgetDefinition>();
  for (const widget of list) if (!byType.has(widget.type)) byType.set(widget.type, widget);
  return {
    list,
    get: (type) => byType.get(type),
    itemSeconds: (sceneItem, files, nested) =>
      byType.get(sceneItem.item.type)?.contentSeconds?.(sceneItem, files, nested),
    preload(types) {
      for (const type of new Set(types))
        void byType
          .get(type)
          ?.preload?.()
          .catch(() => undefined);
    },
  };
}

const emptyCatalog = widgetCatalog([]);

/** The widgets a player or editor renders with; provided once at the top of the tree. */
export const WidgetsContext = createContext<WidgetCatalog>(emptyCatalog);

export function useWidgets(): WidgetCatalog {
  return useContext(WidgetsContext);
}
