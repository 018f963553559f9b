import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../player/server-link/graphqlClient.js';
import { editorHintOf, feedProblemOf, feedShowsOf } from './feedState.js';

describe('feedShowsOf', () => {
  const none = { hasContent: false, hasSource: true, fetched: false, failed: false };

  it('draws data whenever there is some, also after a failed fetch', () => {
    expect(feedShowsOf({ ...none, hasContent: true, fetched: true, failed: true })).toBe('data');
  });

  it('waits, drawing nothing, only while a source is set and has neither answered nor failed', () => {
    expect(feedShowsOf(none)).toBe('waiting');
    expect(feedShowsOf({ ...none, failed: true })).toBe('placeholder');
    expect(feedShowsOf({ ...none, fetched: true })).toBe('placeholder');
    expect(feedShowsOf({ ...none, hasSource: false })).toBe('placeholder');
  });
});

describe('the editor’s hint', () => {
  it('keeps the server’s sentence, and names an unreachable server in words', () => {
    const refused = new GraphQLRequestError(
      'BAD_USER_INPUT',
      'The feed could not be read: the connection was refused.',
    );
    expect(feedProblemOf(refused)).toBe('The feed could not be read: the connection was refused.');
    expect(feedProblemOf(new GraphQLRequestError('NETWORK_ERROR', 'fetch failed'))).toBe(
      'The Marquee server could not be reached.',
    );
    expect(feedProblemOf(new Error('The feed answer has an unexpected shape'))).toBe(
      'The feed answer has an unexpected shape.',
    );
  });

  it('says whether the item shows an older copy or its placeholder, and nothing without a failure', () => {
    const error = new Error('Offline');
    expect(editorHintOf(error, 'data')).toBe('Offline. Showing the last copy fetched.');
    expect(editorHintOf(error, 'placeholder')).toBe(
      'Offline. Screens show this placeholder until it can be fetched.',
    );
    expect(editorHintOf(null, 'placeholder')).toBeNull();
  });
});
