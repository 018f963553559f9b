import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context.js';

/**
 * Which request an error came from, so that error masking (which sees only the error) can log and
 * return the request id of an internal error.
 *
 * Not an AsyncLocalStorage: on Node 20 one of those, once used, runs a hook for every promise the
 * process creates, and a publish to 10,000 screens creates hundreds of thousands (5–8% of the busy
 * time in the 2,000-screen profile). Tagging the few errors there are costs nothing per event.
 */
const requestIds = new WeakMap<object, string>();

/** Marks an error as raised while serving `requestId` (the first mark wins). */
export function tagRequestId(error: unknown, requestId: string | undefined): void {
  if (!requestId || typeof error !== 'object' || error === null) return;
  if (!requestIds.has(error)) requestIds.set(error, requestId);
  const original = (error as { originalError?: unknown }).originalError;
  if (typeof original === 'object' && original !== null && !requestIds.has(original))
    requestIds.set(original, requestId);
}

export function requestIdOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? requestIds.get(error) : undefined;
}

type ResultPayload = {
  args: { contextValue: unknown };
  result: { errors?: readonly unknown[] | null | undefined };
};

const tagResultErrors = ({ args, result }: ResultPayload) => {
  if (!result.errors?.length) return;
  const requestId = (args.contextValue as Partial<GraphQLContext>).requestId;
  for (const error of result.errors) tagRequestId(error, requestId);
};

/**
 * Tags the errors of every result (and every event of a subscription) with the operation's
 * request id. Must come before error masking among the plugins; yoga adds its masking after the
 * user's plugins. For a subscription this adds one call per event inside the one wrapper envelop
 * already puts around the stream for masking, not another wrapper.
 */
export function requestIdOnErrorsPlugin(): Plugin<GraphQLContext> {
  return {
    onExecute: () => ({
      onExecuteDone: (payload) =>
        handleStreamOrSingleExecutionResult(payload, (p) =>
          tagResultErrors(p as unknown as ResultPayload),
        ),
    }),
    onSubscribe: ({ args }) => ({
      onSubscribeResult: (payload) =>
        handleStreamOrSingleExecutionResult(payload, (p) =>
          tagResultErrors(p as unknown as ResultPayload),
        ),
      onSubscribeError: ({ error }) => tagRequestId(error, args.contextValue.requestId),
    }),
  };
}
