import type { SignInMutation, SignInMutationVariables } from '../../graphql/generated';
import { SOMETHING_WENT_WRONG, sentenceForStatus } from '../../kit/errorSentences';

// The sign-in page is the first thing a new visitor loads, so it talks to the server with one
// fetch instead of Apollo Client (about 45 kB of gzip it would otherwise wait for). The text is
// the SignIn operation of auth.graphql; signInRequest.test.ts checks the two never drift apart.
export const SIGN_IN_OPERATION = `mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    user {
      _id
    }
  }
}`;

interface GraphQLAnswer {
  data?: SignInMutation | null;
  errors?: { message: string }[];
}

/**
 * Signs in with the cookie session (the server sets screens_token). Rejects with an Error whose
 * message is the server's own words (a wrong password) or a sentence for what went wrong on the
 * way; fetch's own TypeError passes through for the caller's "cannot reach the server".
 */
export async function signInRequest(
  variables: SignInMutationVariables,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchImpl('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json;q=0.9',
    },
    body: JSON.stringify({ operationName: 'SignIn', query: SIGN_IN_OPERATION, variables }),
  });
  const answer = (await response.json().catch(() => null)) as GraphQLAnswer | null;
  const messages = answer?.errors?.map((error) => error.message).filter(Boolean) ?? [];
  if (messages.length > 0) throw new Error(messages.join('\n'));
  if (!response.ok) throw new Error(sentenceForStatus(response.status));
  if (!answer?.data?.signIn) throw new Error(SOMETHING_WENT_WRONG);
}
