import { print } from '@apollo/client/utilities';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_UNREACHABLE, plainErrorMessage } from '../../kit/errorSentences';
import { SignInDocument } from '../../graphql/generated';
import { SIGN_IN_OPERATION, signInRequest } from './signInRequest';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'signed in',
    (error: unknown) => plainErrorMessage(error),
  );

describe('signInRequest', () => {
  it('sends exactly the SignIn operation of auth.graphql', () => {
    expect(SIGN_IN_OPERATION).toBe(print(SignInDocument));
  });

  it('posts JSON with the credentials and resolves when the server signs in', async () => {
    const fetchImpl = answer(200, { data: { signIn: { user: { _id: 'u1' } } } });
    await signInRequest({ email: 'a@b.cz', password: 'pw' }, fetchImpl);
    const [url, init] = vi.mocked(fetchImpl).mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init?.body as string)).toMatchObject({
      operationName: 'SignIn',
      variables: { email: 'a@b.cz', password: 'pw' },
    });
  });

  it("shows the server's own words for a refused sign-in", async () => {
    const fetchImpl = answer(200, {
      data: null,
      errors: [{ message: 'Incorrect e-mail or password' }],
    });
    expect(await failureOf(signInRequest({ email: 'a@b.cz', password: 'x' }, fetchImpl))).toBe(
      'Incorrect e-mail or password',
    );
  });

  it('says a status without GraphQL errors as a sentence, never a number', async () => {
    const fetchImpl = vi.fn(
      async () => new Response('<html>busy</html>', { status: 429 }),
    ) as unknown as typeof fetch;
    const message = await failureOf(signInRequest({ email: 'a@b.cz', password: 'x' }, fetchImpl));
    expect(message).toBe('Too many requests at once. Wait a moment and try again.');
    expect(message).not.toMatch(/\d/);
  });

  it('says the server cannot be reached when fetch itself fails', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await failureOf(signInRequest({ email: 'a@b.cz', password: 'x' }, fetchImpl))).toBe(
      SERVER_UNREACHABLE,
    );
  });
});
