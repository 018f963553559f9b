import type { Resolvers } from '../../graphql/generated.js';
import { requireDevice } from '../../graphql/guards.js';
import { withEffectiveContent } from '../devices/publishing/inherited-content.js';
import { keyOfDevice } from './content-key.js';
import { contentVersionChanged, noticeOf, type ContentNotice } from './screen-stream.js';
import { noLongerCurrent, snapshotForAccount } from './socket-content.js';

export const contentDeliveryResolvers: Resolvers = {
  Query: {
    currentContentVersion: async (_root, _args, ctx) => {
      const { device } = requireDevice(ctx);
      const fresh = await ctx.services.devices.loaders.device(device.accountId, device.id);
      const playing = fresh && (await withEffectiveContent(ctx.services, fresh));
      return noticeOf(
        ctx.services,
        playing ? keyOfDevice(playing) : null,
        playing?.takenOverBy ?? null,
      );
    },
    contentAt: async (_root, { url }, ctx) => {
      const { device } = requireDevice(ctx);
      const snapshot = await snapshotForAccount(ctx.services, device.accountId, url);
      if (!snapshot) throw noLongerCurrent();
      return JSON.parse(snapshot.json.toString('utf8')) as unknown;
    },
  },
  Subscription: {
    contentVersionChanged: {
      subscribe: (_root, _args, ctx) =>
        contentVersionChanged(ctx.services, requireDevice(ctx).device),
      resolve: (notice: ContentNotice) => notice,
    },
  },
};
