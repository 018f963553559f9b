import type { DocumentNode, VariableNode } from 'graphql';
import type { AppServices } from '../../app-services.js';
import { appError } from '../../errors.js';
import { getOperationAST, Kind, OperationTypeNode, parse } from '../../graphql/graphql-js.js';
import { slicedQueue } from '../../pubsub/turns.js';
import type { DeviceRow } from '../devices/repo.js';
import { parseContentPath } from './content-key.js';
import { onlyRootField, type NoticeOutlet } from './shared-notices.js';
import type { ContentSnapshot } from './snapshot.js';
import { contentVersionsOf } from './versions.js';

/**
 * Longer than any address the server makes (about 230 characters): a longer one names nothing,
 * and is refused before it is read.
 */
export const MAX_CONTENT_URL_LENGTH = 512;

export const noLongerCurrent = () =>
  appError('NOT_FOUND', 'This content version is no longer current');

/**
 * The snapshot a content address names, while it is current (or just made again); undefined when
 * the address names nothing, or a version since replaced.
 */
export async function snapshotAtPath(
  services: AppServices,
  path: string,
): Promise<ContentSnapshot | undefined> {
  const named = path.length <= MAX_CONTENT_URL_LENGTH ? parseContentPath(path) : undefined;
  if (!named) return undefined;
  try {
    return await contentVersionsOf(services).byHash(named.key, named.hash);
  } catch (error) {
    if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND')
      return undefined;
    throw error;
  }
}

/**
 * The snapshot at `url` for a screen of `accountId`: a screen asking with its token gets its own
 * account's content only (over HTTP the address alone is the capability, and any cache may
 * answer it; over the token's socket the token says whose it is).
 */
export async function snapshotForAccount(
  services: AppServices,
  accountId: string,
  url: string,
): Promise<ContentSnapshot | undefined> {
  const named = url.length <= MAX_CONTENT_URL_LENGTH ? parseContentPath(url) : undefined;
  if (named?.key.accountId !== accountId) return undefined;
  return snapshotAtPath(services, url);
}

/**
 * The url variable's name in `query <name>($<variable>: String!) { contentAt(url: $<variable>) }`,
 * nothing else (no alias, directive or other field; fragments aside), and the operation's name.
 * Undefined for any other document, which the executor answers instead.
 */
function contentAtQuery(query: string): { variable: string; name?: string } | undefined {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return undefined;
  }
  const field = onlyRootField(document, 'contentAt', OperationTypeNode.QUERY);
  if (!field || field.alias || field.directives?.length || field.selectionSet) return undefined;
  const [argument, ...more] = field.arguments ?? [];
  if (more.length > 0 || argument?.name.value !== 'url' || argument.value.kind !== Kind.VARIABLE)
    return undefined;
  const operation = getOperationAST(document);
  const definition = operation?.variableDefinitions?.find(
    (d) => d.variable.name.value === (argument.value as VariableNode).name.value,
  );
  if (operation?.variableDefinitions?.length !== 1 || !definition) return undefined;
  const type = definition.type;
  const isStringBang =
    type.kind === Kind.NON_NULL_TYPE &&
    type.type.kind === Kind.NAMED_TYPE &&
    type.type.name.value === 'String';
  if (!isStringBang || definition.defaultValue || definition.directives?.length) return undefined;
  return { variable: definition.variable.name.value, name: operation.name?.value };
}

/**
 * Query texts read so far, and what they are: a player sends one text, so a few are kept, and any
 * beyond them are read again each time rather than held.
 */
const KNOWN_QUERIES_MAX = 32;
const knownQueries = new Map<string, ReturnType<typeof contentAtQuery>>();

function contentAtQueryOf(query: string) {
  if (knownQueries.has(query)) return knownQueries.get(query);
  const read = contentAtQuery(query);
  if (knownQueries.size < KNOWN_QUERIES_MAX) knownQueries.set(query, read);
  return read;
}

