import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
    const huge = ['x'.repeat(50_000_000)];
    let started = performance.now();
    expect(jsonLongerThan(huge, 1_000)).toBe(true);
    expect(performance.now() - started).toBeLessThan(100);

    // Deeper than JSON.stringify's recursion survives.
    let deep: unknown = 1;
    for (let level = 0; level < 200_000; level++) deep = [deep];
    started = performance.now();
    expect(jsonLongerThan(deep, 1_000)).toBe(true);
    expect(jsonLongerThan(deep, 1_000_000)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
