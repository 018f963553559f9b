import { describe, expect, it } from 'vitest';
import { expectLinearTimeOfText } from '../../test/growth.js';
import { isoTimestamp } from './instagram-api.js';
import { INSTAGRAM_SIZE_LIMIT_BYTES, parseInstagramJson } from './instagram-http.js';

// Instagram's answers are read up to 2 MB. Its readers get their worst shapes and must read
// them in linear time (sizes are compared in one run, so a busy machine does not change the
// verdict).

const LIMIT = INSTAGRAM_SIZE_LIMIT_BYTES;
const filled = (unit: string, head = '', tail = '', size = LIMIT) =>
  head +
  unit.repeat(Math.max(0, Math.floor((size - head.length - tail.length) / unit.length))) +
  tail;

describe('reading Instagram’s answers in linear time', () => {
  it.each([
    ['ids followed by spaces and no colon', ['"id"   ']],
    ['one long id of digits', ['1', '{"id":', '}']],
    ['a list of ids', ['{"id":1,"user_id":2},', '{"data":[', '{}]}']],
    ['a caption of quotes and ids', ['\\"id\\": 1 ', '{"caption":"', '"}']],
  ])('parses %s', (_, [unit, head, tail]) => {
    expectLinearTimeOfText((size) => filled(unit!, head, tail, size), parseInstagramJson);
  });

  it('keeps a list of ids exact, as text', () => {
    const parsed = parseInstagramJson(filled('{"id":17841405793187218},', '{"data":[', '{}]}'));
    expect((parsed as { data: { id?: string }[] }).data[0]).toEqual({ id: '17841405793187218' });
  });

  it.each([
    ['offsets', ['+0000']],
    ['digits', ['1']],
    ['a date and spaces', [' ', '2024-05-01T10:00:00', '+0000']],
  ])('reads a timestamp of %s', (_, [unit, head, tail]) => {
    expectLinearTimeOfText((size) => filled(unit!, head, tail, size), isoTimestamp);
  });
});
