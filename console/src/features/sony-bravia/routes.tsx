import type { RouteObject } from 'react-router';
import { lazyPage } from '../../kit/lazyPage';

const SonyDisplaysPage = lazyPage(
  async () => (await import('./SonyDisplaysPage')).SonyDisplaysPage,
);
const RegisterByCodePage = lazyPage(
  async () => (await import('./RegisterByCodePage')).RegisterByCodePage,
);
const DeregisterPage = lazyPage(async () => (await import('./DeregisterPage')).DeregisterPage);

/** Sony professional BRAVIA displays: the list, registering by code, releasing one. */
export const sonyBraviaRoutes: RouteObject[] = [
  {
    path: 'sony-bravia/ztp',
    handle: { title: 'Sony BRAVIA displays' },
    Component: SonyDisplaysPage,
  },
  {
    path: 'sony-bravia/ztp/code',
    handle: { title: 'Register a Sony display' },
    Component: RegisterByCodePage,
  },
  {
    path: 'sony-bravia/deregister',
    handle: { title: 'Release a Sony display' },
    Component: DeregisterPage,
  },
];
