import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { notFound } from '../../errors.js';
import type { Scope } from '../../scope.js';
import { findAccount } from '../accounts/repo.js';
import { recordServiceAdminAction } from '../audit-log/service.js';
import { adminDeviceCommands, sendDeviceCommand } from '../device-commands/service.js';
import type { CommandType } from '../device-commands/repo.js';
import { assertServiceAdmin, type ServiceAdmin } from './access.js';

// Remote commands to any account's screens. The device-commands module does the work, in a
// scope of the chosen account that holds only what commands need, acting as the service admin;
// the account's own audit log says which service admin sent what.

const MAX_COMMANDS = 500;

/** The chosen account as a scope for the device-commands module; NOT_FOUND when it is gone. */
async function accountScope(app: AppServices, admin: ServiceAdmin, accountId: string) {
  if (!(await findAccount(app.db, accountId))) throw notFound('Account');
  const scope: Scope = {
    accountId,
    spaceId: null,
    permissions: new Set([PERMISSIONS.device.read, PERMISSIONS.device.configure]),
    actor: { kind: 'user', userId: admin.userId, email: admin.email },
  };
  return scope;
}

export async function serviceDeviceCommands(
  app: AppServices,
  admin: ServiceAdmin,
  q: { accountId: string; deviceId?: string | null; limit: number },
) {
  assertServiceAdmin(admin);
  const scope = await accountScope(app, admin, q.accountId);
  return adminDeviceCommands(app, scope, {
    deviceId: q.deviceId ?? null,
    limit: Math.min(Math.max(q.limit, 1), MAX_COMMANDS),
  });
}

export async function sendServiceDeviceCommand(
  app: AppServices,
  admin: ServiceAdmin,
  input: { accountId: string; deviceId: string; type: CommandType },
) {
  assertServiceAdmin(admin);
  const scope = await accountScope(app, admin, input.accountId);
  const command = await sendDeviceCommand(app, scope, input.deviceId, input.type);
  await recordServiceAdminAction(app, input.accountId, {
    adminEmail: admin.email,
    action: 'sendDeviceCommand',
    entityType: 'Device',
    entityId: input.deviceId,
    changes: { deviceId: input.deviceId, type: input.type },
    subjects: [{ kind: 'device', id: input.deviceId, name: command.deviceName ?? null }],
  });
  return command;
}
