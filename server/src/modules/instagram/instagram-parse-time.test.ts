import { describe, expect, it } from 'vitest';
import { HANG_MS, runMs } from '../../test/hang.js';
import { isoTimestamp } from './instagram-api.js';
import { INSTAGRAM_SIZE_LIMIT_BYTES, parseInstagramJson } from './instagram-http.js';

// Instagram's answers are read up to 2 MB. Its readers get their worst shapes at that size and
// must stay far from a hang.

const LIMIT = INSTAGRAM_SIZE_LIMIT_BYTES;
const filled = (unit: string, head = '', tail = '') =>
  head + unit.repeat(Math.floor((LIMIT - head.length - tail.length) / unit.length)) + tail;

describe('reading Instagram’s answers at the 2 MB limit', () => {
  it.each([
    ['ids followed by spaces and no colon', filled('"id"   ')],
    ['one id of 2 MB of digits', filled('1', '{"id":', '}')],
    ['a list of ids', filled('{"id":1,"user_id":2},', '{"data":[', '{}]}')],
    ['a caption of quotes and ids', filled('\\"id\\": 1 ', '{"caption":"', '"}')],
  ])('parses %s quickly', (_, text) => {
    expect(runMs(() => parseInstagramJson(text))).toBeLessThan(HANG_MS);
  });

  it('keeps a list of ids exact, as text', () => {
    const parsed = parseInstagramJson(filled('{"id":17841405793187218},', '{"data":[', '{}]}'));
    expect((parsed as { data: { id?: string }[] }).data[0]).toEqual({ id: '17841405793187218' });
  });

  it.each([
    ['offsets', filled('+0000')],
    ['digits', filled('1')],
    ['a date and spaces', filled(' ', '2024-05-01T10:00:00', '+0000')],
  ])('reads a timestamp of %s quickly', (_, text) => {
    expect(runMs(() => isoTimestamp(text))).toBeLessThan(HANG_MS);
  });
});
