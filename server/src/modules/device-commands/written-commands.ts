import type { ExecutionArgs, ExecutionResult } from 'graphql';
import type { GraphQLContext } from '../../request/context.js';
import { plainSubscription, type NoticeOutlet } from '../content-delivery/shared-notices.js';
import type { DeviceCommandRow } from './repo.js';
import { writtenPendingCommands } from './subscription.js';

/** The command's fields a screen's subscription may ask for and get written as they are. */
const PLAIN_FIELDS = new Set(['_id', 'deviceId', 'type', 'status', 'error', '__typename']);

function valueOf(command: DeviceCommandRow, field: string): unknown {
  return field === '__typename' ? 'DeviceCommand' : command[field as keyof DeviceCommandRow];
}

/**
 * A screen's `pendingCommandsChanged { <plain fields> }`, its lists written straight to its
 * socket: each is the executor's result for that selection (ids, enums and a nullable string,
 * copied as they are), made without it. The executor holds a chain of iterators, promises and
 * contexts for every subscription it runs, about 12 kB a screen, and spends more on a list than
 * reading it. Only for a device token and that exact selection (already parsed and validated),
 * and only with the screen's socket; undefined otherwise, for the executor to answer.
 */
export function writtenCommandsStream(
  args: Pick<ExecutionArgs, 'document' | 'contextValue'>,
  outlet: NoticeOutlet | undefined,
): AsyncIterableIterator<ExecutionResult> | undefined {
  const fields = plainSubscription(args.document, 'pendingCommandsChanged', PLAIN_FIELDS);
  const context = args.contextValue as GraphQLContext | undefined;
  if (!fields || !outlet || context?.principal?.kind !== 'device') return undefined;
  const write = (commands: DeviceCommandRow[]) => {
    const list = commands.map((command) => {
      const value: Record<string, unknown> = {};
      for (const field of fields) value[field] = valueOf(command, field);
      return value;
    });
    const payload = JSON.stringify({ data: { pendingCommandsChanged: list } });
    outlet.send(Buffer.from(`,"type":"next","payload":${payload}}`));
  };
  return writtenPendingCommands(context.services, context.principal.device, write);
}
