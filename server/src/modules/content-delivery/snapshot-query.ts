import type { ExecutionResult, GraphQLSchema } from 'graphql';
import { execute, parse } from '../../graphql/graphql-js.js';
import type { AppServices } from '../../app-services.js';
import { notFound } from '../../errors.js';
import type { GraphQLContext } from '../../request/context.js';
import type { DeviceRow } from '../devices/repo.js';
import type { ContentKey } from './content-key.js';
import {
  PlayableContentDocument,
  type PlayableContentQuery,
  type PlayableContentQueryVariables,
  type TypedDocumentString,
} from './graphql/generated.js';

/** The content a screen plays, in the shape the player reads: the content document's result. */
export type PlayableContentResult = NonNullable<PlayableContentQuery['playableContent']>;

/**
 * The player's content document (sdk/src/model/playableContent.graphql), parsed once: every
 * snapshot runs this same selection, so what the server sends is what the player's types say.
 */
const PLAYABLE_CONTENT = parse(String(PlayableContentDocument));

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
  const result = await execute({
    schema,
    document: PLAYABLE_CONTENT,
    contextValue: readerContext(app, key, asOf),
    variableValues: variables,
  });
  const playable = dataOf(PlayableContentDocument, result)?.playableContent;
  if (playable) return playable;
  if (result.errors?.some((e) => e.extensions['code'] === 'NOT_FOUND'))
    throw notFound(`The ${key.collectionName}`);
  throw result.errors?.[0] ?? new Error('The content could not be read');
}

/**
 * The data of a generated document's result, with the type codegen wrote for that document.
 * graphql-js types every result as a map of unknowns; the generated type is what the document's
 * selection yields from this schema (codegen checks the selection against the same SDL, and
 * execution follows it), so the result takes its type from the document it ran.
 */
function dataOf<R, V>(
  _document: TypedDocumentString<R, V>,
  result: ExecutionResult,
): R | null | undefined {
  return result.data as R | null | undefined;
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
