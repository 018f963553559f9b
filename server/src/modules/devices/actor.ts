import { forbidden } from '../../errors.js';
import type { Scope } from '../../scope.js';

/** The device a device-token request acts for; device-token operations take it explicitly. */
export interface DeviceRef {
  id: string;
  accountId: string;
}

/** The user a scope acts for; a device token cannot do what needs one. */
export function userIdOf(scope: Scope): string {
  if (scope.actor.kind !== 'user') throw forbidden('A device token cannot do this');
  return scope.actor.userId;
}
