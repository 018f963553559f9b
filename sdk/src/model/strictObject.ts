import { z } from 'zod';
import { unknownKeysMessage } from './messages.js';

/**
 * An object that refuses keys it does not know, saying which ones it knows. Every content object
 * is one: a misspelt key (`monday` for `mon`) would otherwise be dropped and the item never play.
 * `__typename` (added by GraphQL clients to object types) is listed only where an object comes
 * from a typed GraphQL field; keys of that kind are not offered in the message.
 */
export function strictObject<S extends z.core.$ZodLooseShape>(shape: S) {
  const known = Object.keys(shape).filter((key) => !key.startsWith('__'));
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? unknownKeysMessage(issue.keys, known) : undefined,
  });
}

/** The `__typename` a GraphQL client adds to an object type's value. */
export const graphqlTypename = { __typename: z.string().optional() };
