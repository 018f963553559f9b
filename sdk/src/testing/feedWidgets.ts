import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { vi } from 'vitest';
import { MemoryLocalState } from '../host/localState.js';
import { sceneSchema, type Scene } from '../model/index.js';
import { GraphQLRequestError } from '../player/server-link/graphqlClient.js';
import { offlineItemData, type ItemDataSource } from '../player/itemData.js';
import { ItemDataContext } from '../render/itemDataContext.js';
import { KEPT_DATA_PREFIX } from '../render/keptData.js';
import type { WidgetRenderProps } from '../render/widgetDefinition.js';

// Test support for the sdk's feed widgets (weather, RSS, scrolling text): the server's recorded
// answers, a fake item data source answering with them, and an item drawn inside it.

const FIXTURES = resolve(import.meta.dirname, '../../../fixtures/feeds/player');

/** A recorded answer of the Marquee server (the GraphQL `data`), from fixtures/feeds/player. */
export const recorded = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(resolve(FIXTURES, `${name}.json`), 'utf8'));

export const SERVER_ORIGIN = 'https://marquee.example.com';

/** What a request was asked: the operation's name (from its text) and its variables. */
export interface SentRequest {
  operation: string;
  variables: unknown;
}

/**
 * An item data source whose server answers with `answer(operation, variables)`; a thrown error
 * (or `serverDown`) is a failed request. `sent` lists what was asked; `store` is the device's.
 */
export function fakeItemData(
  answer: (operation: string, variables: unknown) => unknown,
  store = new MemoryLocalState(),
) {
  const sent: SentRequest[] = [];
  const source: ItemDataSource = {
    ...offlineItemData(),
    store,
    serverOrigin: SERVER_ORIGIN,
    request: vi.fn(async (document, variables) => {
      const operation = /(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? '';
      sent.push({ operation, variables });
      return answer(operation, variables) as never;
    }),
  };
  return { source, sent, store };
}

export const serverDown = (): never => {
  throw new GraphQLRequestError('NETWORK_ERROR', 'The server cannot be reached');
};

/** Puts data in the device's store as if fetched `ageMs` ago, before a restart. */
export async function keep(store: MemoryLocalState, key: string, data: unknown, ageMs: number) {
  await store.set(KEPT_DATA_PREFIX + key, { data: data as never, fetchedAt: Date.now() - ageMs });
}

export interface DrawOptions {
  w?: number;
  rotation?: 0 | 90 | 180 | 270;
  start?: number;
  end?: number;
  sceneOffsetMs?: number;
  active?: boolean;
  /** Drawn in the editor's preview. */
  preview?: boolean;
}

export function sceneWith(type: string, body: Record<string, unknown>, options: DrawOptions = {}) {
  return sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [
      {
        _id: 'i',
        start: options.start ?? 0,
        end: options.end ?? 400,
        x: 0,
        y: 0,
        w: options.w ?? 50,
        h: 50,
        rotation: options.rotation ?? 0,
        item: { type, body },
      },
    ],
  });
}

/** Draws one item of a widget inside the item data source, as a player would. */
export function drawItem(
  Widget: ComponentType<WidgetRenderProps>,
  source: ItemDataSource,
  type: string,
  body: Record<string, unknown>,
  options: DrawOptions = {},
) {
  const onReady = vi.fn();
  const scene: Scene = sceneWith(type, body, options);
  const element = (next: Record<string, unknown>) => {
    const drawn = sceneWith(type, next, options);
    return createElement(
      ItemDataContext.Provider,
      { value: source },
      createElement(Widget, {
        sceneItem: drawn.sceneItems[0]!,
        scene: drawn,
        files: new Map(),
        onReady,
        sceneOffsetMs: options.sceneOffsetMs,
        active: options.active,
        preview: options.preview,
      }),
    );
  };
  const view = render(element(body));
  return {
    ...view,
    onReady,
    scene,
    redraw: (next: Record<string, unknown>) => view.rerender(element(next)),
  };
}
