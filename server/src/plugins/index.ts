import type { Plugin } from 'graphql-yoga';
import type { AppServices } from '../app-services.js';
import type { GraphQLContext } from '../request/context.js';
import type { ServerContext } from '../request/context.js';
import { useAuditLog } from './use-audit-log.js';
import { useAuth } from './use-auth.js';
import { useBadRequestStatus } from './use-bad-request-status.js';
import { useInputLimits } from './use-input-limits.js';
import { useIntrospectionGuard } from './use-introspection-guard.js';
import { useJsonOnlyPosts } from './use-json-only-posts.js';
import { useOperationLimits } from './use-operation-limits.js';
import { useValidText } from './use-valid-text.js';
import { useRequestId } from './use-request-id.js';
import { useRequestSizeLimit } from './use-request-size-limit.js';
import { useResponseCookies } from './use-response-cookies.js';
import { useSubscriptionEvents } from './use-subscription-events.js';

export { useMaskedErrors } from './use-masked-errors.js';

/**
 * Every yoga plugin of the GraphQL endpoint, in order; HTTP and WebSocket operations run through
 * the same list (ws.ts uses yoga.getEnveloped). The request id is tagged on errors first, and
 * masking (yoga's own, configured by useMaskedErrors) comes after all of these. A POST that is
 * not JSON (a form another site could submit) is refused before anything else, and a body over
 * MAX_GRAPHQL_REQUEST_BYTES before it is read. useAuth resolves
 * the caller before any resolver and before the audit log reads who acted. The operation limits,
 * the input limits and the introspection guard stop an operation before its first resolver; the
 * input limits come before anything that reads the variables whole (useValidText), so a request
 * carrying 200,000 list items is refused after looking at one number.
 */
export function marqueePlugins(services: AppServices): Plugin<GraphQLContext & ServerContext>[] {
  return [
    useJsonOnlyPosts() as Plugin<GraphQLContext & ServerContext>,
    useRequestSizeLimit() as Plugin<GraphQLContext & ServerContext>,
    useRequestId() as Plugin<GraphQLContext & ServerContext>,
    useResponseCookies() as Plugin<GraphQLContext & ServerContext>,
    useBadRequestStatus() as Plugin<GraphQLContext & ServerContext>,
    ...(useOperationLimits() as Plugin<GraphQLContext & ServerContext>[]),
    useInputLimits() as Plugin<GraphQLContext & ServerContext>,
    useValidText() as Plugin<GraphQLContext & ServerContext>,
    useAuth(services),
    useIntrospectionGuard(services.config.production) as Plugin<GraphQLContext & ServerContext>,
    useAuditLog() as Plugin<GraphQLContext & ServerContext>,
    useSubscriptionEvents() as Plugin<GraphQLContext & ServerContext>,
  ];
}
