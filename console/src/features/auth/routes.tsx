import type { RouteObject } from 'react-router';
import {
  ChangePasswordPage,
  EmailConfirmPage,
  JoinAccountPage,
  PasswordRecoveryPage,
  SignUpPage,
} from './AccountFlowPages';

/** Public account pages (no sign-in). */
export const accountPublicRoutes: RouteObject[] = [
  { path: '/sign-up', element: <SignUpPage /> },
  { path: '/email-confirm', element: <EmailConfirmPage /> },
  { path: '/password-recovery', element: <PasswordRecoveryPage /> },
  { path: '/change-password/:token', element: <ChangePasswordPage /> },
  { path: '/join-account', element: <JoinAccountPage /> },
];
