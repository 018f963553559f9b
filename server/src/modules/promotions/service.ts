import type { AppServices } from '../../app-services.js';
import type { Scope } from '../../scope.js';
import { findCurrentPromotion } from './repo.js';

/** The promotion shown to signed-in users now; promotions are the same for every account. */
export async function currentPromotion(app: AppServices, _scope: Scope) {
  return (await findCurrentPromotion(app.db, app.clock.now())) ?? null;
}
