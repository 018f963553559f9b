import { imagePlaylistContent } from '@marquee/sdk/testing';
import type { Scene } from '@marquee/sdk/model';
import { act } from '@testing-library/react';
import { createElement, Fragment, useState, type ReactNode } from 'react';
import { fakeApi, renderPage, type Handler } from './fakeApi';
import { fakeFile, fakeScene, mediaItem } from './scenes';
import type { OpenDialog } from '../widgets/types';

/** The scene being edited; the playlist "Self" holds it, so showing Self in it would loop. */
export const editedScene: Scene = {
  _id: 'sc-edited',
  name: 'Edited',
  type: 'multimedial',
  duration: 60,
  sceneItems: [],
};

const welcome = fakeScene({
  _id: 'sc-welcome',
  name: 'Welcome',
  sceneItems: [mediaItem('i1', 'image', 'f-logo')],
});

const playlist = (_id: string, name: string, playlistItems: unknown[]) => ({
  __typename: 'Playlist' as const,
  _id,
  name,
  playlistItems,
});

const PLAYLISTS = [
  playlist('p-lobby', 'Lobby loop', [
    { _id: 'l1', type: 'scene-reference', sceneId: 'sc-welcome', zoneId: 0 },
  ]),
  playlist('p-menu', 'Menu', [
    {
      _id: 'm1',
      type: 'scene-inline',
      zoneId: 0,
      scene: {
        _id: 'sc-menu',
        name: 'Menu',
        type: 'image',
        sceneItems: [mediaItem('i2', 'image', 'f-menu')],
      },
    },
  ]),
  playlist('p-self', 'Self', [
    { _id: 's1', type: 'scene-reference', sceneId: editedScene._id, zoneId: 0 },
  ]),
];

/** What a playlist plays: images a (2 s) and b (3 s), 5 s in all. */
function playableContentOf(id: string, name: string) {
  const content = imagePlaylistContent(
    [
      { id: 'a', durationS: 2 },
      { id: 'b', durationS: 3 },
    ],
    { playlistId: id },
  );
  (content.content.playlists[0] as { name: string }).name = name;
  return content;
}

/** The server the playlist editor talks to; `extra` replaces handlers (e.g. one that fails). */
export function playlistServer(extra: Record<string, Handler> = {}) {
  return fakeApi({
    PlaylistWidgetChoices: () => ({ playlists: PLAYLISTS }),
    SceneList: () => ({ scenes: [welcome] }),
    SceneThumbnailFiles: () => ({
      files: [fakeFile('f-logo', 'image/png'), fakeFile('f-menu', 'image/png')],
    }),
    PlaylistWidgetContent: (v) => {
      const found = PLAYLISTS.find((p) => p._id === v.id);
      return { playableContent: found ? playableContentOf(found._id, found.name) : null };
    },
    ...extra,
  });
}

/**
 * A page with a slot for the editor's dialogs, as the scene editor page has: `openDialog` draws
 * a dialog there until it answers.
 */
export function renderWithDialogs(api: ReturnType<typeof fakeApi>, ui: ReactNode = null) {
  let show: (node: ReactNode) => void = () => undefined;
  function Slot() {
    const [node, setNode] = useState<ReactNode>(null);
    show = setNode;
    return node;
  }
  // createElement rather than JSX: a test kit is a .ts file (the import rules know it by that).
  const view = renderPage(createElement(Fragment, null, ui, createElement(Slot)), { api });
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
