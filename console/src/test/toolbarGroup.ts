import type { Scene, SceneItem } from '@marquee/sdk/model';
import { act, type RenderResult } from '@testing-library/react';
import { createElement, Fragment, useState, type ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import { renderWithTheme } from './render';
import type {
  EditorFile,
  ItemContentChange,
  PickFile,
  ToolbarGroup,
  ToolbarGroupProps,
} from '../widgets/types';

// createElement rather than JSX: a test kit is a .ts file (the import rules know it by that).

type Body = Record<string, unknown>;

/**
 * A scene item of `type` holding `body`, placed anywhere on the scene: a toolbar group reads
 * the item's content (and the emulator its id), not its place. `overrides` win, except that
 * `overrides.item` only adds to the content (e.g. a fileId).
 */
export const sceneItemOf = (
  type: string,
  body: Body = {},
  overrides: Partial<SceneItem> = {},
): SceneItem => ({
  _id: 'i',
  start: 0,
  end: 30,
  x: 0,
  y: 0,
  w: 50,
  h: 50,
  rotation: 0,
  ...overrides,
  item: { ...overrides.item, type, body },
});

interface ToolbarGroupSetup {
  /** The item's type, e.g. 'clock'. */
  type: string;
  /** The body as stored on the item; `{}` by default. */
  body?: Body;
  /**
   * How the group is given the body, e.g. read through its widget with defaults filled in, as the
   * scene editor does; the stored body as it is by default.
   */
  readBody?: (body: Body) => Body;
  /** The body follows each change the group makes (merged over it), as in the scene editor. */
  followsChanges?: boolean;
  file?: EditorFile;
  scene?: Scene;
  pickFile?: PickFile;
  /** The rest of the item (see sceneItemOf). */
  item?: Partial<SceneItem>;
  /**
   * Renders what the group draws, e.g. inside the API (renderPage) or beside a dialog slot;
   * renderWithTheme by default.
   */
  wrapper?: (ui: ReactElement) => RenderResult;
}

interface RenderedToolbarGroup {
  /** Every change the group made, in order. */
  onChange: Mock<(change: ItemContentChange) => void>;
  view: RenderResult;
  /** The stored body changed elsewhere (undo, a colleague's save): the group is given `body`. */
  rerender: (body: Body) => void;
}

/** One toolbar group over one item, as the scene editor's floating toolbar shows it. */
export function renderToolbarGroup(
  group: ToolbarGroup,
  {
    type,
    body: stored = {},
    readBody = (body) => body,
    followsChanges = false,
    file,
    scene,
    pickFile = async () => null,
    item,
    wrapper = renderWithTheme,
  }: ToolbarGroupSetup,
): RenderedToolbarGroup {
  const onChange = vi.fn<(change: ItemContentChange) => void>();
  let setStored: (update: (body: Body) => Body) => void = () => undefined;
  function Toolbar() {
    const [body, setBody] = useState(stored);
    setStored = setBody;
    const props: ToolbarGroupProps = {
      sceneItem: sceneItemOf(type, body, item),
      scene,
      body: readBody(body),
      file,
      onChange: (change) => {
        onChange(change);
        if (followsChanges) setBody((old) => ({ ...old, ...change.body }));
      },
      pickFile,
    };
    return createElement(Fragment, null, group.render(props));
  }
  const view = wrapper(createElement(Toolbar));
  const rerender = (body: Body) => act(() => setStored(() => body));
  return { onChange, view, rerender };
}
