import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { SERVER_UNREACHABLE, SOMETHING_WENT_WRONG, errorMessage } from './errorMessage';

const serverError = (status: number) =>
  new ServerError('Response not successful: Received status code ' + status, {
    response: new Response('oops', { status }),
    bodyText: 'oops',
  });

describe('errorMessage', () => {
  it("passes the server's own messages through", () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Name is required.' }] });
    expect(errorMessage(error)).toBe('Name is required.');
  });

  it('never shows a status code: HTTP failures become sentences', () => {
    expect(errorMessage(serverError(500))).toBe(SOMETHING_WENT_WRONG);
    expect(errorMessage(serverError(429))).toBe(
      'Too many requests at once. Wait a moment and try again.',
    );
    for (const status of [400, 401, 403, 413, 429, 500, 502, 503]) {
      expect(errorMessage(serverError(status))).not.toMatch(/\d{3}/);
    }
  });

  it('says the server cannot be reached when fetch fails', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(SERVER_UNREACHABLE);
  });
});
