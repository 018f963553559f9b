// Routes that work without signing in. Matched by prefix, so /change-password/{token}
// and /login?returnPath=... are public too.
const PUBLIC_ROUTE_PREFIXES = [
  '/password-recovery',
  '/change-password',
  '/login',
  '/sign-up',
  '/live',
  '/join-account',
  '/email-confirm',
] as const;

export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_ROUTE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
