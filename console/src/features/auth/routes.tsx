import type { RouteObject } from 'react-router';

// Loaded on demand (route `lazy`): one chunk for all of these pages, none of it in /login's.
const flowPages = () => import('./AccountFlowPages');

/** Public account pages (no sign-in). */
export const accountPublicRoutes: RouteObject[] = [
  {
    path: '/sign-up',
    handle: { title: 'Create your account' },
    lazy: async () => ({ Component: (await flowPages()).SignUpPage }),
  },
  {
    path: '/email-confirm',
    handle: { title: 'E-mail confirmation' },
    lazy: async () => ({ Component: (await flowPages()).EmailConfirmPage }),
  },
  {
    path: '/password-recovery',
    handle: { title: 'Password recovery' },
    lazy: async () => ({ Component: (await flowPages()).PasswordRecoveryPage }),
  },
  {
    path: '/change-password/:token',
    handle: { title: 'Choose a new password' },
    lazy: async () => ({ Component: (await flowPages()).ChangePasswordPage }),
  },
  {
    path: '/join-account',
    handle: { title: 'Join the account' },
    lazy: async () => ({ Component: (await flowPages()).JoinAccountPage }),
  },
];
