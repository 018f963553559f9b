import { PERMISSIONS } from '@marquee/sdk/model';
import { randomBytes } from 'node:crypto';
import type { AppServices } from '../../app-services.js';
import { badUserInput, conflict, forbidden, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { sha256Hex, uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import { findDeviceInSpace, findDevicesByIds } from '../devices/repo.js';
import { findGroups } from '../screen-groups/repo.js';
import { MAX_LIVE_LINKS_PER_ACCOUNT } from './limits.js';
import * as repo from './repo.js';
import type { LiveLinkRow } from './repo.js';

export type LiveLinkTargetKind = 'screen' | 'group';

/** The console's page a token opens. */
export const LIVE_PAGE_PATH = '/live/';

/** A link as operators see it; `url` only in the answer that made it. */
export interface LiveLinkView {
  _id: string;
  targetKind: LiveLinkTargetKind;
  targetId: string;
  targetName: string | null;
  url: string | null;
  createdAt: string;
}

/**
 * Sharing a screen in public shows it to anyone with the address and has it take pictures, so
 * making and revoking links needs device configure beside device read; the spec names no
 * permission of its own for it.
 */
function assertMayShare(scope: Scope) {
  assertPermission(scope, PERMISSIONS.device.read);
  assertPermission(scope, PERMISSIONS.device.configure);
  if (scope.actor.kind !== 'user') throw forbidden('A device token cannot do this');
}

/** The names of the links' targets the caller still sees, by kind and id. */
async function targetNames(app: AppServices, scope: Scope, rows: readonly LiveLinkRow[]) {
  const ids = (kind: string) => rows.filter((r) => r.target_kind === kind).map((r) => r.target_id);
  const screens = (await findDevicesByIds(app.db, ids('screen'))).filter(
    (d) =>
      d.accountId === scope.accountId &&
      (scope.spaceId === null || d.spaceId === null || d.spaceId === scope.spaceId),
  );
  const groups = await findGroups(app.db, scope.accountId, scope.spaceId, ids('group'));
  return new Map([
    ...screens.map((d) => [`screen:${d.id}`, d.name] as const),
    ...groups.map((g) => [`group:${g.id}`, g.name] as const),
  ]);
}

const view = (row: LiveLinkRow, names: Map<string, string>, url: string | null): LiveLinkView => ({
  _id: row.id,
  targetKind: row.target_kind as LiveLinkTargetKind,
  targetId: row.target_id,
  targetName: names.get(`${row.target_kind}:${row.target_id}`) ?? null,
  url,
  createdAt: row.created_at,
});

/** The account's links the caller sees (its space, or made in none), newest first. */
export async function listLiveLinks(app: AppServices, scope: Scope): Promise<LiveLinkView[]> {
  assertMayShare(scope);
  const rows = await repo.listLinks(
    app.db,
    scope.accountId,
    scope.spaceId,
    MAX_LIVE_LINKS_PER_ACCOUNT,
  );
  const names = await targetNames(app, scope, rows);
  return rows.map((r) => view(r, names, null));
}

/**
 * A new link to one screen or one group of the caller's space. The token is 256 random bits;
 * only its sha256 is kept, so the address is in this answer and nowhere else.
 */
export async function createLiveLink(
  app: AppServices,
  scope: Scope,
  target: { kind: LiveLinkTargetKind; id: string },
  baseUrl: string,
): Promise<LiveLinkView> {
  assertMayShare(scope);
  const { db } = app;
  const { accountId, spaceId } = scope;
  const found =
    target.kind === 'screen'
      ? await findDeviceInSpace(db, accountId, spaceId, target.id)
      : (await findGroups(db, accountId, spaceId, [target.id]))[0];
  if (!found) {
    const what = target.kind === 'screen' ? 'screen' : 'screen group';
    throw badUserInput(`There is no such ${what}`, [
      { path: 'target.id', message: `Choose a ${what} of this account` },
    ]);
  }
  if ((await repo.countLinks(db, accountId)) >= MAX_LIVE_LINKS_PER_ACCOUNT)
    throw conflict(
      `An account can have at most ${MAX_LIVE_LINKS_PER_ACCOUNT} live view links. Revoke one first.`,
    );
  const token = randomBytes(32).toString('base64url');
  const now = app.clock.now();
  const row: LiveLinkRow = {
    id: uuidv7(now.getTime()),
    account_id: accountId,
    space_id: spaceId,
    token_hash: sha256Hex(token),
    target_kind: target.kind,
    target_id: target.id,
    created_by: scope.actor.kind === 'user' ? scope.actor.userId : null,
    created_at: now.toISOString(),
  };
  await repo.insertLink(db, row);
  const names = new Map([[`${target.kind}:${target.id}`, found.name]]);
  return view(row, names, `${baseUrl}${LIVE_PAGE_PATH}${token}`);
}

/** Revokes a link of the caller's space: its page and pictures stop answering at once. */
export async function revokeLiveLink(app: AppServices, scope: Scope, id: string) {
  assertMayShare(scope);
  if (!(await repo.deleteLink(app.db, scope.accountId, scope.spaceId, id)))
    throw notFound('Live view link');
  return true;
}
