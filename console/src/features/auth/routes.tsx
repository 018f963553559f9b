import type { RouteObject } from 'react-router';
import { lazyPage } from '../../kit/lazyPage';

// Loaded on demand (lazyPage): one chunk for all of these pages, none of it in /login's.
const flowPages = () => import('./AccountFlowPages');

/** Public account pages (no sign-in). */
export const accountPublicRoutes: RouteObject[] = [
  {
    path: '/sign-up',
    handle: { title: 'Create your account' },
    Component: lazyPage(async () => (await flowPages()).SignUpPage),
  },
  {
    path: '/email-confirm',
    handle: { title: 'E-mail confirmation' },
    Component: lazyPage(async () => (await flowPages()).EmailConfirmPage),
  },
  {
    path: '/password-recovery',
    handle: { title: 'Password recovery' },
    Component: lazyPage(async () => (await flowPages()).PasswordRecoveryPage),
  },
  {
    path: '/change-password/:token',
    handle: { title: 'Choose a new password' },
    Component: lazyPage(async () => (await flowPages()).ChangePasswordPage),
  },
  {
    path: '/join-account',
    handle: { title: 'Join the account' },
    Component: lazyPage(async () => (await flowPages()).JoinAccountPage),
  },
];
