import type { HostAPI, OptionalHostMethod } from './hostApi.js';

export type HostErrorCode = 'METHOD_NOT_AVAILABLE' | 'PLATFORM_ERROR';

/** An error raised by a HostAPI; `code` tells a missing feature apart from a failing one. */
export class HostError extends Error {
  override readonly name = 'HostError';
  constructor(
    readonly code: HostErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Returns the host's optional method bound to it, or throws METHOD_NOT_AVAILABLE. */
export function requireHostMethod<K extends OptionalHostMethod>(
  host: HostAPI,
  name: K,
): NonNullable<HostAPI[K]> {
  const method = host[name];
  if (typeof method !== 'function') {
    throw new HostError(
      'METHOD_NOT_AVAILABLE',
      `${name} is not available on platform ${host.platform}`,
    );
  }
  return (method as (...args: unknown[]) => unknown).bind(host) as NonNullable<HostAPI[K]>;
}
