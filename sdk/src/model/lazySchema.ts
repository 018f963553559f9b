import { z } from 'zod';

/**
 * A schema built on its first use rather than when its module loads. Building a zod schema is
 * costly (every step of a chain such as `.min(1).catch(x)` constructs a whole schema object),
 * and the player's bundle loads every widget's model at boot while a screen parses only the
 * bodies of the items it plays. The built schema is kept, so it is built at most once; parsing
 * through it behaves exactly as parsing with the built schema.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): z.ZodLazy<T> {
  return z.lazy(build);
}

/**
 * `build(key)` kept by its key: a factory asked for the same schema many times (the same font
 * style defaults on many boards) builds it once, lazily.
 */
export function keptLazySchemas<K, T extends z.ZodType>(
  keyOf: (args: K) => string,
  build: (args: K) => T,
): (args: K) => z.ZodLazy<T> {
  const kept = new Map<string, z.ZodLazy<T>>();
  return (args) => {
    const key = keyOf(args);
    let schema = kept.get(key);
    if (!schema) {
      schema = lazySchema(() => build(args));
      kept.set(key, schema);
    }
    return schema;
  };
}
