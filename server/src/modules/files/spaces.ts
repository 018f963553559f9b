import { badUserInput } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { listSpaces } from '../spaces/repo.js';

/** The spaces to share to, all of them the account's own (and at least one). */
export async function ownSpaceIds(
  ctx: GraphQLContext,
  accountId: string,
  spaceIds: readonly string[],
): Promise<string[]> {
  const own = new Set((await listSpaces(ctx.services.db, accountId)).map((s) => s.id));
  const unique = [...new Set(spaceIds)];
  if (unique.length === 0 || unique.some((id) => !own.has(id))) {
    throw badUserInput('Choose spaces of this account', [
      { path: 'spaceIds', message: 'Unknown space' },
    ]);
  }
  return unique;
}
