import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './instagram-api.js';
import { parseInstagramJson } from './instagram-http.js';
import { normalUsername } from './public-profile.js';

describe("reading Instagram's answers", () => {
  it('keeps 64-bit ids whole, as text', () => {
    const parsed = parseInstagramJson('{"user_id": 17841405793187218, "id":9273519582707364}');
    expect(parsed).toEqual({ user_id: '17841405793187218', id: '9273519582707364' });
    expect(parseInstagramJson('{"caption": "\\"id\\": 17841405793187218"}')).toEqual({
      caption: '"id": 17841405793187218',
    });
    expect(parseInstagramJson('<html>')).toBeUndefined();
  });

  it("turns Instagram's +0000 timestamps into ISO 8601", () => {
    expect(isoTimestamp('2029-12-31T08:15:00+0000')).toBe('2029-12-31T08:15:00.000Z');
    expect(isoTimestamp('2029-12-31T08:15:00+0130')).toBe('2029-12-31T06:45:00.000Z');
    expect(isoTimestamp('yesterday')).toBeNull();
    expect(isoTimestamp(undefined)).toBeNull();
  });

  it('takes a user name as people type it, and refuses what Instagram cannot have', () => {
    expect(normalUsername(' @OldTown.Bakery ')).toBe('oldtown.bakery');
    expect(normalUsername('under_score.9')).toBe('under_score.9');
    for (const bad of ['', '@', 'two words', 'a/b', 'x'.repeat(31), '../me'])
      expect(normalUsername(bad)).toBeNull();
  });
});
