import { PERMISSIONS } from '@marquee/sdk/model';
import { SceneLibrary, type LibraryKind } from './SceneLibrary';
import { NON_APP_SCENE_TYPES } from './sceneText';

const SCENES: LibraryKind = {
  title: 'Scenes',
  noun: 'scene',
  listTypes: NON_APP_SCENE_TYPES,
  // Image, video and presentation scenes come from media files, not from an empty canvas.
  newTypes: ['slides', 'multimedial'],
  updatePermission: PERMISSIONS.scene.update,
  deletePermission: PERMISSIONS.scene.delete,
  emptyTitle: 'There are no scenes yet.',
  emptyText:
    'A scene lays out images, videos and other items on a screen. Create one, then add it to a playlist or publish it to your screens.',
};

/** /scenes: the scenes shared to the current space, apps aside. */
export function ScenesPage() {
  return <SceneLibrary kind={SCENES} />;
}
