import { z } from 'zod';
import type { InstagramConfig } from '../../config.js';
import type { GuardOptions } from '../../net/guardedFetch.js';
import { callInstagram, graphResult } from './instagram-http.js';
import {
  InstagramCodeRejected,
  InstagramUnavailable,
  type InstagramPost,
  type InstagramProvider,
  type InstagramToken,
} from './provider.js';
import { fetchPublicProfile } from './public-profile.js';

// The real provider: "Instagram API with Instagram Login" (consent page, code exchange on
// api.instagram.com, long-lived tokens, profile and media on graph.instagram.com) and the public
// profile JSON of www.instagram.com. Base URLs come from the config.

const SCOPE = 'instagram_business_basic';
const MEDIA_FIELDS = 'id,caption,media_type,media_url,permalink,timestamp,username,thumbnail_url';
const MEDIA_LIMIT = '25';

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

// The code exchange answers { access_token, user_id }, in some versions wrapped in data[].
const codeAnswer = z.union([
  z.object({ access_token: z.string().min(1) }),
  z
    .object({ data: z.array(z.object({ access_token: z.string().min(1) })).min(1) })
    .transform((answer) => answer.data[0]!),
]);

const profileAnswer = z.object({
  user_id: z.string().min(1).optional(),
  id: z.string().min(1).optional(),
  username: z.string().min(1),
});

const mediaItem = z.object({
  id: z.string().min(1),
  caption: z.string().nullish(),
  media_type: z.string().min(1),
  media_url: z.string().min(1).optional(),
  thumbnail_url: z.string().min(1).optional(),
  permalink: z.string().nullish(),
  timestamp: z.string().nullish(),
  username: z.string().nullish(),
});
const mediaAnswer = z.object({ data: z.array(z.unknown()) });

/** Instagram writes "2024-05-01T10:00:00+0000"; DateTime wants ISO 8601 with a colon or Z. */
export function isoTimestamp(text: string | null | undefined): string | null {
  if (!text) return null;
  const time = Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The posts that can be shown; one without a picture (a flagged video) is left out. */
function postsOf(json: unknown): InstagramPost[] {
  const parsed = mediaAnswer.safeParse(json);
  if (!parsed.success) throw new InstagramUnavailable('Instagram answered media in another shape.');
  return parsed.data.data.flatMap((raw) => {
    const item = mediaItem.safeParse(raw);
    if (!item.success) return [];
    const m = item.data;
    const mediaUrl = m.media_url ?? m.thumbnail_url;
    if (!mediaUrl) return [];
    return [
      {
        id: m.id,
        caption: m.caption ?? null,
        mediaType: m.media_type,
        mediaUrl,
        thumbnailUrl: m.thumbnail_url ?? null,
        permalink: m.permalink ?? null,
        timestamp: isoTimestamp(m.timestamp),
        username: m.username ?? null,
      },
    ];
  });
}

function tokenOf(json: unknown): InstagramToken {
  const parsed = tokenAnswer.safeParse(json);
  if (!parsed.success)
    throw new InstagramUnavailable('Instagram answered a token in another shape.');
  return { accessToken: parsed.data.access_token, expiresInS: parsed.data.expires_in ?? null };
}

function url(base: string, path: string, params: Record<string, string>): URL {
  const result = new URL(`${base}${path}`);
  for (const [name, value] of Object.entries(params)) result.searchParams.set(name, value);
  return result;
}

type GraphCall = (path: string, params: Record<string, string>, what: string) => Promise<unknown>;

/** Trades the code from the consent page for a short-lived token, then that for a long-lived one. */
async function exchangeCodeForToken(
  config: InstagramConfig,
  options: GuardOptions,
  graph: GraphCall,
  code: string,
  redirectUri: string,
): Promise<InstagramToken> {
  const appSecret = config.appSecret ?? '';
  const form = new URLSearchParams({
    client_id: config.appId ?? '',
    client_secret: appSecret,
    grant_type: 'authorization_code',
    redirect_uri: redirectUri,
    code,
  });
  const answer = await callInstagram(
    url(config.apiUrl, '/oauth/access_token', {}),
    { method: 'POST', form },
    options,
  );
  if (answer.status >= 400 && answer.status < 500) throw new InstagramCodeRejected();
  const short = codeAnswer.safeParse(answer.json);
  if (answer.status !== 200 || !short.success)
    throw new InstagramUnavailable(`Instagram answered ${answer.status} to the code exchange.`);
  const long = await graph(
    '/access_token',
    {
      grant_type: 'ig_exchange_token',
      client_secret: appSecret,
      access_token: short.data.access_token,
    },
    'long-lived token',
  );
  return tokenOf(long);
}

export function createInstagramApi(
  config: InstagramConfig,
  options: GuardOptions,
): InstagramProvider {
  const appId = config.appId ?? '';
  const graph = async (path: string, params: Record<string, string>, what: string) =>
    graphResult(await callInstagram(url(config.graphUrl, path, params), {}, options), what);

  return {
    authorizationUrl: (state, redirectUri) =>
      url(config.oauthUrl, '/oauth/authorize', {
        client_id: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPE,
        state,
      }).href,

    exchangeCode: (code, redirectUri) =>
      exchangeCodeForToken(config, options, graph, code, redirectUri),

    async refreshToken(accessToken) {
      const answer = await graph(
        '/refresh_access_token',
        { grant_type: 'ig_refresh_token', access_token: accessToken },
        'token refresh',
      );
      return tokenOf(answer);
    },

    async profile(accessToken) {
      const answer = await graph(
        '/me',
        { fields: 'user_id,username', access_token: accessToken },
        'profile',
      );
      const parsed = profileAnswer.safeParse(answer);
      const userId = parsed.success ? (parsed.data.user_id ?? parsed.data.id) : undefined;
      if (!parsed.success || !userId)
        throw new InstagramUnavailable('Instagram answered a profile in another shape.');
      return { userId, username: parsed.data.username };
    },

    async media(accessToken) {
      const answer = await graph(
        '/me/media',
        { fields: MEDIA_FIELDS, limit: MEDIA_LIMIT, access_token: accessToken },
        'media',
      );
      return postsOf(answer);
    },

    publicProfile: (username) => fetchPublicProfile(config.webUrl, username, options),
  };
}
