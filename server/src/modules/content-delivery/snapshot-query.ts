import type { GraphQLSchema } from 'graphql';
import { inProcessDocument } from '../../graphql/in-process-document.js';
import type { AppServices } from '../../app-services.js';
import { notFound } from '../../errors.js';
import type { GraphQLContext } from '../../request/context.js';
import type { DeviceRow } from '../devices/repo.js';
import type { ContentKey } from './content-key.js';
import {
  PlayableContentDocument,
  type PlayableContentQuery,
  type PlayableContentQueryVariables,
} from './graphql/generated.js';

/** The content a screen plays, in the shape the player reads: the content document's result. */
export type PlayableContentResult = NonNullable<PlayableContentQuery['playableContent']>;

/**
 * The player's content document (sdk/src/model/playableContent.graphql), parsed once: every
 * snapshot runs this same selection, so what the server sends is what the player's types say.
 */
const runPlayableContent = inProcessDocument(PlayableContentDocument);

/**
 * Reads `key`'s content as a device of its account and space would, with the clock at `asOf`
 * (file URLs are signed as of then). Throws NOT_FOUND when the content is gone.
 */
export async function readPlayableContent(
  app: AppServices,
  schema: GraphQLSchema,
  key: ContentKey,
  asOf: Date,
): Promise<PlayableContentResult> {
  const variables: PlayableContentQueryVariables = {
    entityId: key.entityId,
    collectionName: key.collectionName,
  };
  const result = await runPlayableContent(schema, readerContext(app, key, asOf), variables);
  const playable = result.data?.playableContent;
  if (playable) return playable;
  if (result.errors.some((e) => e.extensions['code'] === 'NOT_FOUND'))
    throw notFound(`The ${key.collectionName}`);
  throw result.errors[0] ?? new Error('The content could not be read');
}

/** A device of the key's account and space that exists only to read the content. */
function readerContext(app: AppServices, key: ContentKey, asOf: Date): GraphQLContext {
  const reader: DeviceRow = {
    id: 'content-snapshot',
    accountId: key.accountId,
    spaceId: key.spaceId,
    name: 'Content snapshot',
    platform: 'server',
    publishedCollection: null,
    publishedEntityId: null,
    openConnections: 0,
    lastSeenAt: null,
    createdAt: asOf.toISOString(),
    timeZone: null,
    deviceInfo: null,
  };
  return {
    services: app,
    requestId: 'content-snapshot',
    now: () => asOf,
    principal: { kind: 'device', device: reader },
    clientIp: 'internal',
    baseUrl: '',
    transport: 'http',
    responseCookies: [],
  };
}
