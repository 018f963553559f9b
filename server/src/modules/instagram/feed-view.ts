import type { AppServices } from '../../app-services.js';
import type {
  InstagramFeed,
  InstagramMedia,
  InstagramPublicApiFeed,
} from '../../graphql/generated.js';
import { imageProxyPath } from '../image-proxy/sign.js';
import { instagramOf, redirectUriOf } from './instagram-app.js';
import type { InstagramPost } from './provider.js';
import type { InstagramFeedRow } from './repo.js';

// What the API shows of a feed: built field by field, so the sealed token (and anything else
// added to the row later) never reaches a client by accident.

/** The proxy shows a picture: a video's still picture when Instagram gives one. */
const pictureOf = (post: InstagramPost) =>
  post.mediaType === 'VIDEO' && post.thumbnailUrl ? post.thumbnailUrl : post.mediaUrl;

const mediaView = (secret: string, posts: readonly InstagramPost[]): InstagramMedia[] =>
  posts.map((post) => ({
    id: post.id,
    caption: post.caption,
    mediaType: post.mediaType,
    mediaUrl: post.mediaUrl,
    proxyUrl: imageProxyPath(secret, pictureOf(post)),
    permalink: post.permalink,
    timestamp: post.timestamp,
    username: post.username,
  }));

export const feedView = (app: AppServices, row: InstagramFeedRow): InstagramFeed => ({
  _id: row.id,
  instagramUserId: row.instagramUserId,
  instagramUsername: row.instagramUsername,
  feedAuthorizationUrl: instagramOf(app).authorizationUrl(row.id, redirectUriOf(app)),
  status: row.status,
  media: mediaView(app.config.secret, row.media),
  authorId: row.authorId,
  updatedAt: row.updatedAt,
  createdAt: row.createdAt,
});

export const publicFeedView = (
  app: AppServices,
  row: InstagramFeedRow,
): InstagramPublicApiFeed => ({
  _id: row.id,
  username: row.instagramUsername ?? row.publicUsername ?? '',
  media: mediaView(app.config.secret, row.media),
  updatedAt: row.updatedAt,
});
