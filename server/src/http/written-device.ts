import type { ExecutionArgs, ExecutionResult } from 'graphql';
import type { GraphQLContext } from '../request/context.js';
import { onlyRootField, type NoticeOutlet } from '../modules/content-delivery/shared-notices.js';
import { writtenCurrentDevice } from '../modules/devices/subscriptions.js';

/**
 * Executes the subscription's document once, for one event (the arguments' root value), with
 * every plugin's execute hooks: the enveloped execute, told it is an event (ws.ts).
 */
export type Execute = (args: ExecutionArgs) => unknown;

/**
 * A screen's `currentDeviceChanged { … }`, each state executed as the operation's event and its
 * result written straight to the screen's socket. The executor's subscription would give the
 * same results, but it holds a chain of iterators, promises and contexts for as long as the
 * screen is connected, about 7 kB a screen, where this holds the event queue and the arguments.
 * Each state is executed through `execute` (the plugins' error masking included) with the device
 * as the root value, as the executor runs a subscription's event; an execution that throws ends
 * the stream, and graphql-ws tells the screen. Only for a device token, with the screen's socket,
 * and a document whose only root field this is (any selection); undefined otherwise, for the
 * executor to answer.
 */
export function writtenDeviceStream(
  args: ExecutionArgs,
  execute: Execute,
  outlet: NoticeOutlet | undefined,
): AsyncIterableIterator<never> | undefined {
  const context = args.contextValue as GraphQLContext | undefined;
  if (!outlet || context?.principal?.kind !== 'device') return undefined;
  if (!onlyRootField(args.document, 'currentDeviceChanged')) return undefined;
  // Copied: graphql-ws's own arguments are released once the stream is made.
  const { schema, document, contextValue, operationName } = args;
  const present = async (device: object) =>
    (await execute({
      schema,
      document,
      contextValue,
      operationName,
      rootValue: device,
    })) as ExecutionResult;
  const write = (result: ExecutionResult) =>
    outlet.send(Buffer.from(`,"type":"next","payload":${JSON.stringify(result)}}`));
  return writtenCurrentDevice(context.services, context.principal.device, present, write);
}
