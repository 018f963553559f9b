import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import * as repo from './repo.js';

/** Playlists of the account shared to the current space. */
export function playlists(app: AppServices, scope: Scope) {
  assertPermission(scope, PERMISSIONS.playlist.read);
  return repo.listPlaylists(app.db, scope.accountId, scope.spaceId);
}

export async function playlist(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.playlist.read);
  return (await repo.findPlaylistInSpace(app.db, scope.accountId, scope.spaceId, id)) ?? null;
}
