/**
 * The errors of the reference Tizen fake. Tizen reports a synchronous failure by throwing a
 * WebAPIException and an asynchronous one by calling the ErrorCallback with a WebAPIError; both
 * carry `code`, `name` and `message` (@types/tizen-common-web, WebAPIError / WebAPIException).
 * `code` is the legacy DOMException code for the DOM names and 0 for the Tizen-only ones
 * (IOError, InvalidValuesError, UnknownError...), as the WebAPIError reference says.
 */
import type { WebAPIError } from 'tizen-common-web';

export const TIZEN_ERROR_CODES = {
  NotFoundError: 8,
  NotSupportedError: 9,
  InvalidStateError: 11,
  InvalidAccessError: 15,
  TypeMismatchError: 17,
  SecurityError: 18,
  NetworkError: 19,
  AbortError: 20,
  QuotaExceededError: 22,
  IOError: 0,
  InvalidValuesError: 0,
  UnknownError: 0,
} as const;

export type TizenErrorName = keyof typeof TIZEN_ERROR_CODES;

/** A WebAPIException / WebAPIError as a Tizen set raises it. */
export class ReferenceWebAPIException extends Error implements WebAPIError {
  readonly code: number;
  override readonly name: TizenErrorName;

  constructor(name: TizenErrorName, message: string) {
    super(message);
    this.name = name;
    this.code = TIZEN_ERROR_CODES[name];
  }
}

export const tizenError = (name: TizenErrorName, message: string) =>
  new ReferenceWebAPIException(name, message);

/** True for an error the fake raised with this name (sync throw or async callback). */
export const isTizenError = (error: unknown, name?: TizenErrorName): boolean =>
  error instanceof ReferenceWebAPIException && (name === undefined || error.name === name);
