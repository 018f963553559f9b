import type { PlatformType } from '../model/index.js';

/**
 * Why a host call failed. METHOD_NOT_AVAILABLE is thrown for a device feature the platform
 * lacks; the others tell the player whether retrying or freeing space can help.
 */
export const HOST_ERROR_CODES = [
  'METHOD_NOT_AVAILABLE',
  'PLATFORM_ERROR',
  'TIMEOUT',
  'NETWORK_ERROR',
  'CHECKSUM_MISMATCH',
  'DISK_FULL',
  'NOT_FOUND',
  'PERMISSION_DENIED',
  'INVALID_ARGUMENT',
] as const;
export type HostErrorCode = (typeof HOST_ERROR_CODES)[number];

/** An error raised by a HostAPI; `code` tells a missing feature apart from a failing one. */
export class HostError extends Error {
  override readonly name = 'HostError';
  constructor(
    readonly code: HostErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    // Engines before Chromium 93 ignore the options; the TV bundles do not polyfill Error for it.
    if (options && !('cause' in this)) this.cause = options.cause;
  }
}

export function isHostErrorCode(value: unknown): value is HostErrorCode {
  return typeof value === 'string' && (HOST_ERROR_CODES as readonly string[]).includes(value);
}

/** Any thrown value as a HostError: platform exceptions become PLATFORM_ERROR, keeping the cause. */
export function toHostError(error: unknown): HostError {
  if (error instanceof HostError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new HostError('PLATFORM_ERROR', message, { cause: error });
}

/** The rejection a host gives for a feature its platform cannot do. */
export function methodNotAvailable(platform: PlatformType, method: string): HostError {
  return new HostError(
    'METHOD_NOT_AVAILABLE',
    `${method} is not available on platform ${platform}`,
  );
}
