import { PERMISSIONS } from '@marquee/sdk/model';
import type { GraphQLContext } from '../../http/context.js';
import { requirePermission } from '../auth/guards.js';
import * as repo from './repo.js';

/** Files of the account shared to the current space. */
export async function files(ctx: GraphQLContext) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.media.read);
  const all = await repo.listFiles(ctx.services.db, user.accountId);
  const space = session.currentSpaceId;
  return space ? all.filter((f) => f.spaceIds.includes(space)) : all;
}
