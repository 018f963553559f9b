import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { keptLazySchemas, lazySchema } from './lazySchema.js';

describe('lazySchema', () => {
  it('builds the schema on its first parse, once, and parses as the built schema', () => {
    const build = vi.fn(() => z.object({ n: z.number().catch(7) }));
    const schema = lazySchema(build);
    const wrapped = z.object({ inner: schema.optional() });
    expect(build).not.toHaveBeenCalled();
    expect(wrapped.parse({ inner: { n: 'bad' } })).toEqual({ inner: { n: 7 } });
    expect(schema.parse({ n: 2 })).toEqual({ n: 2 });
    expect(schema.safeParse('no').success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe('keptLazySchemas', () => {
  it('gives one schema per key, built on first use', () => {
    const build = vi.fn((fallback: number) => z.number().catch(fallback));
    const schemaOf = keptLazySchemas((fallback: number) => String(fallback), build);
    expect(schemaOf(1)).toBe(schemaOf(1));
    expect(schemaOf(2)).not.toBe(schemaOf(1));
    expect(build).not.toHaveBeenCalled();
    expect(schemaOf(2).parse('x')).toBe(2);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
