import { describe, expect, it } from 'vitest';
import { expectLinearTimeOfText } from '../../test/growth.js';
import { UNPACKED_SIZE_LIMIT_BYTES } from '../feeds/upstream.js';
import { allergenCodes, priceFromText } from './menus.js';

// Vendor answers are at most 5 MB unpacked, and one text field may be nearly all of it. The
// readers of those fields get their worst shapes and must read them in linear time (sizes are
// compared in one run, so a busy machine does not change the verdict).

const LIMIT = UNPACKED_SIZE_LIMIT_BYTES;
const run = (unit: string, size = LIMIT) => unit.repeat(Math.floor(size / unit.length));

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
    ['a run of spaces between a number and other text', (size: number) => `1${run(' ', size)}x`],
    ['a run of digits before other text', (size: number) => `${run('1', size)} x`],
    ['digits and spaces by turns', (size: number) => `${run('1 ', size)}x`],
    ['dashes and spaces', (size: number) => `1${run(' ,-', size)}x`],
  ])('reads %s in linear time (once cubic: "1", 4,000 spaces, "x" took 17 s)', (_, text) => {
    expectLinearTimeOfText(text, priceFromText);
    expect(priceFromText(text(LIMIT))).toBeNull();
  });
});

describe('reading a vendor’s allergens', () => {
  it('reads codes 1-14 from text, and a text of separators in linear time', () => {
    expect(allergenCodes('1, 3;7 7 15 x')).toEqual([1, 3, 7]);
    expectLinearTimeOfText((size) => run(', ;1', size), allergenCodes);
    expect(allergenCodes(run(', ;1'))).toEqual([1]);
  });
});
