import type { InstagramFeed, Resolvers } from '../../graphql/generated.js';
import { scopeOf, userScopeOf } from '../../graphql/guards.js';
import { instagramAppConfigured } from './instagram-app.js';
import * as instagram from './service.js';

export const instagramResolvers: Resolvers = {
  Query: {
    instagramAppConfigured: (_root, _args, ctx) => {
      scopeOf(ctx);
      return instagramAppConfigured(ctx.services);
    },
    instagramFeeds: (_root, _args, ctx) => instagram.connectedFeeds(ctx.services, userScopeOf(ctx)),
    instagramFeed: (_root, { id, refresh }, ctx) =>
      instagram.connectedFeed(ctx.services, scopeOf(ctx), id, refresh === true),
    instagramPublicFeed: (_root, { id, username, refresh }, ctx) =>
      instagram.publicFeed(ctx.services, scopeOf(ctx), id, username, refresh === true),
  },
  Mutation: {
    createInstagramFeed: (_root, _args, ctx) =>
      instagram.createFeed(ctx.services, userScopeOf(ctx)),
    authorizeInstagramFeed: (_root, { data }, ctx) =>
      instagram.authorizeFeed(ctx.services, userScopeOf(ctx), data.feedId, data.code),
    loadInstagramProfile: (_root, { username }, ctx) =>
      instagram.loadProfile(ctx.services, userScopeOf(ctx), username),
  },
  Subscription: {
    instagramFeedChanged: {
      subscribe: (_root, { id }, ctx) => instagram.feedChanges(ctx.services, scopeOf(ctx), id),
      resolve: (feed: InstagramFeed) => feed,
    },
  },
};
