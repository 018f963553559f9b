import { z } from 'zod';
import type { GuardOptions } from '../../net/guardedFetch.js';
import { callInstagram } from './instagram-http.js';
import { InstagramUnavailable, type InstagramPost, type PublicProfile } from './provider.js';

// A public profile's latest posts, from the JSON Instagram's own profile page loads. It needs no
// app and no token, only the web app's id in a header; Instagram answers a private profile with
// no posts and an unknown one with no user, and both fail here.

/** The id Instagram's web app sends with its profile requests. */
export const INSTAGRAM_WEB_APP_ID = '936619743392459';

/** Instagram user names: letters, digits, periods and underscores, at most 30. */
const USERNAME = /^[a-z0-9._]{1,30}$/;

/** The user name as Instagram knows it (lower case, without "@"), or null when it cannot be one. */
export function normalUsername(input: string): string | null {
  const name = input.trim().replace(/^@/, '').toLowerCase();
  return USERNAME.test(name) ? name : null;
}

const node = z.object({
  id: z.string().min(1),
  display_url: z.string().min(1),
  is_video: z.boolean().optional(),
  video_url: z.string().min(1).optional(),
  shortcode: z.string().min(1).optional(),
  taken_at_timestamp: z.number().optional(),
  edge_media_to_caption: z
    .object({ edges: z.array(z.object({ node: z.object({ text: z.string() }) })) })
    .optional(),
  __typename: z.string().optional(),
});

const profileAnswer = z.object({
  data: z.object({
    user: z
      .object({
        username: z.string().min(1),
        is_private: z.boolean().optional(),
        edge_owner_to_timeline_media: z.object({
          edges: z.array(z.object({ node: z.unknown() })),
        }),
      })
      .nullable(),
  }),
});

function postOf(raw: unknown, username: string): InstagramPost[] {
  const parsed = node.safeParse(raw);
  if (!parsed.success) return [];
  const n = parsed.data;
  const isVideo = n.is_video === true;
  return [
    {
      id: n.id,
      caption: n.edge_media_to_caption?.edges[0]?.node.text ?? null,
      mediaType: n.__typename === 'GraphSidecar' ? 'CAROUSEL_ALBUM' : isVideo ? 'VIDEO' : 'IMAGE',
      // A video's display_url is its still picture, shown through the proxy.
      mediaUrl: isVideo && n.video_url ? n.video_url : n.display_url,
      thumbnailUrl: isVideo ? n.display_url : null,
      permalink: n.shortcode ? `https://www.instagram.com/p/${n.shortcode}/` : null,
      timestamp:
        n.taken_at_timestamp === undefined
          ? null
          : new Date(n.taken_at_timestamp * 1000).toISOString(),
      username,
    },
  ];
}

/** The profile's posts; InstagramUnavailable when it is private, unknown or unreachable. */
export async function fetchPublicProfile(
  webUrl: string,
  username: string,
  options: GuardOptions,
): Promise<PublicProfile> {
  const url = new URL(`${webUrl}/api/v1/users/web_profile_info/`);
  url.searchParams.set('username', username);
  const answer = await callInstagram(
    url,
    { headers: { 'x-ig-app-id': INSTAGRAM_WEB_APP_ID } },
    options,
  );
  const parsed = profileAnswer.safeParse(answer.json);
  if (answer.status !== 200 || !parsed.success)
    throw new InstagramUnavailable(`Instagram answered ${answer.status} to the profile request.`);
  const user = parsed.data.data.user;
  if (!user) throw new InstagramUnavailable('Instagram knows no such profile.');
  if (user.is_private) throw new InstagramUnavailable('The profile is private.');
  const edges = user.edge_owner_to_timeline_media.edges;
  return {
    username: user.username,
    posts: edges.flatMap((edge) => postOf(edge.node, user.username)),
  };
}
