// Where a signed-out user is sent, and where they come back to after signing in.

/** A returnPath is only followed when it stays on this site: "/x" yes, "//evil.example" or "https://..." no. */
export const safeReturnPath = (raw: string | null | undefined): string => {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  return raw;
};

/** Why the session ended, for the login page to say (the accountDisabled parameter). */
export type LoginReason = 'accountDisabled';

/** /login?returnPath=<path+search>; the root path needs no returnPath. */
export const loginPathFor = (pathAndSearch: string, reason?: LoginReason): string => {
  const params = new URLSearchParams();
  if (pathAndSearch !== '/' && pathAndSearch !== '') params.set('returnPath', pathAndSearch);
  if (reason) params.set(reason, '1');
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
};
