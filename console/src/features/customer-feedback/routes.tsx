import type { RouteObject } from 'react-router';
import { lazyPage } from '../../kit/lazyPage';

/** The customer feedback page, under Integrations. */
export const customerFeedbackRoutes: RouteObject[] = [
  {
    path: 'data-integrations/customer-feedback',
    handle: { title: 'Customer feedback' },
    Component: lazyPage(async () => (await import('./CustomerFeedbackPage')).CustomerFeedbackPage),
  },
];
