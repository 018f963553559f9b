import { PERMISSIONS } from '@marquee/sdk/model';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../auth/RequirePermission';
import { AppsPage } from './list/AppsPage';
import { ScenesPage } from './list/ScenesPage';
import { SceneEditorPage } from './page/SceneEditorPage';

/**
 * /scenes and /apps (each needs the read permission its menu item needs) and the scene editor,
 * inside the shell. Apps open in the same editor; the server checks scene or app permissions.
 */
export const scenesRoutes: RouteObject[] = [
  {
    path: 'scenes',
    element: <RequirePermission permission={PERMISSIONS.scene.read} />,
    children: [{ index: true, element: <ScenesPage /> }],
  },
  { path: 'scenes/:sceneId', element: <SceneEditorPage /> },
  {
    path: 'apps',
    element: <RequirePermission permission={PERMISSIONS.app.read} />,
    children: [{ index: true, element: <AppsPage /> }],
  },
];
