import { AI_CAMERA_MODELS, isAiCameraModel, PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import { saveSwitch, switchesOf } from './repo.js';

/**
 * The account's AI camera settings: every model of the sdk's catalogue with its switch (on unless
 * the account turned it off). The editor offers only the models on; a screen asks the camera for
 * no detections with a model that is off.
 */
export async function aiConfig(app: Pick<AppServices, 'db'>, scope: Scope) {
  const switches = await switchesOf(app.db, scope.accountId);
  const models = AI_CAMERA_MODELS.map((model) => ({
    name: model.name,
    label: model.label,
    isEnabled: switches.get(model.name) ?? true,
  }));
  return { isEnabled: models.some((model) => model.isEnabled), models };
}

export async function setAiModelEnabled(
  app: Pick<AppServices, 'db' | 'clock'>,
  scope: Scope,
  name: string,
  enabled: boolean,
) {
  assertPermission(scope, PERMISSIONS.account.manage);
  if (!isAiCameraModel(name)) {
    const message = `"${name.slice(0, 64)}" is not an AI camera model`;
    throw badUserInput(message, [{ path: 'name', message }]);
  }
  await saveSwitch(app.db, scope.accountId, name, enabled, app.clock.now().toISOString());
  return aiConfig(app, scope);
}
