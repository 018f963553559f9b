import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../request/context.js';
import { tagRequestId } from '../request/request-ids.js';

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
 * request id, so that masking can log and return it. Must come before error masking among the
 * plugins; yoga adds its masking after the user's plugins. For a subscription this adds one call
 * per event inside the one wrapper envelop already puts around the stream for masking, not
 * another wrapper.
 */
export function useRequestId(): Plugin<GraphQLContext> {
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
