import { INSTAGRAM_PUBLIC_FEED_WIDGET_TYPE, INSTAGRAM_WIDGET_TYPE } from '@marquee/sdk';
import { endFollowsContent } from '../shared/contentLength';
import type { WidgetEditor } from '../types';
import { accountGroup } from './AccountGroup';
import { ConnectInstagramDialog } from './ConnectInstagramDialog';
import { coloursGroup, postsGroup } from './DisplayGroups';
import { feedBodyOf } from './feedBody';
import { profileGroup } from './ProfileGroup';
import type { InstagramFeed } from './useInstagramConnection';
import { useInstagramDisabledReason } from './useInstagramDisabledReason';

/**
 * A connected Instagram account's feed. A new item starts with the account connection dialog
 * (Cancel adds nothing); it cannot be added while the server has no Instagram app.
 */
export const instagramEditor: WidgetEditor = {
  type: INSTAGRAM_WIDGET_TYPE,
  toolbarGroups: [accountGroup, postsGroup('account'), coloursGroup('account')],
  create: ({ openDialog }) =>
    openDialog<InstagramFeed | null>((answer) => (
      <ConnectInstagramDialog onConnected={answer} onCancel={() => answer(null)} />
    )).then((feed) => (feed ? { body: feedBodyOf(feed) } : null)),
  // The end follows posts × seconds when either changes.
  update: endFollowsContent,
  useDisabledReason: useInstagramDisabledReason,
};

/** A public profile's posts; its user name is loaded from the toolbar. */
export const instagramPublicFeedEditor: WidgetEditor = {
  type: INSTAGRAM_PUBLIC_FEED_WIDGET_TYPE,
  toolbarGroups: [profileGroup, postsGroup('public'), coloursGroup('public')],
  update: endFollowsContent,
};
