import { badUserInput, conflict, forbidden, notFound } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { uuidv7 } from '../../ids.js';
import { insertSpace } from '../accounts/repo.js';
import { requireAccountManager, requireUser } from '../../graphql/guards.js';
import { revokeSession } from '../auth/repo.js';
import { startSession } from '../auth/sessions.js';
import * as repo from './repo.js';

function spaceName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badUserInput('Required', [{ path: 'name', message: 'Required' }]);
  return trimmed;
}

export async function createSpace(ctx: GraphQLContext, name: string) {
  const { user } = requireAccountManager(ctx);
  const now = ctx.now();
  const space = { id: uuidv7(now.getTime()), accountId: user.accountId, name: spaceName(name) };
  await insertSpace(ctx.services.db, { ...space, createdAt: now.toISOString() });
  return space;
}

export async function renameSpace(ctx: GraphQLContext, id: string, name: string) {
  const { user } = requireAccountManager(ctx);
  const { db } = ctx.services;
  if (!(await repo.renameSpace(db, user.accountId, id, spaceName(name)))) throw notFound('Space');
  return (await repo.findSpace(db, user.accountId, id))!;
}

export async function deleteSpace(ctx: GraphQLContext, id: string) {
  const { user } = requireAccountManager(ctx);
  const { db } = ctx.services;
  if (!(await repo.findSpace(db, user.accountId, id))) throw notFound('Space');
  if ((await repo.countSpaces(db, user.accountId)) <= 1)
    throw conflict('The last space of an account cannot be deleted');
  return repo.deleteSpace(db, user.accountId, id);
}

/** A fresh session in the chosen space (the old one ends), so the token carries the space. */
export async function changeCurrentSpace(ctx: GraphQLContext, spaceId: string) {
  const principal = requireUser(ctx);
  if (principal.apiKey) throw forbidden('An API key is bound to its space');
  const { db } = ctx.services;
  const space = await repo.findSpace(db, principal.user.accountId, spaceId);
  if (!space) throw notFound('Space');
  const token = await startSession(ctx, principal.user, space.id);
  await revokeSession(db, principal.user.accountId, principal.session.id, ctx.now().toISOString());
  return { success: true, token };
}
