import type { InternalKind } from './addresses.js';

/** Why a URL was refused before any connection was made. */
export type RefusalReason =
  'invalid' | 'scheme' | 'credentials' | 'loopback' | 'private' | 'metadata' | 'reserved';

// Shown to the user as they are (the iframe editor prints the reason under the URL field).
export const REFUSAL_MESSAGES: Record<RefusalReason, string> = {
  invalid: 'This is not a valid web address.',
  scheme: 'Only http and https addresses can be fetched.',
  credentials: 'Addresses with a user name or password cannot be fetched.',
  loopback: 'This address points to the server itself and cannot be fetched.',
  private: 'This address points to a private network and cannot be fetched.',
  metadata: 'This address points to a cloud metadata service and cannot be fetched.',
  reserved: 'This address is reserved and cannot be fetched.',
};

/** The refusal an internal IP address gets. */
export function refusalOfKind(kind: InternalKind): RefusalReason {
  switch (kind) {
    case 'loopback':
    case 'unspecified':
      return 'loopback';
    case 'metadata':
      return 'metadata';
    case 'private':
    case 'link-local':
    case 'shared':
      return 'private';
    case 'benchmarking':
    case 'multicast':
    case 'reserved':
      return 'reserved';
  }
}

/** The URL (or one it redirected to) may not be fetched; nothing was connected to. */
export class UrlRefused extends Error {
  override readonly name = 'UrlRefused';
  constructor(
    readonly reason: RefusalReason,
    readonly url: string,
  ) {
    super(REFUSAL_MESSAGES[reason]);
  }
}

export type FailureKind =
  | 'not-found'
  | 'unreachable'
  | 'certificate'
  | 'timeout'
  | 'cancelled'
  | 'too-large'
  | 'redirects'
  | 'bad-response';

/** The URL was allowed, but fetching it did not work out. */
export class FetchFailed extends Error {
  override readonly name = 'FetchFailed';
  constructor(
    readonly kind: FailureKind,
    /** Completes "The page could not be reached: …", e.g. "the connection was refused". */
    readonly detail: string,
  ) {
    super(
      kind === 'too-large'
        ? `The page could not be fetched: ${detail}.`
        : `The page could not be reached: ${detail}.`,
    );
  }
}

/** "10 seconds", "200 ms". */
export const durationText = (ms: number) =>
  ms >= 1000 ? `${ms / 1000} second${ms === 1000 ? '' : 's'}` : `${ms} ms`;

/** "2 MB", "512 KB", "100 bytes". */
export function sizeText(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
