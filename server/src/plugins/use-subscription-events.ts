import type { ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { execute } from '../graphql/graphql-js.js';

/** The arguments of executions that are one event of a subscription (see asSubscriptionEvent). */
const events = new WeakSet<object>();

/**
 * Marks these arguments as one event of a subscription, executed by a stream that writes its
 * own results (http/ws.ts): the enveloped execute then runs its document's subscription field
 * with the event as the root value, as the executor runs each event of a subscription, instead
 * of starting a new subscription. Every plugin's execute hooks still run (the checks of the
 * operation, the request id, error masking).
 */
export function asSubscriptionEvent<A extends ExecutionArgs>(args: A): A {
  events.add(args);
  return args;
}

/**
 * Executes the arguments marked by asSubscriptionEvent with graphql's own execute, which runs a
 * subscription document once, for one event. Yoga's executor would subscribe anew for it.
 */
export function useSubscriptionEvents(): Plugin {
  return {
    onExecute({ args, setExecuteFn }) {
      if (events.has(args)) setExecuteFn(execute);
    },
  };
}
