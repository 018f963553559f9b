import { PERMISSIONS } from '@marquee/sdk/model';
import { ADMIN_SESSION } from './fakeApi';

// What the broadcast tests share: who asks, and the server's answers as it gives them.

/** An operator who may see screens and start and clear broadcasts. */
export const OPERATOR = {
  ...ADMIN_SESSION,
  permissions: new Set([PERMISSIONS.device.read, PERMISSIONS.device.manageContent]),
};

/** A broadcast of "Fire drill" to every screen, from `startsAt`. */
export const broadcast = (id: string, startsAt: string, name = 'Fire drill') => ({
  __typename: 'Broadcast',
  _id: id,
  content: {
    __typename: 'PublishedContent',
    collectionName: 'playlist',
    entityId: `p-${id}`,
    name,
  },
  groups: [],
  startsAt,
  endsAt: null,
  screenCount: 48,
  acknowledgedCount: 0,
});
