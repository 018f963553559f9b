import type { AppServices } from '../../app-services.js';
import { guardedFetch } from '../../net/guardedFetch.js';
import { FetchFailed, UrlRefused } from '../../net/errors.js';

// Sony's zero-touch provisioning ("kitting") cloud: the display shows a one-time code, we post it
// with this deployment's API key, Sony answers with the display's MAC address and its user data.
// Sony documents the request as {oneTimeCode}; we add our user data (the player address with a
// provisioning token) beside it. Sony documents the error body {"error":{"message"}} but not the
// statuses, so any 4xx/5xx is read by that shape only, 401 and 429 excepted.

export const KITTING_PATH = '/kitting/v1/one-time-code';
export const API_KEY_HEADER = 'x-api-key';
/** "Max length of User data is 4KB." */
export const USER_DATA_MAX_BYTES = 4096;
const TIME_LIMIT_MS = 10_000;
const ANSWER_LIMIT_BYTES = 64 * 1024;

export class KittingFailure extends Error {
  constructor(
    message: string,
    /** Whether the code itself was refused (unknown, expired, used): the operator's to fix. */
    readonly codeRefused: boolean,
  ) {
    super(message);
  }
}

export interface KittingAnswer {
  mac: string | null;
  userData: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function sonyMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    const message =
      isRecord(parsed) && isRecord(parsed['error']) ? parsed['error']['message'] : null;
    return typeof message === 'string' ? message.slice(0, 200) : null;
  } catch {
    return null;
  }
}

function failureOf(status: number, body: string): KittingFailure {
  const said = sonyMessage(body);
  const detail = said ? ` Sony said: ${said}` : '';
  if (status === 401 || status === 403)
    return new KittingFailure(`Sony refused this server's API key.${detail}`, false);
  if (status === 429)
    return new KittingFailure('Sony is limiting requests. Try again in a minute.', false);
  if (status >= 400 && status < 500)
    return new KittingFailure(
      `Sony does not know this code, or it expired or was used.${detail}`,
      true,
    );
  return new KittingFailure(`Sony's provisioning service failed (HTTP ${status}).${detail}`, false);
}

/** Posts a one-time code with our user data; throws KittingFailure with a sentence. */
export async function inputOneTimeCode(
  app: Pick<AppServices, 'config' | 'outboundFetch' | 'clock'>,
  oneTimeCode: string,
  userData: string,
): Promise<KittingAnswer> {
  const { kittingUrl, apiKey } = app.config.sonyBravia;
  if (!apiKey) throw new KittingFailure('Sony provisioning is not set up on this server.', false);
  let page;
  try {
    page = await guardedFetch(
      `${kittingUrl}${KITTING_PATH}`,
      {
        method: 'POST',
        headers: { accept: 'application/json', [API_KEY_HEADER]: apiKey },
        json: JSON.stringify({ oneTimeCode, userData }),
      },
      {
        ...app.outboundFetch,
        clock: app.clock,
        timeLimitMs: TIME_LIMIT_MS,
        sizeLimitBytes: ANSWER_LIMIT_BYTES,
        maxRedirects: 0,
      },
    );
  } catch (error) {
    if (error instanceof UrlRefused) throw new KittingFailure(error.message, false);
    if (error instanceof FetchFailed)
      throw new KittingFailure(
        `Sony's provisioning service could not be reached: ${error.detail}`,
        false,
      );
    throw error;
  }
  const body = page.body.toString('utf8');
  if (page.status !== 200) throw failureOf(page.status, body);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new KittingFailure("Sony's provisioning service gave an answer that is not JSON.", false);
  }
  const device = isRecord(parsed) && isRecord(parsed['device']) ? parsed['device'] : {};
  const mac = typeof device['mac'] === 'string' ? device['mac'].slice(0, 32) : null;
  const kept = typeof device['userData'] === 'string' ? device['userData'] : null;
  return { mac, userData: kept };
}
