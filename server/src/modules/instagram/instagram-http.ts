import { FetchFailed, UrlRefused } from '../../net/errors.js';
import { guardedFetch, type FetchRequest, type GuardOptions } from '../../net/guardedFetch.js';
import { InstagramTokenRejected, InstagramUnavailable } from './provider.js';

// Every call to Instagram goes through the URL guard with its time and size limits. Instagram's
// URLs carry app secrets and access tokens in their query, so errors leaving here name none.

/** A media list of 25 posts is a few tens of KB; a public profile page's JSON a few hundred. */
export const INSTAGRAM_SIZE_LIMIT_BYTES = 2 * 1024 * 1024;
const INSTAGRAM_TIME_LIMIT_MS = 10_000;

/** Graph API error code for an access token that expired or was revoked. */
const TOKEN_REJECTED_CODE = 190;

/** Instagram's ids are 64-bit numbers; JSON.parse would round them, so they are read as text. */
const NUMERIC_IDS = /"(id|user_id)"\s*:\s*(\d+)/g;

export function parseInstagramJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(NUMERIC_IDS, '"$1":"$2"'));
  } catch {
    return undefined;
  }
}

export interface InstagramAnswer {
  status: number;
  json: unknown;
}

/** One request to Instagram; a network failure becomes InstagramUnavailable, an answer is returned. */
export async function callInstagram(
  url: URL,
  request: FetchRequest,
  options: GuardOptions,
): Promise<InstagramAnswer> {
  try {
    const page = await guardedFetch(
      url,
      { ...request, headers: { accept: 'application/json', ...request.headers } },
      {
        timeLimitMs: INSTAGRAM_TIME_LIMIT_MS,
        sizeLimitBytes: INSTAGRAM_SIZE_LIMIT_BYTES,
        ...options,
        maxRedirects: 2,
      },
    );
    return { status: page.status, json: parseInstagramJson(page.body.toString('utf8')) };
  } catch (error) {
    // Their messages name no URL (their fields may, and stay here).
    if (error instanceof FetchFailed || error instanceof UrlRefused)
      throw new InstagramUnavailable(error.message);
    throw error;
  }
}

function graphErrorCode(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || !('error' in json)) return undefined;
  const error = json.error;
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/**
 * The JSON of a successful Graph API answer. An OAuthException with code 190 (expired or revoked
 * token, whatever the HTTP status) is InstagramTokenRejected; any other failure is unavailable.
 */
export function graphResult(answer: InstagramAnswer, what: string): unknown {
  if (answer.status >= 200 && answer.status < 300 && answer.json !== undefined) return answer.json;
  if (Number(graphErrorCode(answer.json)) === TOKEN_REJECTED_CODE)
    throw new InstagramTokenRejected();
  throw new InstagramUnavailable(`Instagram answered ${answer.status} to the ${what} request.`);
}
