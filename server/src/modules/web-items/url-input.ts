// A scheme is letters, digits, + - . after a letter, then a colon; "example.com:8080" is a host
// and port, not the scheme "example.com".
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d+(?:[/?#]|$))/i;

/** What the user typed, with https:// added when it names no scheme. */
export function completeScheme(input: string): string {
  const url = input.trim();
  if (url.startsWith('//')) return `https:${url}`;
  return SCHEME.test(url) ? url : `https://${url}`;
}
