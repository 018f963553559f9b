import { PERMISSIONS } from '@marquee/sdk/model';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import { SIGNED_OUT_SESSION, type Session } from '../shared/session/session';
import { fakeApi, type Handler } from './fakeApi';

// A fake server holding scenes, files and spaces, for the scene pages and the playlist picker.

/**
 * Gives the file's tests the little layout Fluent's focus manager (tabster) looks for: jsdom
 * lays nothing out, so every element looks hidden to it, a dialog cannot move the focus into
 * itself and then hides itself from assistive technology. With this, dialogs take the focus
 * as they do in a browser, and the tests see what a screen reader would.
 */
export function emulateLayout(): void {
  const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return laidOutParent(this);
      },
    });
    Object.defineProperty(document.body, 'getBoundingClientRect', {
      configurable: true,
      value: () => new DOMRect(0, 0, 1280, 800),
    });
  });
  afterAll(() => {
    if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    Reflect.deleteProperty(document.body, 'getBoundingClientRect');
  });
}

/** The parent an element is laid out in: none for the body or inside display: none. */
function laidOutParent(element: HTMLElement): Element | null {
  for (let e: HTMLElement | null = element; e; e = e.parentElement)
    if (getComputedStyle(e).display === 'none') return null;
  return element === document.body ? null : element.parentElement;
}

/**
 * The open dialog of that name, once the menu it was opened from is gone and it has the focus.
 * Fluent's focus manager hides a dialog from assistive technology (aria-hidden) while the focus
 * is elsewhere (a closing menu gives it back to its button first); until then its fields are not
 * there for a screen reader, nor for the queries.
 */
export async function openDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => {
    const settled =
      !document.querySelector('[role="menu"]') &&
      dialog.contains(document.activeElement) &&
      !dialog.getAttribute('aria-hidden');
    if (!settled) throw new Error(`the dialog "${name}" does not have the focus yet`);
  });
  return dialog;
}

export const sessionWith = (permissions: readonly string[]): Session => ({
  ...SIGNED_OUT_SESSION,
  userId: 'u1',
  email: 'operator@example.com',
  role: 'ROLE_USER',
  permissions: new Set(permissions),
});

export const SCENE_EDITOR = sessionWith([
  PERMISSIONS.media.read,
  PERMISSIONS.scene.read,
  PERMISSIONS.scene.update,
  PERMISSIONS.scene.delete,
  PERMISSIONS.app.read,
  PERMISSIONS.app.update,
  PERMISSIONS.app.delete,
  PERMISSIONS.playlist.read,
  PERMISSIONS.playlist.update,
]);

interface FakeScene {
  __typename: 'Scene';
  _id: string;
  name: string;
  type: string;
  duration: number | null;
  aspectRatio: { __typename: 'AspectRatio'; width: number; height: number } | null;
  aspectRatioId: string | null;
  sceneItems: unknown[];
  spaceIds: string[];
  updatedAt: string;
}

export const fakeScene = (fields: Partial<FakeScene> & { _id: string; name: string }) => ({
  __typename: 'Scene' as const,
  type: 'slides',
  duration: null,
  aspectRatio: { __typename: 'AspectRatio' as const, width: 16, height: 9 },
  aspectRatioId: '16:9',
  sceneItems: [],
  spaceIds: ['s-main'],
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...fields,
});

/** A full-screen item of a type showing one file. */
export const mediaItem = (id: string, type: string, fileId: string, end = 30) => ({
  _id: id,
  start: 0,
  end,
  x: 0,
  y: 0,
  w: 100,
  h: 100,
  rotation: 0,
  item: { type, fileId, body: {} },
});

export const fakeFile = (
  _id: string,
  mimetype: string,
  extra: { duration?: number; thumbnailUrl?: string } = {},
) => ({
  __typename: 'File' as const,
  _id,
  originalName: `${_id}.${mimetype.split('/')[1]}`,
  mimetype,
  fileSizeInBytes: 1000,
  w: 1920,
  h: 1080,
  duration: extra.duration ?? null,
  numberOfPages: null,
  url: `https://blobs.example/${_id}`,
  thumbnailUrl: extra.thumbnailUrl ?? null,
  pageUrls: null,
});

const SPACES = [
  { __typename: 'Space' as const, _id: 's-main', name: 'Main' },
  { __typename: 'Space' as const, _id: 's-shops', name: 'Shops' },
];

/**
 * The server as the scene pages use it. Scenes come back last changed first (as the server
 * lists them); `extra` adds or replaces handlers (e.g. one that fails).
 */
export function scenesServer(
  initial: FakeScene[],
  files: ReturnType<typeof fakeFile>[] = [],
  extra: Record<string, Handler> = {},
) {
  const scenes = initial.map((s) => ({ ...s }));
  let clock = Date.parse('2026-04-01T09:00:00.000Z');
  const touch = () => new Date((clock += 60_000)).toISOString();
  const find = (id: unknown) => scenes.find((s) => s._id === id)!;
  const api = fakeApi({
    SceneList: (v) => {
      const types = v.types as string[] | undefined;
      const listed = scenes.filter((s) => !types || types.includes(s.type));
      return { scenes: listed.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)) };
    },
    SceneThumbnailFiles: () => ({ files }),
    MediaShareTargets: () => ({ spaces: SPACES }),
    CreateScene: (v) => {
      const input = v.input as Record<string, unknown>;
      const scene = fakeScene({
        _id: `sc-new-${scenes.length + 1}`,
        name: String(input.name),
        type: String(input.type),
        sceneItems: (input.sceneItems as unknown[] | undefined) ?? [],
        updatedAt: touch(),
      });
      scenes.push(scene);
      return { createScene: scene };
    },
    RenameScene: (v) => {
      const scene = find(v.id);
      Object.assign(scene, { name: v.name, updatedAt: touch() });
      return { updateScene: { ...scene } };
    },
    DuplicateScene: (v) => {
      const copy = { ...find(v.id), _id: `${String(v.id)}-copy`, updatedAt: touch() };
      copy.name = `${copy.name} (copy)`;
      scenes.push(copy);
      return { duplicateScene: copy };
    },
    DeleteScene: (v) => {
      scenes.splice(scenes.indexOf(find(v.id)), 1);
      return { deleteScene: true };
    },
    ShareScene: (v) => {
      const scene = find(v.id);
      scene.spaceIds = [...(v.spaceIds as string[])];
      return { shareScene: { ...scene } };
    },
    ...extra,
  });
  return { ...api, scenes };
}
