import { AsyncLocalStorage } from 'node:async_hooks';

// The request id follows the async work of one request, so an internal error logged deep inside
// execution (where yoga's error masking runs) can still name the request it belongs to.
export interface RequestScope {
  requestId: string;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();
