import type { InstagramFeed, Resolvers } from '../../graphql/generated.js';
import { guard } from '../../graphql/guards.js';
import { FEED_EDIT, FEED_LIST, FEED_READ } from './access.js';
import { instagramAppConfigured } from './instagram-app.js';
import * as instagram from './service.js';

export const instagramResolvers: Resolvers = {
  Query: {
    // A server setting, the same in every account: any signed-in caller or screen may ask.
    instagramAppConfigured: (_root, _args, ctx) => {
      guard(ctx, { devices: true });
      return instagramAppConfigured(ctx.services);
    },
    instagramFeeds: (_root, _args, ctx) =>
      instagram.connectedFeeds(ctx.services, guard(ctx, FEED_LIST)),
    instagramFeed: (_root, { id, refresh }, ctx) =>
      instagram.connectedFeed(ctx.services, guard(ctx, FEED_READ), id, refresh === true),
    instagramPublicFeed: (_root, { id, username, refresh }, ctx) =>
      instagram.publicFeed(ctx.services, guard(ctx, FEED_READ), id, username, refresh === true),
  },
  Mutation: {
    createInstagramFeed: (_root, _args, ctx) =>
      instagram.createFeed(ctx.services, guard(ctx, FEED_EDIT)),
    authorizeInstagramFeed: (_root, { data }, ctx) =>
      instagram.authorizeFeed(ctx.services, guard(ctx, FEED_EDIT), data.feedId, data.code),
    loadInstagramProfile: (_root, { username }, ctx) =>
      instagram.loadProfile(ctx.services, guard(ctx, FEED_EDIT), username),
  },
  Subscription: {
    instagramFeedChanged: {
      subscribe: (_root, { id }, ctx) =>
        instagram.feedChanges(ctx.services, guard(ctx, FEED_READ), id),
      resolve: (feed: InstagramFeed) => feed,
    },
  },
};
