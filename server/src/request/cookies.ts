import { AUTH_COOKIE } from '@marquee/sdk/model';
import { percentDecoded } from './route.js';

// The spec says the auth cookie never expires; browsers cap Max-Age around 400 days, so ask for ten years.
const TEN_YEARS_S = 10 * 365 * 24 * 60 * 60;

export function authCookie(token: string, secure: boolean): string {
  return `${AUTH_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${TEN_YEARS_S}${secure ? '; Secure' : ''}`;
}

export function clearedAuthCookie(secure: boolean): string {
  return `${AUTH_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

/**
 * The named cookie's value, percent-decoded. A value that does not decode is ignored, as if the
 * cookie were absent: it was never one this server set (its tokens are URL-safe), and a request
 * carrying it is answered as anonymous rather than failing.
 */
export function readCookie(header: string | undefined | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = percentDecoded(part.slice(eq + 1).trim());
    if (value !== null) return value;
  }
  return undefined;
}
