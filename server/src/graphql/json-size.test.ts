import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectLinearTime, expectTimeIndependentOfSize } from '../test/growth.js';
import { jsonLongerThan } from './json-size.js';

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

describe('jsonLongerThan', () => {
  it('agrees with JSON.stringify on the exact byte count, escapes and emoji included', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const bytes = bytesOf(value);
        expect(jsonLongerThan(value, bytes)).toBe(false);
        expect(jsonLongerThan(value, bytes - 1)).toBe(true);
      }),
      { numRuns: 500 },
    );
    const text = { 'ké\ny': ['"\u0001', '😀', null, true, -1.5e-7, {}] };
    expect(jsonLongerThan(text, bytesOf(text))).toBe(false);
    expect(jsonLongerThan(text, bytesOf(text) - 1)).toBe(true);
  });

  it('stops at the limit: a huge text or a deep value costs no more than the limit', () => {
    const text = (length: number) => ['x'.repeat(length)];
    expect(jsonLongerThan(text(50_000_000), 1_000)).toBe(true);
    expectTimeIndependentOfSize(text, (value) => jsonLongerThan(value, 1_000), {
      size: 50_000_000,
    });

    // Deeper than JSON.stringify's recursion survives, and is walked in linear time.
    const nested = (depth: number) => {
      let deep: unknown = 1;
      for (let level = 0; level < depth; level++) deep = [deep];
      return deep;
    };
    const deep = nested(200_000);
    expect(jsonLongerThan(deep, 1_000)).toBe(true);
    expect(jsonLongerThan(deep, 1_000_000)).toBe(false);
    expectTimeIndependentOfSize(nested, (value) => jsonLongerThan(value, 1_000), {
      size: 200_000,
    });
    expectLinearTime(nested, (value) => jsonLongerThan(value, 1_000_000), { size: 200_000 });
  });
});
