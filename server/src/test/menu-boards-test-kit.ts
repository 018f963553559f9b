import { expect } from 'vitest';
import {
  ChangeCurrentSpaceDocument,
  CreateSpaceDocument,
  TestCreateMenuBoardDocument,
  TestCreateMenuBoardLocationDocument,
  type CreateMenuBoardInput,
  type CreateMenuBoardLocationInput,
  type TypedDocumentString,
} from './graphql/generated.js';
import type { GqlResult, TestServer } from './harness.js';

// What the menu board API tests share: sending as someone, and making locations and boards.

export const fieldErrorsOf = (r: Pick<GqlResult<unknown>, 'errors'>) =>
  (r.errors?.[0]?.extensions as { fieldErrors?: { path: string; message: string }[] } | undefined)
    ?.fieldErrors;

export function menuBoardKit(t: TestServer) {
  async function ok<R, V>(doc: TypedDocumentString<R, V>, vars: V, token: string): Promise<R> {
    const result = await t.attempt(doc, vars, { token });
    expect(result.errors).toBeUndefined();
    return result.data!;
  }
  return {
    ok,
    async location(token: string, data: CreateMenuBoardLocationInput) {
      return (await ok(TestCreateMenuBoardLocationDocument, { data }, token))
        .createMenuBoardLocation;
    },
    async board(token: string, data: CreateMenuBoardInput) {
      return (await ok(TestCreateMenuBoardDocument, { data }, token)).createMenuBoard;
    },
    /** A new space of the admin's account and a session of the admin switched into it. */
    async otherSpace(adminToken: string, name: string) {
      // Sessions start in the account's oldest space: a later one keeps that the demo space.
      t.clock.advance(1_000);
      const space = (await ok(CreateSpaceDocument, { name }, adminToken)).createSpace;
      const switched = await ok(
        ChangeCurrentSpaceDocument,
        { spaceId: space._id },
        await t.signIn(),
      );
      const token = switched.changeCurrentSpace.token;
      if (!token) throw new Error('changing the space gave no token');
      return { spaceId: space._id, token };
    },
  };
}

export const meal = (name: string, extra: Record<string, unknown> = {}) => ({
  name: { default: name, alternatives: [] },
  price: '129 Kč',
  allergens: [1, 7],
  ...extra,
});
