import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { randomToken, sha256Hex, uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import { findDevice } from '../devices/repo.js';
import { removeDevice } from '../devices/manage.js';
import { findGroups } from '../screen-groups/repo.js';
import {
  DisplayFailure,
  displayEndpoint,
  standBy,
  startWebApp,
  systemInformation,
} from './display.js';
import { inputOneTimeCode, KittingFailure, USER_DATA_MAX_BYTES } from './kitting.js';
import { NAME_MAX, ONE_TIME_CODE, PSK_MAX, SERIAL } from './limits.js';
import * as repo from './repo.js';
import type { SonyDisplayRow } from './repo.js';

// Registering Sony BRAVIA displays without pairing by hand. Either way a display gets a
// single-use provisioning token inside the player's address; the player that starts with it
// becomes a paired screen of the account and space (provision.ts). Sony documents no call to
// register a display by serial number or to release one: registering by serial is ours (the
// installer sets the address on the display, or IP control starts it), and so is releasing.

export type SonyDisplayStatus = 'waiting' | 'playing' | 'released';

export interface SonyDisplayView {
  _id: string;
  name: string;
  status: SonyDisplayStatus;
  serial: string | null;
  mac: string | null;
  model: string | null;
  ipAddress: string | null;
  hasPsk: boolean;
  groupId: string | null;
  deviceId: string | null;
  createdAt: string;
  startedAt: string | null;
  releasedAt: string | null;
  /** The player address with its token: only in the answer that registered the display. */
  provisioningUrl: string | null;
  /** What IP control did or why it could not, in the answer of the call that tried it. */
  ipControlNote: string | null;
}

export const viewOf = (
  row: SonyDisplayRow,
  extra: { provisioningUrl?: string; ipControlNote?: string } = {},
): SonyDisplayView => ({
  _id: row.id,
  name: row.name,
  status: row.status as SonyDisplayStatus,
  serial: row.serial,
  mac: row.mac,
  model: row.model,
  ipAddress: row.ip_address,
  hasPsk: row.psk !== null,
  groupId: row.group_id,
  deviceId: row.device_id,
  createdAt: row.created_at,
  startedAt: row.started_at,
  releasedAt: row.released_at,
  provisioningUrl: extra.provisioningUrl ?? null,
  ipControlNote: extra.ipControlNote ?? null,
});

const fieldError = (path: string, message: string) => badUserInput(message, [{ path, message }]);

function checkedName(name: string, path = 'input.name') {
  const trimmed = name.trim();
  if (!trimmed) throw fieldError(path, 'Enter a name for the screen.');
  if (trimmed.length > NAME_MAX) throw fieldError(path, `Use at most ${NAME_MAX} characters.`);
  return trimmed;
}

async function checkedGroup(app: AppServices, scope: Scope, groupId: string | null | undefined) {
  if (!groupId) return null;
  if (groupId.length > 64) throw fieldError('input.groupId', 'This screen group does not exist.');
  const [group] = await findGroups(app.db, scope.accountId, scope.spaceId, [groupId]);
  if (!group) throw fieldError('input.groupId', 'This screen group does not exist.');
  return groupId;
}

/** The player's address a display opens; the token is its only credential. */
export const playerUrlOf = (baseUrl: string, token: string) =>
  `${baseUrl.replace(/\/+$/, '')}/player/?provision=${encodeURIComponent(token)}`;

/** What the display's kitting keeps: our player address, as JSON, at most Sony's 4 KB. */
export function userDataOf(url: string): string {
  const data = JSON.stringify({ marquee: 1, url });
  if (Buffer.byteLength(data, 'utf8') > USER_DATA_MAX_BYTES)
    throw badUserInput("This server's address is too long for Sony's 4 KB of user data.");
  return data;
}

function newRow(now: Date, fields: Partial<SonyDisplayRow>, token: string, scope: Scope) {
  return {
    id: uuidv7(now.getTime()),
    account_id: scope.accountId,
    space_id: scope.spaceId,
    group_id: null,
    name: '',
    serial: null,
    mac: null,
    model: null,
    ip_address: null,
    psk: null,
    token_hash: sha256Hex(token),
    status: 'waiting',
    device_id: null,
    created_at: now.toISOString(),
    started_at: null,
    released_at: null,
    ...fields,
  } satisfies SonyDisplayRow;
}

export async function listDisplays(app: AppServices, scope: Scope) {
  assertPermission(scope, PERMISSIONS.device.read);
  const rows = await repo.listDisplays(app.db, scope.accountId, scope.spaceId);
  return rows.map((row) => viewOf(row));
}

export function setupOf(app: AppServices, scope: Scope) {
  assertPermission(scope, PERMISSIONS.device.read);
  const { apiKey, ipControlAllowPrivate } = app.config.sonyBravia;
  return { kittingConfigured: Boolean(apiKey), ipControlEnabled: ipControlAllowPrivate };
}

export interface CodeInput {
  oneTimeCode: string;
  name: string;
  groupId?: string | null;
}

export async function registerByCode(
  app: AppServices,
  scope: Scope,
  input: CodeInput,
  baseUrl: string,
) {
  assertPermission(scope, PERMISSIONS.device.register);
  const code = input.oneTimeCode.trim();
  if (!ONE_TIME_CODE.test(code))
    throw fieldError(
      'input.oneTimeCode',
      'Enter the code the display shows: 4 to 32 letters or digits.',
    );
  const name = checkedName(input.name);
  const groupId = await checkedGroup(app, scope, input.groupId);
  const token = randomToken('mqz_');
  const url = playerUrlOf(baseUrl, token);
  let answer;
  try {
    answer = await inputOneTimeCode(app, code, userDataOf(url));
  } catch (error) {
    if (!(error instanceof KittingFailure)) throw error;
    if (error.codeRefused) throw fieldError('input.oneTimeCode', error.message);
    throw badUserInput(error.message);
  }
  const row = newRow(app.clock.now(), { name, group_id: groupId, mac: answer.mac }, token, scope);
  await repo.insertDisplay(app.db, row);
  return viewOf(row, { provisioningUrl: url });
}

const SERIAL_TAKEN = 'A display with this serial number is already registered.';

export interface SerialInput {
  serial: string;
  name: string;
  groupId?: string | null;
  ipAddress?: string | null;
  psk?: string | null;
}

function checkedIpControl(input: SerialInput) {
  const ip = input.ipAddress?.trim() || null;
  const psk = input.psk ?? null;
  const endpoint = ip ? displayEndpoint(ip) : null;
  if (endpoint && 'refusal' in endpoint) throw fieldError('input.ipAddress', endpoint.refusal);
  if (psk !== null && (psk.length > PSK_MAX || /[\r\n]/.test(psk)))
    throw fieldError('input.psk', `Use at most ${PSK_MAX} characters on one line.`);
  if (ip && !psk) throw fieldError('input.psk', 'Enter the pre-shared key set on the display.');
  return { ip, psk: psk || null };
}

export async function registerBySerial(
  app: AppServices,
  scope: Scope,
  input: SerialInput,
  baseUrl: string,
) {
  assertPermission(scope, PERMISSIONS.device.register);
  const serial = input.serial.trim();
  if (!SERIAL.test(serial))
    throw fieldError('input.serial', 'Enter the serial number: up to 32 letters or digits.');
  const name = checkedName(input.name);
  const groupId = await checkedGroup(app, scope, input.groupId);
  const { ip, psk } = checkedIpControl(input);
  const taken = () => fieldError('input.serial', SERIAL_TAKEN);
  if (await repo.findWaitingBySerial(app.db, scope.accountId, serial)) throw taken();
  const token = randomToken('mqz_');
  const url = playerUrlOf(baseUrl, token);
  const row = newRow(
    app.clock.now(),
    { name, group_id: groupId, serial, ip_address: ip, psk },
    token,
    scope,
  );
  if (!(await repo.insertDisplayBySerial(app.db, row))) throw taken();
  const ipControlNote = ip && psk ? await startByIpControl(app, row, url) : undefined;
  const fresh = (await repo.findDisplay(app.db, scope.accountId, null, row.id)) ?? row;
  return viewOf(fresh, { provisioningUrl: url, ...(ipControlNote ? { ipControlNote } : {}) });
}

/** Checks the display is the one registered (its serial), then opens the player on it. */
async function startByIpControl(app: AppServices, row: SonyDisplayRow, url: string) {
  if (!app.config.sonyBravia.ipControlAllowPrivate)
    return 'IP control is off on this server: set the address on the display.';
  const target = { ipAddress: row.ip_address!, psk: row.psk! };
  try {
    const facts = await systemInformation(app, target);
    if (facts.serial && facts.serial !== row.serial)
      return `The display at ${row.ip_address} has serial ${facts.serial}, not ${row.serial}: it was not started.`;
    if (facts.model || facts.mac) await repo.setFacts(app.db, row.id, { ...facts, serial: null });
    await startWebApp(app, target, url);
    return 'The display was told to open the Marquee player.';
  } catch (error) {
    if (error instanceof DisplayFailure) return error.message;
    throw error;
  }
}

/** Unbinds the display: its screen is removed (its token refused) and the row kept as released. */
export async function releaseDisplay(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.device.register);
  const row =
    id.length <= 64
      ? await repo.findDisplay(app.db, scope.accountId, scope.spaceId, id)
      : undefined;
  if (!row) throw notFound('Display');
  if (row.status === 'released') return viewOf(row);
  await repo.markReleased(app.db, row.id, app.clock.now().toISOString());
  if (row.device_id) {
    const device = await findDevice(app.db, scope.accountId, row.device_id);
    if (device) await removeDevice(app, scope.accountId, device.spaceId, device.id);
  }
  let ipControlNote: string | undefined;
  if (row.ip_address && row.psk && app.config.sonyBravia.ipControlAllowPrivate) {
    try {
      await standBy(app, { ipAddress: row.ip_address, psk: row.psk });
      ipControlNote = 'The display was put in standby.';
    } catch (error) {
      if (!(error instanceof DisplayFailure)) throw error;
      ipControlNote = error.message;
    }
  }
  const fresh = (await repo.findDisplay(app.db, scope.accountId, null, row.id))!;
  return viewOf(fresh, ipControlNote ? { ipControlNote } : {});
}
