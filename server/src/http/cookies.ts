import { AUTH_COOKIE } from '@marquee/sdk/model';

// The spec says the auth cookie never expires; browsers cap Max-Age around 400 days, so ask for ten years.
const TEN_YEARS_S = 10 * 365 * 24 * 60 * 60;

export function authCookie(token: string, secure: boolean): string {
  return `${AUTH_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${TEN_YEARS_S}${secure ? '; Secure' : ''}`;
}

export function clearedAuthCookie(secure: boolean): string {
  return `${AUTH_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

export function readCookie(header: string | undefined | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}
