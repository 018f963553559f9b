import {
  ItemDataContext,
  MemoryLocalState,
  offlineItemData,
  type ItemDataSource,
} from '@marquee/sdk';
import { act } from '@testing-library/react';
import { createElement, Fragment, useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import { renderWithTheme } from './render';
import { renderToolbarGroup } from './toolbarGroup';
import type { OpenDialog, ToolbarGroup } from '../widgets/types';

export const FEED_URL = 'https://feeds.example/smichov/departures';

/** The device fetch the editor uses, answering as the test says. */
export function fakeFeed() {
  const fetch = vi.fn<ItemDataSource['fetch']>();
  const source: ItemDataSource = { ...offlineItemData(), store: new MemoryLocalState(), fetch };
  return {
    fetch,
    source,
    answers: (answer: unknown) => fetch.mockImplementation(async () => Response.json(answer)),
  };
}

/**
 * The editor page as far as the data table needs it: the item data source, `ui`, and the slot
 * where `openDialog` draws a dialog until it answers (createElement: a kit is a .ts file).
 */
export function renderWithDialogs(source: ItemDataSource, ui: ReactNode = null) {
  let show: (node: ReactNode) => void = () => undefined;
  function Slot() {
    const [node, setNode] = useState<ReactNode>(null);
    show = setNode;
    return node;
  }
  const view = renderWithTheme(
    createElement(
      ItemDataContext.Provider,
      { value: source },
      createElement(Fragment, null, ui, createElement(Slot)),
    ),
  );
  const openDialog: OpenDialog = (render) =>
    new Promise((resolve) => {
      act(() =>
        show(
          render((value) => {
            show(null);
            resolve(value);
          }),
        ),
      );
    });
  return { ...view, openDialog };
}

/** One toolbar group of a data table item, with the data source its dialog fetches through. */
export const renderGroup = (
  group: ToolbarGroup,
  body: Record<string, unknown>,
  source?: ItemDataSource,
) =>
  renderToolbarGroup(group, {
    type: 'data_table',
    body,
    wrapper: source
      ? (ui) => renderWithTheme(createElement(ItemDataContext.Provider, { value: source }, ui))
      : undefined,
  }).onChange;
