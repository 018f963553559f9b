import type { Resolvers } from '../../graphql/generated.js';
import { scopeOf, userScopeOf } from '../../graphql/guards.js';
import { rssFeed } from './rss/service.js';
import { currentWeather, geoCoding } from './weather/service.js';

export const feedResolvers: Resolvers = {
  Query: {
    // Screens read these too: a device token is as good as a user's.
    currentWeather: (_root, { query }, ctx) => currentWeather(ctx.services, scopeOf(ctx), query),
    rssFeed: (_root, { url, refreshIntervalInMinutes }, ctx) =>
      rssFeed(ctx.services, scopeOf(ctx), { url, refreshIntervalInMinutes }),
  },
  Mutation: {
    geoCoding: (_root, { data }, ctx) => geoCoding(ctx.services, userScopeOf(ctx), data),
  },
};
