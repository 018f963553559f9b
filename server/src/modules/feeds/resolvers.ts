import type { Resolvers } from '../../graphql/generated.js';
import { guard } from '../../graphql/guards.js';
import { WIDGET_EDIT, WIDGET_READ } from '../../graphql/widget-access.js';
import { rssFeed } from './rss/service.js';
import { currentWeather, geoCoding } from './weather/service.js';

export const feedResolvers: Resolvers = {
  Query: {
    // What the weather and RSS widgets show: screens, and users who may read scenes or apps.
    currentWeather: (_root, { query }, ctx) =>
      currentWeather(ctx.services, guard(ctx, WIDGET_READ), query),
    rssFeed: (_root, { url, refreshIntervalInMinutes }, ctx) =>
      rssFeed(ctx.services, guard(ctx, WIDGET_READ), { url, refreshIntervalInMinutes }),
  },
  Mutation: {
    geoCoding: (_root, { data }, ctx) => geoCoding(ctx.services, guard(ctx, WIDGET_EDIT), data),
  },
};
