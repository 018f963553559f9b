import type { AppServices } from '../../app-services.js';
import { badUserInput } from '../../errors.js';
import { createInstagramApi } from './instagram-api.js';
import type { InstagramProvider } from './provider.js';

/** Where Instagram's consent page sends its owner back, on this server. */
export const INSTAGRAM_CALLBACK_PATH = '/integrations/instagram/callback';

/** The Instagram feed item's disabled reason, also the answer without an app. */
const INSTAGRAM_DISABLED_REASON = 'Instagram App is temporarily disabled. It will be back soon.';

/** Whether this server has an Instagram app: its id and its secret. */
export const instagramAppConfigured = (app: AppServices): boolean =>
  Boolean(app.config.instagram.appId && app.config.instagram.appSecret);

/** Connecting an account needs the app; BAD_USER_INPUT with the disabled reason otherwise. */
export function assertInstagramApp(app: AppServices): void {
  if (!instagramAppConfigured(app)) throw badUserInput(INSTAGRAM_DISABLED_REASON);
}

/** The address Instagram returns to: the server's public address, as in e-mail links. */
export const redirectUriOf = (app: AppServices): string =>
  `${app.config.linkBaseUrl}${INSTAGRAM_CALLBACK_PATH}`;

/**
 * The provider for a call, built with the policy in force now (tests set the fetch policy on a
 * running server) and the server's clock for the time limit.
 */
export const instagramOf = (app: AppServices): InstagramProvider =>
  createInstagramApi(app.config.instagram, { ...app.outboundFetch, clock: app.clock });
