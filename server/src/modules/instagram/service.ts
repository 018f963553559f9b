import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, notFound, tooManyRequests } from '../../errors.js';
import type { InstagramFeed } from '../../graphql/generated.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import { mapEvents, startWith } from '../../pubsub/streams.js';
import { RATE_LIMITS } from '../../rate-limits.js';
import type { Scope } from '../../scope.js';
import { publishFeedChanged } from './events.js';
import { feedView, publicFeedView } from './feed-view.js';
import { assertInstagramApp, instagramOf, redirectUriOf } from './instagram-app.js';
import { InstagramCodeRejected, InstagramTokenRejected } from './provider.js';
import { normalUsername } from './public-profile.js';
import { expiryOf, refreshedFeed, REFRESH_AT_MOST_EVERY_MS } from './refresh.js';
import * as repo from './repo.js';
import { sealToken } from './token-seal.js';

// Instagram feeds belong to the space they were made in. Connecting an account and loading a
// profile are scene editing (scene:update); users read with scene:read, and a device of the
// account reads the feeds its scenes show.

/** Messages operators see; their wording is fixed, so keep them word for word. */
export const PROFILE_NOT_LOADED = 'Can not load this profile, is the profile public?';
export const INSTAGRAM_RATE_MESSAGE = 'Too many Instagram requests. Try again in a minute.';
export const AUTHORIZATION_REFUSED =
  'Instagram did not accept this authorisation. Connect the account again.';
const INSTAGRAM_UNREACHABLE = 'Instagram could not be reached. Try again in a moment.';

const EDIT = PERMISSIONS.scene.update;

function assertReader(scope: Scope): void {
  if (scope.actor.kind === 'user') assertPermission(scope, PERMISSIONS.scene.read);
}

/**
 * Users see their space's feeds. A device reads any feed of its account: a scene shared into its
 * space may carry a feed made in another.
 */
const readSpaceOf = (scope: Scope) => (scope.actor.kind === 'device' ? null : scope.spaceId);

async function takeInstagramFetch(app: AppServices, accountId: string): Promise<void> {
  const limit = RATE_LIMITS.instagramFetchesPerAccount;
  if (!(await app.rateLimits.take(limit, accountId, app.clock.now())))
    throw tooManyRequests(INSTAGRAM_RATE_MESSAGE);
}

async function readableFeed(app: AppServices, scope: Scope, kind: repo.FeedKind, id: string) {
  assertReader(scope);
  const row = await repo.findFeed(app.db, scope.accountId, readSpaceOf(scope), kind, id);
  if (!row) throw notFound('Instagram feed');
  return row;
}

export async function connectedFeeds(app: AppServices, scope: Scope): Promise<InstagramFeed[]> {
  assertReader(scope);
  const rows = await repo.listConnectedFeeds(app.db, scope.accountId, scope.spaceId);
  return rows.map((row) => feedView(app, row));
}

export async function connectedFeed(app: AppServices, scope: Scope, id: string, refresh: boolean) {
  const row = await readableFeed(app, scope, 'connected', id);
  return feedView(app, await refreshedFeed(app, row, refresh));
}

/** A feed waiting for its owner's consent at feedAuthorizationUrl. */
export async function createFeed(app: AppServices, scope: Scope): Promise<InstagramFeed> {
  assertPermission(scope, EDIT);
  assertInstagramApp(app);
  const at = app.clock.now().toISOString();
  const row: repo.InstagramFeedRow = {
    id: uuidv7(app.clock.now().getTime()),
    accountId: scope.accountId,
    spaceId: scope.spaceId,
    kind: 'connected',
    status: 'CREATED',
    instagramUserId: null,
    instagramUsername: null,
    publicUsername: null,
    sealedAccessToken: null,
    tokenExpiresAt: null,
    media: [],
    mediaFetchedAt: null,
    authorId: scope.actor.kind === 'user' ? scope.actor.userId : null,
    createdAt: at,
    updatedAt: at,
  };
  await repo.insertFeed(app.db, row);
  return feedView(app, row);
}

/**
 * Turns the consent page's code into the feed's token, reads the account and its media, and
 * marks the feed AUTHORIZED (again, for an expired one). Subscribers hear it.
 */
