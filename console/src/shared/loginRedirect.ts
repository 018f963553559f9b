// Where a signed-out user is sent, and where they come back to after signing in.

/** A returnPath is only followed when it stays on this site: "/x" yes, "//evil.example" or "https://..." no. */
export const safeReturnPath = (raw: string | null | undefined): string => {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  return raw;
};

/** /login?returnPath=<path+search>; the root path needs no returnPath. */
export const loginPathFor = (pathAndSearch: string): string => {
  if (pathAndSearch === '/' || pathAndSearch === '') return '/login';
  return `/login?${new URLSearchParams({ returnPath: pathAndSearch }).toString()}`;
};
