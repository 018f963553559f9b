import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import {
  SERVER_UNREACHABLE,
  SOMETHING_WENT_WRONG,
  errorMessage,
  fieldPathInWords,
  inputErrorSentence,
  inputErrorsOf,
} from './errorMessage';

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

describe('input errors in the words of a form', () => {
  const labels = {
    lists: { playlistTimings: 'Row' },
    fields: { timeTo: 'End time', timeFrom: 'Start time', name: 'Name' },
  };

  it('reads the fieldErrors a refused call carries, and none from other failures', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Start time must be before end time',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { path: 'playlistTimings.1.timeTo', message: 'Start time must be before end time' },
              { path: 7, message: 'not a path' },
            ],
          },
        },
      ],
    });
    expect(inputErrorsOf(error)).toEqual([
      { path: 'playlistTimings.1.timeTo', message: 'Start time must be before end time' },
    ]);
    expect(inputErrorsOf(serverError(500))).toEqual([]);
  });

  it('names the row (counted from 1) and the field, never the path', () => {
    expect(fieldPathInWords('playlistTimings.1.timeTo', labels)).toBe('Row 2, End time');
    expect(fieldPathInWords('name', labels)).toBe('Name');
    expect(
      inputErrorSentence(
        { path: 'playlistTimings.0.timeFrom', message: 'Start time must be positive' },
        labels,
      ),
    ).toBe('Row 1, Start time: Start time must be positive');
  });

  it('says an unlabelled field and list in words too', () => {
    expect(fieldPathInWords('sceneItems.3.backgroundColor', { fields: {} })).toBe(
      'Item 4, Background color',
    );
  });
});
