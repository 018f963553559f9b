import { PERMISSIONS } from '@marquee/sdk/model';
import type { Access } from '../../graphql/guards.js';

// Who may do what with Instagram feeds, for the GraphQL fields and the OAuth callback alike.

/** A feed is shown by the Instagram widget: screens, and users who may read scenes. */
export const FEED_READ: Access = { anyOf: [PERMISSIONS.scene.read], devices: true };
/** Listing the space's connected feeds is for the scene editor, not for screens. */
export const FEED_LIST: Access = { anyOf: [PERMISSIONS.scene.read] };
/** Connecting an account or loading a profile calls Instagram: scene editors only. */
export const FEED_EDIT: Access = { anyOf: [PERMISSIONS.scene.update] };
