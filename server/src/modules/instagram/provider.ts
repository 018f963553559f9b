// What the Instagram module needs from Instagram, whoever answers: the real provider
// (instagram-api.ts) talks to "Instagram API with Instagram Login" and to the public profile
// page's JSON; tests point it at a local fixture server through the config's base URLs.

/** One post as the feed keeps it. */
export interface InstagramPost {
  id: string;
  caption: string | null;
  /** IMAGE, VIDEO or CAROUSEL_ALBUM. */
  mediaType: string;
  /** Instagram's own address of the picture or video; it expires after a while. */
  mediaUrl: string;
  /** A video's still picture, when Instagram gives one. */
  thumbnailUrl: string | null;
  permalink: string | null;
  /** ISO 8601. */
  timestamp: string | null;
  username: string | null;
}

/** A long-lived access token; it lasts expiresInS seconds (60 days), unknown when null. */
export interface InstagramToken {
  accessToken: string;
  expiresInS: number | null;
}

export interface InstagramProfile {
  userId: string;
  username: string;
}

export interface PublicProfile {
  username: string;
  posts: InstagramPost[];
}

export interface InstagramProvider {
  /** Instagram's consent page; `state` (the feed id) comes back to the redirect URI. */
  authorizationUrl(state: string, redirectUri: string): string;
  /** Exchanges the consent page's code for a short-lived, then a long-lived token. */
  exchangeCode(code: string, redirectUri: string): Promise<InstagramToken>;
  /** A new long-lived token for one that has not expired yet. */
  refreshToken(accessToken: string): Promise<InstagramToken>;
  profile(accessToken: string): Promise<InstagramProfile>;
  /** The account's latest posts, newest first. */
  media(accessToken: string): Promise<InstagramPost[]>;
  /** A public profile's latest posts; fails for a private or unknown one. */
  publicProfile(username: string): Promise<PublicProfile>;
}

/** Instagram refused the token: it expired or its owner revoked the consent. */
export class InstagramTokenRejected extends Error {
  override readonly name = 'InstagramTokenRejected';
  constructor() {
    super('Instagram no longer accepts the access token.');
  }
}

/** Instagram refused the authorisation code (used, expired, or for another redirect URI). */
export class InstagramCodeRejected extends Error {
  override readonly name = 'InstagramCodeRejected';
  constructor() {
    super('Instagram did not accept the authorisation code.');
  }
}

/**
 * Instagram could not be reached, or answered what the provider cannot use (a private profile,
 * an error). The message is for logs and names no URL: URLs here carry tokens and secrets.
 */
export class InstagramUnavailable extends Error {
  override readonly name = 'InstagramUnavailable';
}
