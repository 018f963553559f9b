import type { RouteObject } from 'react-router';
import { lazyPage } from '../../kit/lazyPage';

// Pages load on demand (lazyPage): the scene editor (canvas, machines, the sdk stage) is
// the heaviest part of the console and only /scenes/:sceneId needs it.

const gates = () => import('../auth/permissionGates');

/**
 * /scenes and /apps (each needs the read permission its menu item needs) and the scene editor,
 * inside the shell. Apps open in the same editor; the server checks scene or app permissions.
 */
export const scenesRoutes: RouteObject[] = [
  {
    path: 'scenes',
    Component: lazyPage(async () => (await gates()).SceneListGate),
    children: [
      {
        index: true,
        handle: { title: 'Scenes' },
        Component: lazyPage(async () => (await import('./list/ScenesPage')).ScenesPage),
      },
    ],
  },
  {
    path: 'scenes/:sceneId',
    handle: { title: 'Scene editor' },
    Component: lazyPage(async () => (await import('./page/SceneEditorPage')).SceneEditorPage),
  },
  {
    path: 'apps',
    Component: lazyPage(async () => (await gates()).AppListGate),
    children: [
      {
        index: true,
        handle: { title: 'Apps' },
        Component: lazyPage(async () => (await import('./list/AppsPage')).AppsPage),
      },
    ],
  },
];
