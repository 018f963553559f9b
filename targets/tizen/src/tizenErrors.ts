import { HostError } from '@marquee/sdk';

/**
 * A Tizen failure (a thrown WebAPIException or a WebAPIError given to an error callback) as the
 * HostError the HostAPI reports: SecurityError (a privilege config.xml lacks) is
 * PERMISSION_DENIED, anything else `code`; the message keeps the platform's error name.
 */
export function platformError(
  error: unknown,
  code: 'PLATFORM_ERROR' | 'NETWORK_ERROR' = 'PLATFORM_ERROR',
): HostError {
  const { name, message } = error as { name: string; message: string };
  return new HostError(
    name === 'SecurityError' ? 'PERMISSION_DENIED' : code,
    `${name}: ${message}`,
    {
      cause: error,
    },
  );
}
