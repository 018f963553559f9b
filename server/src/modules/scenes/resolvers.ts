import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers, Scene } from '../../graphql/generated.js';
import { guard, type Access } from '../../graphql/guards.js';
import type { SceneRow } from './repo.js';
import * as scenes from './service.js';

// Scenes are for signed-in users: the guard refuses a device token, a missing session, or a
// caller holding neither the scene nor the app permission of the action. Which of the two applies
// depends on the scene's type (app or not), known only once the scene is read, so the services
// check that again.
const { scene, app } = PERMISSIONS;
const READ: Access = { anyOf: [scene.read, app.read] };
const UPDATE: Access = { anyOf: [scene.update, app.update] };
const DELETE: Access = { anyOf: [scene.delete, app.delete] };

/** The GraphQL view of a stored scene: its document's fields, the row's spaces and time. */
function view(row: SceneRow & { updatedAt?: string }): Scene {
  const d = row.document;
  return {
    _id: row.id,
    name: row.name,
    type: d.type as Scene['type'],
    duration: typeof d.duration === 'number' ? d.duration : null,
    aspectRatio: (d.aspectRatio as Scene['aspectRatio']) ?? null,
    aspectRatioId: typeof d.aspectRatioId === 'string' ? d.aspectRatioId : null,
    sceneItems: Array.isArray(d.sceneItems) ? d.sceneItems : [],
    spaceIds: row.spaceIds,
    updatedAt: row.updatedAt ?? '',
  };
}

export const sceneResolvers: Resolvers = {
  Query: {
    scenes: async (_root, { types }, ctx) =>
      (await scenes.scenes(ctx.services, guard(ctx, READ), types)).map(view),
    scene: async (_root, { id }, ctx) => {
      const row = await scenes.scene(ctx.services, guard(ctx, READ), id);
      return row ? view(row) : null;
    },
  },
  Mutation: {
    createScene: async (_root, { input }, ctx) =>
      view(await scenes.createScene(ctx.services, guard(ctx, UPDATE), input)),
    updateScene: async (_root, { id, input }, ctx) =>
      view(await scenes.updateScene(ctx.services, guard(ctx, UPDATE), id, input)),
    duplicateScene: async (_root, { id }, ctx) =>
      view(await scenes.duplicateScene(ctx.services, guard(ctx, UPDATE), id)),
    deleteScene: (_root, { id }, ctx) => scenes.deleteScene(ctx.services, guard(ctx, DELETE), id),
    shareScene: async (_root, { id, spaceIds }, ctx) =>
      view(await scenes.shareScene(ctx.services, guard(ctx, UPDATE), id, spaceIds)),
  },
};
