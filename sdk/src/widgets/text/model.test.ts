import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS, slateValueSchema, textBodySchema } from './model.js';

const line = (text = '', marks: object = {}) => ({
  type: 'paragraph',
  children: [{ text, ...marks }],
});

describe('the text body', () => {
  it('gives a new item one empty paragraph in the default style', () => {
    expect(textBodySchema.parse({}).slateValue).toEqual([
      { type: 'paragraph', children: [{ text: '', fontFamily: 'Roboto', fontSize: 40 }] },
    ]);
  });

  it('takes a document right at its limits and refuses one node or character more', () => {
    // Each line is two nodes: the paragraph and its leaf.
    const lines = Array.from({ length: TEXT_LIMITS.maxNodes / 2 }, () => line());
    expect(slateValueSchema.safeParse(lines).success).toBe(true);
    expect(slateValueSchema.safeParse([...lines, line()]).success).toBe(false);
    const full = [line('a'.repeat(TEXT_LIMITS.maxCharacters))];
    expect(slateValueSchema.safeParse(full).success).toBe(true);
    expect(
      slateValueSchema.safeParse([line('a'.repeat(TEXT_LIMITS.maxCharacters + 1))]).success,
    ).toBe(false);
  });

  it('keeps sizes, spacing and colours inside the spec limits', () => {
    const ok = (marks: object) => slateValueSchema.safeParse([line('x', marks)]).success;
    expect([ok({ fontSize: 6 }), ok({ fontSize: 120 })]).toEqual([true, true]);
    expect([ok({ fontSize: 5 }), ok({ fontSize: 121 })]).toEqual([false, false]);
    expect([ok({ color: '#fff' }), ok({ color: 'rgb(1, 2, 3)' })]).toEqual([true, true]);
    expect(ok({ color: 'red; background: url(x)' })).toBe(false);
    const cell = (style: object) =>
      slateValueSchema.safeParse([
        {
          type: 'table',
          children: [
            { type: 'table-row', children: [{ type: 'table-cell', ...style, children: [line()] }] },
          ],
        },
      ]).success;
    expect([cell({ padding: 0, borderWidth: 20 }), cell({ padding: 21 })]).toEqual([true, false]);
    expect(cell({ borderWidth: -1 })).toBe(false);
  });
});
