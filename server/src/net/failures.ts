import { FetchFailed, UrlRefused } from './errors.js';

const NOT_FOUND = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'ENODATA',
  'ESERVFAIL',
  'ENONAME',
]);
const REFUSED = new Set(['ECONNREFUSED']);
const CLOSED = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);
const UNREACHABLE = new Set(['ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);
const CERTIFICATE = /^(CERT_|ERR_TLS_CERT|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_(GET|VERIFY))/;

/**
 * The typed error a failed fetch ends in. The user reads it, so it names what went wrong in
 * words and never carries a stack, an internal address or a system path.
 */
export function failureOf(error: unknown, hostname: string, signal: AbortSignal): Error {
  if (error instanceof UrlRefused || error instanceof FetchFailed) return error;
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    return reason instanceof FetchFailed
      ? reason
      : new FetchFailed('cancelled', 'the fetch was cancelled');
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (NOT_FOUND.has(code))
    return new FetchFailed('not-found', `the name ${hostname} was not found`);
  if (REFUSED.has(code)) return new FetchFailed('unreachable', 'the connection was refused');
  if (CLOSED.has(code)) return new FetchFailed('unreachable', 'the connection was closed');
  if (UNREACHABLE.has(code)) return new FetchFailed('unreachable', 'the server is not reachable');
  if (CERTIFICATE.test(code))
    return new FetchFailed('certificate', 'its security certificate is not valid for this address');
  if (code.startsWith('HPE_') || code.startsWith('ERR_SSL'))
    return new FetchFailed('bad-response', 'it did not answer with a valid web page');
  return new FetchFailed('unreachable', 'the connection failed');
}