/**
 * A message larger than this is not the player's content request (the query and an address of
 * MAX_CONTENT_URL_LENGTH are under 700 bytes): it goes to graphql-ws unread.
 */
const MAX_CONTENT_AT_MESSAGE_BYTES = 2_048;

/** The address a graphql-ws `subscribe` message asks the content of, or undefined. */
function askedUrl(bytes: Buffer): { id: string; url: string } | undefined {
  if (bytes.length > MAX_CONTENT_AT_MESSAGE_BYTES) return undefined;
  const text = bytes.toString('utf8');
  if (!text.includes('contentAt')) return undefined;
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { id, type, payload } = (message ?? {}) as Record<string, unknown>;
  if (type !== 'subscribe' || typeof id !== 'string' || typeof payload !== 'object' || !payload)
    return undefined;
  const { query, variables, operationName } = payload as Record<string, unknown>;
  const known = typeof query === 'string' ? contentAtQueryOf(query) : undefined;
  if (!known || (operationName != null && operationName !== known.name)) return undefined;
  const url = (variables as Record<string, unknown> | undefined)?.[known.variable];
  return typeof url === 'string' ? { id, url } : undefined;
}

/**
 * Each snapshot's graphql-ws `next` message after its id, made once per snapshot:
 * `,"type":"next","payload":{"data":{"contentAt":<the content's JSON>}}}`. With the outlet's
 * `{"id":<id>` in front it is what graphql-ws writes for the executed query.
 */
const messageTails = new WeakMap<ContentSnapshot, Buffer>();
const COMPLETE_TAIL = Buffer.from(',"type":"complete"}');

function messageTailOf(snapshot: ContentSnapshot): Buffer {
  let tail = messageTails.get(snapshot);
  if (!tail) {
    tail = Buffer.concat([
      Buffer.from(',"type":"next","payload":{"data":{"contentAt":'),
      snapshot.json,
      Buffer.from('}}}'),
    ]);
    messageTails.set(snapshot, tail);
  }
  return tail;
}

/**
 * Answers written in slices within the turn budget (each is a write of the whole content): a
 * broadcast's 10,000 requests, which come while its notices are still
 * being written, take their turns beside those notices instead of holding them up.
 */
const answerInTurn = slicedQueue(100);

/**
 * A screen's content asked over the WebSocket it already holds, answered with the snapshot's
 * stored bytes before graphql-ws reads the message. After a publish to 10,000 screens that is
 * 10,000 small messages on open sockets, where a GET each would be 10,000 new connections, each
 * waiting its turn in the server's one accept queue (libuv accepts one connection each time the
 * loop polls) ahead of anyone else's; and where the executor would cost each one a context, its
 * plugins and a serialisation of the content, this costs a JSON.parse of the request and a write.
 * Only on a device's own acknowledged socket (`device`: its token was checked when it
 * connected, and the socket closes when it loses its rights) and for the plain query (see
 * contentAtQuery). A version no longer current, another account's, or any other message is
 * passed on to graphql-ws, whose executor gives the answer, errors included. `answerTo` hands
 * the operation's outlet to `write` and puts what it sends in one write to the socket: the
 * result and the `complete` then cost one system call, not two (10,000 fewer per publish).
 */
export function takeContentAt(
  services: AppServices,
  device: DeviceRow | undefined,
  bytes: Buffer,
  answerTo: (id: string, write: (outlet: NoticeOutlet) => void) => void,
  passOn: () => void,
): boolean {
  const asked = device && askedUrl(bytes);
  if (!asked) return false;
  snapshotForAccount(services, device.accountId, asked.url).then((snapshot) => {
    if (!snapshot) return passOn();
    answerInTurn(
      () =>
        answerTo(asked.id, (outlet) => {
          outlet.send(messageTailOf(snapshot));
          outlet.send(COMPLETE_TAIL);
        }),
      (error) => services.logger.warn({ err: error, device: device.id }, 'content answer not sent'),
    );
  }, passOn);
  return true;
}
