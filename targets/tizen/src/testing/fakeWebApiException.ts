import type { WebAPIError } from 'tizen-common-web';

/** What Tizen and Samsung web APIs throw: a WebAPIException with a numeric code and a name. */
export class FakeWebAPIException extends Error implements WebAPIError {
  constructor(
    readonly code: number,
    message: string,
    override readonly name: string,
  ) {
    super(message);
  }
}

/** The legacy DOMException codes WebAPIException keeps (0 for the Tizen-only names). */
export const WEBAPI_CODES = {
  NotFoundError: 8,
  NotSupportedError: 9,
  InvalidStateError: 11,
  InvalidAccessError: 15,
  SecurityError: 18,
  QuotaExceededError: 22,
  InvalidValuesError: 0,
} as const;

export const webApiException = (name: keyof typeof WEBAPI_CODES, message: string) =>
  new FakeWebAPIException(WEBAPI_CODES[name], message, name);
