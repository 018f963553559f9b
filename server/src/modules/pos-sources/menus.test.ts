import { describe, expect, it } from 'vitest';
import { HANG_MS, runMs } from '../../test/hang.js';
import { UNPACKED_SIZE_LIMIT_BYTES } from '../feeds/upstream.js';
import { allergenCodes, priceFromText } from './menus.js';

// Vendor answers are at most 5 MB unpacked, and one text field may be nearly all of it. The
// readers of those fields get their worst shapes at that size and must stay far from a hang.

const LIMIT = UNPACKED_SIZE_LIMIT_BYTES;
const run = (unit: string) => unit.repeat(Math.floor(LIMIT / unit.length));

describe('reading a vendor’s price', () => {
  it.each([
    ['129', 129],
    [' 129,50 ', 129.5],
    ['129.5 Kč', 129.5],
    ['129,-', 129],
    ['129 ,- Kč', 129],
    ['89 czk', 89],
    ['129Kč', 129],
    ['129 , -', null],
    ['about 129', null],
    ['129,505', null],
    ['', null],
  ])('reads "%s" as %s', (text, price) => {
    expect(priceFromText(text)).toBe(price);
  });

  it.each([
    ['a run of spaces between a number and other text', `1${run(' ')}x`],
    ['a run of digits before other text', `${run('1')} x`],
    ['digits and spaces by turns', `${run('1 ')}x`],
    ['dashes and spaces', `1${run(' ,-')}x`],
  ])('is quick on %s (once cubic: "1", 4,000 spaces, "x" took 17 s)', (_, text) => {
    expect(runMs(() => expect(priceFromText(text)).toBeNull())).toBeLessThan(HANG_MS);
  });
});

describe('reading a vendor’s allergens', () => {
  it('reads codes 1-14 from text, and a text of separators at the limit quickly', () => {
    expect(allergenCodes('1, 3;7 7 15 x')).toEqual([1, 3, 7]);
    expect(runMs(() => allergenCodes(run(', ;1')))).toBeLessThan(HANG_MS);
  });
});
