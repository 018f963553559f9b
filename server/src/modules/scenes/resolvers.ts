import type { Resolvers, Scene } from '../../graphql/generated.js';
import { userScopeOf } from '../../graphql/guards.js';
import type { SceneRow } from './repo.js';
import * as scenes from './service.js';

// Scenes are for signed-in users: userScopeOf refuses a device token or a missing session with
// the guards' own messages. Which permission applies depends on the scene's type (app or not),
// known only once the scene is read, so the services check it.

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
      (await scenes.scenes(ctx.services, userScopeOf(ctx), types)).map(view),
    scene: async (_root, { id }, ctx) => {
      const row = await scenes.scene(ctx.services, userScopeOf(ctx), id);
      return row ? view(row) : null;
    },
  },
  Mutation: {
    createScene: async (_root, { input }, ctx) =>
      view(await scenes.createScene(ctx.services, userScopeOf(ctx), input)),
    updateScene: async (_root, { id, input }, ctx) =>
      view(await scenes.updateScene(ctx.services, userScopeOf(ctx), id, input)),
    duplicateScene: async (_root, { id }, ctx) =>
      view(await scenes.duplicateScene(ctx.services, userScopeOf(ctx), id)),
    deleteScene: (_root, { id }, ctx) => scenes.deleteScene(ctx.services, userScopeOf(ctx), id),
    shareScene: async (_root, { id, spaceIds }, ctx) =>
      view(await scenes.shareScene(ctx.services, userScopeOf(ctx), id, spaceIds)),
  },
};
