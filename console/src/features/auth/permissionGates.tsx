import { PERMISSIONS } from '@marquee/sdk/model';
import { RequirePermission } from './RequirePermission';

// The permission gates of lazily loaded routes (features/*/routes.tsx). They come with the pages
// behind them: the route tables are in the entry chunk, and importing the sdk's model there would
// bring it (and zod) to /login.

export const SceneListGate = () => <RequirePermission permission={PERMISSIONS.scene.read} />;
export const AppListGate = () => <RequirePermission permission={PERMISSIONS.app.read} />;
export const AccountGate = () => <RequirePermission permission={PERMISSIONS.account.manage} />;
/** /account/screens: account management, or billing alone (the subscription's screen counts). */
export const AccountScreensGate = () => (
  <RequirePermission permission={[PERMISSIONS.account.manage, PERMISSIONS.account.manageBilling]} />
);
