import { PERMISSIONS } from '@marquee/sdk/model';
import { Navigate } from 'react-router';
import { NotAvailablePage } from '../../kit/NotAvailablePage';
import { useCan } from '../../shared/session/session';
import { MENU_ROUTES } from '../../widgets/shared/menuBoards/menuBoardTexts';

/**
 * /data-integrations, where the sidebar's Integrations entry leads: the menu boards, the one
 * integration built so far, for a user who may read them. Someone who may read only customer
 * feedback or sensor analytics learns those pages are not available yet.
 */
export function IntegrationsHome() {
  const canReadLocations = useCan(PERMISSIONS.integrations.menuBoardLocationRead);
  const canReadBoards = useCan(PERMISSIONS.integrations.menuBoardRead);
  if (canReadLocations || canReadBoards) return <Navigate to={MENU_ROUTES.locations} replace />;
  return <NotAvailablePage area="Integrations" />;
}
