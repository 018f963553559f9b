import type { ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badUserInput } from '../errors.js';
import { firstInputViolation } from '../graphql/input-walk.js';

/**
 * Refuses, with BAD_USER_INPUT naming the field and its limit, an operation whose arguments pass
 * the bounds of graphql/input-limits.ts: too many items in a list, too long a text, too large a
 * JSON value, or a name with control or direction characters. Checked before any resolver and
 * before the other plugins read the variables whole, so an oversized request costs the server
 * about what reading its body cost. Queries and mutations meet it in onExecute, subscriptions
 * (over the WebSocket) in onSubscribe.
 */
export function useInputLimits(): Plugin {
  const refuse = (
    args: ExecutionArgs,
    stop: (result: { errors: ReturnType<typeof badUserInput>[] }) => void,
  ) => {
    const { schema, document, operationName, variableValues } = args;
    const found = firstInputViolation(schema, document, operationName, variableValues);
    if (found) stop({ errors: [badUserInput(found.message, [found])] });
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      refuse(args, setResultAndStopExecution);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      refuse(args, setResultAndStopExecution);
    },
  };
}
