import type {
  DocumentNode,
  ExecutionArgs,
  ExecutionResult,
  FieldNode,
  OperationTypeNode as OperationKind,
} from 'graphql';
import type { GraphQLContext } from '../../request/context.js';
import { Kind, OperationTypeNode } from '../../graphql/graphql-js.js';
import { mapEvents } from '../../pubsub/streams.js';
import {
  contentVersionChanged,
  writtenContentVersions,
  type ContentNotice,
} from './screen-stream.js';

const NOTICE_FIELDS = new Set(['hash', 'url', 'spreadMs', 'broadcastId', '__typename']);

/** The plain fields a selection asks of `allowed`, or undefined if it asks anything more. */
function plainFields(field: FieldNode, allowed: ReadonlySet<string>): string[] | undefined {
  if (field.alias || field.directives?.length || field.arguments?.length) return undefined;
  const names: string[] = [];
  for (const s of field.selectionSet?.selections ?? []) {
    if (s.kind !== Kind.FIELD || s.alias || s.directives?.length || !allowed.has(s.name.value))
      return undefined;
    names.push(s.name.value);
  }
  return names.length > 0 ? names : undefined;
}

/**
 * The root field of `subscription { <rootField> { … } }` (or of the `kind` of operation given)
 * when that is the document's one operation (fragments beside it allowed), without directives,
 * selecting that one field alone; a subscription without variables. Undefined otherwise.
 */
export function onlyRootField(
  document: DocumentNode,
  rootField: string,
  kind: OperationKind = OperationTypeNode.SUBSCRIPTION,
): FieldNode | undefined {
  const operations = document.definitions.filter((d) => d.kind !== Kind.FRAGMENT_DEFINITION);
  if (operations.length !== 1) return undefined;
  const operation = operations[0]!;
  if (operation.kind !== Kind.OPERATION_DEFINITION || operation.operation !== kind)
    return undefined;
  if (operation.directives?.length) return undefined;
  if (kind === OperationTypeNode.SUBSCRIPTION && operation.variableDefinitions?.length)
    return undefined;
  const [field, ...more] = operation.selectionSet.selections;
  if (more.length > 0 || field?.kind !== Kind.FIELD || field.name.value !== rootField)
    return undefined;
  return field;
}

/**
 * `subscription { <rootField> { <plain fields of allowed> } }` and nothing else (see
 * onlyRootField; no aliases or fragments either): the fields it asks for, or undefined. Such a
 * subscription can be answered without the executor, which would give the same result.
 */
export function plainSubscription(
  document: DocumentNode,
  rootField: string,
  allowed: ReadonlySet<string>,
): string[] | undefined {
  const field = onlyRootField(document, rootField);
  return field && plainFields(field, allowed);
}

/** `subscription { contentVersionChanged { <plain fields> } }` and nothing else, or undefined. */
export const noticeSelection = (document: DocumentNode) =>
  plainSubscription(document, 'contentVersionChanged', NOTICE_FIELDS);

/** One result object per notice and selection, shared by every screen that gets it. */
const results = new WeakMap<ContentNotice, Map<string, ExecutionResult>>();

function resultOf(notice: ContentNotice, fields: readonly string[], key: string): ExecutionResult {
  let bySelection = results.get(notice);
  if (!bySelection) results.set(notice, (bySelection = new Map<string, ExecutionResult>()));
  let result = bySelection.get(key);
  if (!result) {
    const value: Record<string, unknown> = {};
    for (const name of fields)
      value[name] = name === '__typename' ? 'ContentVersion' : notice[name as keyof ContentNotice];
    result = { data: { contentVersionChanged: value } };
    bySelection.set(key, result);
  }
  return result;
}

/** Where a screen's notices go straight to: its socket, under its operation's id. */
export interface NoticeOutlet {
  /** The subscription's id, as the client chose it. */
  id: string;
  /**
   * Writes one graphql-ws message for this operation to the socket (nothing once it closed): its
   * UTF-8 bytes are `{"id":<id>` then `tail`.
   */
  send(tail: Uint8Array): void;
}

/**
 * The outlet of operation `id`, writing through `write(head, tail)`. The head, `{"id":<id>`, is
 * made once per operation and kept as a string: a screen holds its outlets for as long as it is
 * connected, and a string costs less to hold than a buffer.
 */
export function outletOf(
  id: string,
  write: (head: string, tail: Uint8Array) => void,
): NoticeOutlet {
  const head = `{"id":${JSON.stringify(id)}`;
  return { id, send: (tail) => write(head, tail) };
}

/**
 * Each notice's graphql-ws `next` message after its id, serialised and encoded once per notice
 * and selection: `,"type":"next","payload":{"data":{…}}}`. With the outlet's `{"id":<id>` in
 * front it is byte for byte what graphql-ws writes for the shared result.
 */
const messageTails = new WeakMap<ContentNotice, Map<string, Buffer>>();

function messageTailOf(notice: ContentNotice, fields: readonly string[], key: string): Buffer {
  let bySelection = messageTails.get(notice);
  if (!bySelection) messageTails.set(notice, (bySelection = new Map<string, Buffer>()));
  let tail = bySelection.get(key);
  if (tail === undefined) {
    const payload = JSON.stringify(resultOf(notice, fields, key));
    tail = Buffer.from(`,"type":"next","payload":${payload}}`);
    bySelection.set(key, tail);
  }
  return tail;
}

/** Writes a notice to the outlet: its id in front of the message encoded once for all. */
export function noticeWriter(
  outlet: NoticeOutlet,
  fields: readonly string[],
  key: string,
): (notice: ContentNotice) => void {
  return (notice) => outlet.send(messageTailOf(notice, fields, key));
}

/**
 * The screens' content-version subscription, executed once per notice instead of once per screen:
 * every screen showing a content gets the same notice object, so the GraphQL result (a copy of
 * its selected scalar fields, which is what executing it would give) is made once and shared;
 * given the screen's outlet, the message itself is serialised once and written straight to each
 * socket. Only for a device token and for exactly that plain selection, already parsed and
 * validated; anything else (an operator asking, aliases, fragments, directives) goes through the
 * executor and gets its answer, errors included, from there. Undefined: not this operation.
 */
export function sharedNoticeStream(
  args: Pick<ExecutionArgs, 'document' | 'contextValue'>,
  outlet?: NoticeOutlet,
): AsyncIterableIterator<ExecutionResult> | undefined {
  const fields = noticeSelection(args.document);
  const context = args.contextValue as GraphQLContext | undefined;
  if (!fields || context?.principal?.kind !== 'device') return undefined;
  const key = fields.join(' ');
  const { services, principal } = context;
  if (!outlet) {
    const notices = contentVersionChanged(services, principal.device);
    return mapEvents(notices, async (notice) => resultOf(notice, fields, key));
  }
  return writtenContentVersions(services, principal.device, noticeWriter(outlet, fields, key));
}
