import type { GraphQLContext } from '../../http/context.js';
import { requireUser } from '../auth/guards.js';
import * as repo from './repo.js';

export async function currentAccount(ctx: GraphQLContext) {
  if (ctx.principal.kind !== 'user') return null;
  return (await repo.findAccount(ctx.services.db, ctx.principal.user.accountId)) ?? null;
}

export function spaces(ctx: GraphQLContext) {
  const { user } = requireUser(ctx);
  return repo.listSpaces(ctx.services.db, user.accountId);
}

/** Decimal megabytes, as the console shows them (1 MB = 1,000,000 bytes). */
export async function usedStorageMB(ctx: GraphQLContext, accountId: string): Promise<number> {
  return (await repo.usedStorageBytes(ctx.services.db, accountId)) / 1_000_000;
}
