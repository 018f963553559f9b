import { PERMISSIONS, SCENE_TYPES } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { forbidden, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import { hasPermission, type Scope } from '../../scope.js';
import { ownSpaceIds } from '../folders/space-ids.js';
import { MAX_NAME_LENGTH } from '../folders/names.js';
import * as repo from './repo.js';
import type { SceneRow } from './repo.js';
import { validateSceneDocument } from './validate.js';

type SceneType = (typeof SCENE_TYPES)[number];
type Action = 'read' | 'update' | 'delete';

export interface AspectRatioInput {
  width: number;
  height: number;
}

export interface CreateSceneInput {
  name: string;
  type: SceneType;
  duration?: number | null;
  aspectRatio?: AspectRatioInput | null;
  aspectRatioId?: string | null;
  sceneItems?: unknown;
}

export interface UpdateSceneInput {
  name?: string | null;
  duration?: number | null;
  aspectRatio?: AspectRatioInput | null;
  aspectRatioId?: string | null;
  sceneItems?: unknown;
}

/** A new scene without an aspect ratio is landscape 16:9, the editor's first preset. */
const DEFAULT_ASPECT_RATIO = { width: 16, height: 9 } as const;
const DEFAULT_ASPECT_RATIO_ID = '16:9';
const COPY_SUFFIX = ' (copy)';

// App scenes are guarded by the app permissions, every other type by the scene permissions; a
// role may hold one set without the other.
const permissionFor = (type: string, action: Action) =>
  (type === 'app' ? PERMISSIONS.app : PERMISSIONS.scene)[action];

/** FORBIDDEN unless the scope may do `action` to scenes of some type (before anything is read). */
function assertAnyKind(scope: Scope, action: Action) {
  if (
    !hasPermission(scope, PERMISSIONS.scene[action]) &&
    !hasPermission(scope, PERMISSIONS.app[action])
  )
    throw forbidden();
}

/**
 * Scenes of the account shared to the current space, the last changed first. Without `types`,
 * the types the caller may read; with them, FORBIDDEN if one needs a permission it lacks.
 */
export function scenes(app: AppServices, scope: Scope, types?: readonly SceneType[] | null) {
  let wanted: readonly SceneType[];
  if (types) {
    for (const type of types) assertPermission(scope, permissionFor(type, 'read'));
    wanted = [...new Set(types)];
  } else {
    assertAnyKind(scope, 'read');
    wanted = SCENE_TYPES.filter((type) => hasPermission(scope, permissionFor(type, 'read')));
  }
  return repo.listScenes(app.db, scope.accountId, scope.spaceId, wanted);
}

export async function scene(app: AppServices, scope: Scope, id: string) {
  assertAnyKind(scope, 'read');
  const row = await repo.findSceneInSpace(app.db, scope.accountId, scope.spaceId, id);
  if (!row) return null;
  assertPermission(scope, permissionFor(repo.sceneTypeOf(row.document), 'read'));
  return row;
}

/** The scene to act on: the caller's account's, shared to the current space, of a kind it may. */
async function existing(app: AppServices, scope: Scope, id: string, action: Action) {
  assertAnyKind(scope, action);
  const row = await repo.findSceneInSpace(app.db, scope.accountId, scope.spaceId, id);
  if (!row) throw notFound('Scene');
  assertPermission(scope, permissionFor(repo.sceneTypeOf(row.document), action));
  return row;
}

/**
 * Validates the whole document and stores it. An edit is announced as content:changed, so every
 * screen whose content holds the scene (directly, or through playlists and schedules) loads it
 * again (the devices module listens), exactly as for a playlist.
 */
async function save(app: AppServices, row: SceneRow & { updatedAt: string }, isNew: boolean) {
  const document = validateSceneDocument({ ...row.document, _id: row.id });
  const stored = { ...row, name: document.name, document: { ...document } };
  if (isNew) await repo.insertScene(app.db, stored, row.updatedAt);
  else if (!(await repo.updateSceneRow(app.db, stored))) throw notFound('Scene');
  if (!isNew) app.events.emit('content:changed', { accountId: row.accountId, entityIds: [row.id] });
  return stored;
}

/** `key` set to `value`, removed for null, kept for undefined (a field the input left out). */
function patch(document: Record<string, unknown>, key: string, value: unknown) {
  if (value === null) delete document[key];
  else if (value !== undefined) document[key] = value;
}

export async function createScene(app: AppServices, scope: Scope, input: CreateSceneInput) {
  assertPermission(scope, permissionFor(input.type, 'update'));
  const now = app.clock.now();
  const id = uuidv7(now.getTime());
  const document: Record<string, unknown> = {
    _id: id,
    name: input.name.trim(),
    type: input.type,
    aspectRatio: input.aspectRatio ?? DEFAULT_ASPECT_RATIO,
    sceneItems: input.sceneItems ?? [],
  };
  // No duration: the engine's default for the type applies (sceneDurationSeconds).
  patch(document, 'duration', input.duration);
  patch(
    document,
    'aspectRatioId',
    input.aspectRatioId ?? (input.aspectRatio ? undefined : DEFAULT_ASPECT_RATIO_ID),
  );
  const row = {
    id,
    accountId: scope.accountId,
    name: input.name.trim(),
    document,
    spaceIds: scope.spaceId ? [scope.spaceId] : [],
    updatedAt: now.toISOString(),
  };
  return save(app, row, true);
}

export async function updateScene(
  app: AppServices,
  scope: Scope,
  id: string,
  input: UpdateSceneInput,
) {
  const row = await existing(app, scope, id, 'update');
  const document = { ...row.document };
  if (input.name != null) document.name = input.name.trim();
  patch(document, 'duration', input.duration);
  patch(document, 'aspectRatio', input.aspectRatio);
  patch(document, 'aspectRatioId', input.aspectRatioId);
  if (input.sceneItems !== undefined) document.sceneItems = input.sceneItems;
  return save(app, { ...row, document, updatedAt: app.clock.now().toISOString() }, false);
}

/** "<name> (copy)", the name cut (never inside a character) so the copy's fits the limit. */
function copyName(name: string): string {
  const chars = [...name];
  while (chars.join('').length + COPY_SUFFIX.length > MAX_NAME_LENGTH) chars.pop();
  return `${chars.join('').trimEnd()}${COPY_SUFFIX}`;
}

/** A copy shared to the same spaces, with new ids for the scene and each of its items. */
export async function duplicateScene(app: AppServices, scope: Scope, id: string) {
  const source = await existing(app, scope, id, 'update');
  const now = app.clock.now();
  const newId = () => uuidv7(now.getTime());
  const items = Array.isArray(source.document.sceneItems) ? source.document.sceneItems : [];
  const copyId = newId();
  const name = copyName(source.name);
  const document = {
    ...source.document,
    _id: copyId,
    name,
    sceneItems: items.map((item: unknown) =>
      typeof item === 'object' && item !== null ? { ...item, _id: newId() } : item,
    ),
  };
  const row = {
    id: copyId,
    accountId: scope.accountId,
    name,
    document,
    spaceIds: source.spaceIds,
    updatedAt: now.toISOString(),
  };
  return save(app, row, true);
}

/**
 * Deletes the scene and announces content:deleted, as a playlist's delete does: screens showing
 * it directly show nothing from now on, and screens showing a playlist that references it load
 * that content again. The references stay in the playlists; players skip a scene that is not in
 * their content (engine/compile.ts warns "not in the content").
 */
export async function deleteScene(app: AppServices, scope: Scope, id: string) {
  await existing(app, scope, id, 'delete');
  if (!(await repo.deleteSceneRow(app.db, scope.accountId, id))) throw notFound('Scene');
  app.events.emit('content:deleted', { accountId: scope.accountId, entityIds: [id] });
  return true;
}

/**
 * Shares the scene to exactly these spaces (the account's own, at least one, as for files and
 * folders). Announced as content:changed: playable content is narrowed to a screen's space, so a
 * screen in a space the scene left loads its content again without it.
 */
export async function shareScene(
  app: AppServices,
  scope: Scope,
  id: string,
  spaceIds: readonly string[],
) {
  const row = await existing(app, scope, id, 'update');
  const stored = {
    ...row,
    spaceIds: await ownSpaceIds(app, scope.accountId, spaceIds),
    updatedAt: app.clock.now().toISOString(),
  };
  if (!(await repo.updateSceneRow(app.db, stored))) throw notFound('Scene');
  app.events.emit('content:changed', { accountId: scope.accountId, entityIds: [id] });
  return stored;
}
