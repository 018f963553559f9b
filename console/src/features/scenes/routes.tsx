import type { RouteObject } from 'react-router';

// Pages load on demand (route `lazy`): the scene editor (canvas, machines, the sdk stage) is
// the heaviest part of the console and only /scenes/:sceneId needs it.

const gates = () => import('../auth/permissionGates');

/**
 * /scenes and /apps (each needs the read permission its menu item needs) and the scene editor,
 * inside the shell. Apps open in the same editor; the server checks scene or app permissions.
 */
export const scenesRoutes: RouteObject[] = [
  {
    path: 'scenes',
    lazy: async () => ({ Component: (await gates()).SceneListGate }),
    children: [
      {
        index: true,
        handle: { title: 'Scenes' },
        lazy: async () => ({ Component: (await import('./list/ScenesPage')).ScenesPage }),
      },
    ],
  },
  {
    path: 'scenes/:sceneId',
    handle: { title: 'Scene editor' },
    lazy: async () => ({
      Component: (await import('./page/SceneEditorPage')).SceneEditorPage,
    }),
  },
  {
    path: 'apps',
    lazy: async () => ({ Component: (await gates()).AppListGate }),
    children: [
      {
        index: true,
        handle: { title: 'Apps' },
        lazy: async () => ({ Component: (await import('./list/AppsPage')).AppsPage }),
      },
    ],
  },
];
