import type { HostFetch } from '../host/index.js';
import type { DeviceCredentials } from './credentials.js';

// Zero-touch provisioning: a display registered by its installer (e.g. a Sony BRAVIA through
// Sony's kitting) opens the player at /player/?provision=<token>. The player trades the token,
// once, for its device credentials, so the screen starts paired without a pairing code.

/** The server's path that trades a provisioning token (server module sony-bravia). */
export const PROVISION_PATH = '/api/sony-bravia/provision';

/** The provisioning token in a page's query string, or null. */
export function provisionTokenOf(search: string): string | null {
  const token = new URLSearchParams(search).get('provision');
  return token && /^[A-Za-z0-9_-]{1,100}$/.test(token) ? token : null;
}

/**
 * The credentials for a token, or null when the server refuses it (unknown or already used:
 * the player then shows a pairing code as usual). Throws only when the server is unreachable.
 */
export async function redeemProvisionToken(
  fetch: HostFetch,
  apiUrl: string,
  token: string,
): Promise<DeviceCredentials | null> {
  const url = `${apiUrl.replace(/\/graphql\/?$/, '')}${PROVISION_PATH}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) return null;
  const body = (await response.json()) as Partial<DeviceCredentials> | null;
  return typeof body?.deviceId === 'string' && typeof body.deviceToken === 'string'
    ? { deviceId: body.deviceId, deviceToken: body.deviceToken }
    : null;
}