export async function authorizeFeed(
  app: AppServices,
  scope: Scope,
  feedId: string,
  code: string,
): Promise<InstagramFeed> {
  assertPermission(scope, EDIT);
  assertInstagramApp(app);
  // Instagram appends "#_" to the code in the redirect; it is not part of it.
  const cleanCode = code.trim().replace(/#_$/, '');
  if (!cleanCode)
    throw badUserInput(AUTHORIZATION_REFUSED, [{ path: 'code', message: 'Required' }]);
  const row = await repo.findFeed(app.db, scope.accountId, scope.spaceId, 'connected', feedId);
  if (!row) throw notFound('Instagram feed');
  await takeInstagramFetch(app, scope.accountId);
  const api = instagramOf(app);
  let authorization;
  try {
    const token = await api.exchangeCode(cleanCode, redirectUriOf(app));
    const profile = await api.profile(token.accessToken);
    const media = await api.media(token.accessToken);
    authorization = { token, profile, media };
  } catch (error) {
    const refused =
      error instanceof InstagramCodeRejected || error instanceof InstagramTokenRejected;
    app.logger.warn(
      { feedId, reason: error instanceof Error ? error.message : 'unknown' },
      'Instagram authorisation failed',
    );
    throw badUserInput(refused ? AUTHORIZATION_REFUSED : INSTAGRAM_UNREACHABLE);
  }
  const now = app.clock.now();
  const saved = {
    instagramUserId: authorization.profile.userId,
    instagramUsername: authorization.profile.username,
    sealedAccessToken: sealToken(app.config.secret, authorization.token.accessToken),
    tokenExpiresAt: expiryOf(now.getTime(), authorization.token.expiresInS),
    media: authorization.media,
    at: now.toISOString(),
  };
  await repo.saveAuthorization(app.db, scope.accountId, row.id, saved);
  publishFeedChanged(app, row.id);
  return feedView(app, {
    ...row,
    ...saved,
    status: 'AUTHORIZED',
    mediaFetchedAt: saved.at,
    updatedAt: saved.at,
  });
}

/** The feed now, then each time it changes. */
export async function feedChanges(app: AppServices, scope: Scope, id: string) {
  await readableFeed(app, scope, 'connected', id);
  const source = startWith({ feedId: id }, app.pubsub.subscribe('instagram:feed-changed', id));
  return mapEvents(source, async () => {
    const row = await repo.findFeed(app.db, scope.accountId, readSpaceOf(scope), 'connected', id);
    return row ? feedView(app, row) : undefined;
  });
}

/**
 * The space's public feed of `username`, made on first load and fetched again on later ones
 * (at most once a minute). Whatever goes wrong with the profile, the user reads PROFILE_NOT_LOADED.
 */
export async function loadProfile(app: AppServices, scope: Scope, input: string) {
  assertPermission(scope, EDIT);
  const username = normalUsername(input);
  if (!username) throw badUserInput(PROFILE_NOT_LOADED);
  const existing = await repo.findPublicFeed(app.db, scope.accountId, scope.spaceId, username);
  const now = app.clock.now();
  const fetchedAt = existing?.mediaFetchedAt ? Date.parse(existing.mediaFetchedAt) : -Infinity;
  if (existing && now.getTime() - fetchedAt < REFRESH_AT_MOST_EVERY_MS)
    return publicFeedView(app, existing);
  await takeInstagramFetch(app, scope.accountId);
  let profile;
  try {
    profile = await instagramOf(app).publicProfile(username);
  } catch (error) {
    app.logger.info(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'Instagram profile not loaded',
    );
    throw badUserInput(PROFILE_NOT_LOADED);
  }
  const at = now.toISOString();
  const fresh = { media: profile.posts, mediaFetchedAt: at, updatedAt: at };
  if (existing) {
    await repo.saveMedia(app.db, scope.accountId, existing.id, {
      usedToken: null,
      media: profile.posts,
      at,
    });
    return publicFeedView(app, { ...existing, ...fresh });
  }
  const created: repo.InstagramFeedRow = {
    id: uuidv7(now.getTime()),
    accountId: scope.accountId,
    spaceId: scope.spaceId,
    kind: 'public',
    status: 'AUTHORIZED',
    instagramUserId: null,
    instagramUsername: profile.username,
    publicUsername: username,
    sealedAccessToken: null,
    tokenExpiresAt: null,
    authorId: scope.actor.kind === 'user' ? scope.actor.userId : null,
    createdAt: at,
    ...fresh,
  };
  await repo.insertFeed(app.db, created);
  // A load of the same name in parallel may have made the feed first: that one is the feed.
  const feed = await repo.findPublicFeed(app.db, scope.accountId, scope.spaceId, username);
  if (feed && feed.id !== created.id)
    await repo.saveMedia(app.db, scope.accountId, feed.id, {
      usedToken: null,
      media: profile.posts,
      at,
    });
  return publicFeedView(app, { ...(feed ?? created), ...fresh });
}

/** A public feed by id; the user name must be the feed's (the item names both). */
export async function publicFeed(
  app: AppServices,
  scope: Scope,
  id: string,
  username: string,
  refresh: boolean,
) {
  const row = await readableFeed(app, scope, 'public', id);
  if (row.publicUsername !== normalUsername(username)) throw notFound('Instagram feed');
  return publicFeedView(app, await refreshedFeed(app, row, refresh));
}
