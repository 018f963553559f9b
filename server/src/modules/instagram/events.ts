import type { AppServices } from '../../app-services.js';

// The Instagram topic joins the shared Topics map by declaration merging, so pubsub.ts stays as it is.
declare module '../../pubsub/pubsub.js' {
  interface Topics {
    /** A connected Instagram feed was authorised, expired or got new media. Keyed by feed id. */
    'instagram:feed-changed': { feedId: string };
  }
}

export function publishFeedChanged(services: AppServices, feedId: string): void {
  services.pubsub.publish('instagram:feed-changed', feedId, { feedId });
}
