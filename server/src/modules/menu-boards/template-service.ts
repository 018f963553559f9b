import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, notFound } from '../../errors.js';
import type { CreateMenuBoardMealTemplateInput } from '../../graphql/generated.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import { listSpaces } from '../spaces/repo.js';
import { assertMealImages } from './images.js';
import { parseMeal } from './meal.js';
import * as repo from './templates-repo.js';

// Meal templates: meals saved for reuse, offered in some or all spaces. The console's "this
// space only" checkbox sends an empty spaceIds list, otherwise none. The rule:
//   - spaceIds absent or null: offered in every space of the account (stored as null);
//   - spaceIds []: offered only in the space the user is in now (stored as [that space]; with
//     no current space it falls back to every space);
//   - spaceIds [a, b]: offered in those spaces, each of which must be a space of the account.
// Listing and deleting see the templates offered in the current space.

const MAX_NAME = 200;

async function spacesFor(
  app: AppServices,
  scope: Scope,
  asked: readonly string[] | null | undefined,
): Promise<string[] | null> {
  if (asked == null) return null;
  if (asked.length === 0) return scope.spaceId ? [scope.spaceId] : null;
  const own = new Set((await listSpaces(app.db, scope.accountId)).map((s) => s.id));
  const index = asked.findIndex((id) => !own.has(id));
  if (index >= 0) {
    const path = `spaceIds.${index}`;
    throw badUserInput(`${path}: Space not found`, [{ path, message: 'Space not found' }]);
  }
  return [...new Set(asked)];
}

export async function templates(app: AppServices, scope: Scope) {
  assertPermission(scope, PERMISSIONS.integrations.menuBoardRead);
  return { data: await repo.listTemplates(app.db, scope.accountId, scope.spaceId) };
}

export async function createTemplate(
  app: AppServices,
  scope: Scope,
  data: CreateMenuBoardMealTemplateInput,
) {
  assertPermission(scope, PERMISSIONS.integrations.menuBoardUpdate);
  const internalName = data.internalName.trim();
  if (!internalName || internalName.length > MAX_NAME) {
    const message = internalName ? `At most ${MAX_NAME} characters` : 'Enter an internal name';
    throw badUserInput(`internalName: ${message}`, [{ path: 'internalName', message }]);
  }
  const body = parseMeal(data.body);
  await assertMealImages(app, scope.accountId, scope.spaceId, [body], 'body');
  const row: repo.TemplateRow = {
    id: uuidv7(app.clock.now().getTime()),
    accountId: scope.accountId,
    internalName,
    spaceIds: await spacesFor(app, scope, data.spaceIds),
    body,
    createdAt: app.clock.now().toISOString(),
  };
  await repo.insertTemplate(app.db, row);
  return row;
}

export async function deleteTemplate(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.integrations.menuBoardDelete);
  if (!(await repo.deleteTemplate(app.db, scope.accountId, scope.spaceId, id)))
    throw notFound('Meal template');
  return true;
}
