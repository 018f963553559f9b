import type { AppServices } from '../../app-services.js';
import { badUserInput } from '../../errors.js';
import { listSpaces } from '../spaces/repo.js';

/**
 * The spaces a folder or file is shared to: at least one, each the account's own. Files use it
 * too (files sits above folders).
 */
export async function ownSpaceIds(
  app: AppServices,
  accountId: string,
  spaceIds: readonly string[],
): Promise<string[]> {
  const own = new Set((await listSpaces(app.db, accountId)).map((s) => s.id));
  const unique = [...new Set(spaceIds)];
  if (unique.length === 0 || unique.some((id) => !own.has(id))) {
    throw badUserInput('Choose spaces of this account', [
      { path: 'spaceIds', message: 'Unknown space' },
    ]);
  }
  return unique;
}
