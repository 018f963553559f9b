import { isIP } from 'node:net';
import { UrlRefused, type RefusalReason } from './errors.js';

const MAX_URL_LENGTH = 8 * 1024;
const MAX_HOSTNAME_LENGTH = 253;
const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;

// Names that resolve inside the network the server runs in, whatever a resolver says of them.
const LOOPBACK_NAMES = /(^|\.)localhost$/;
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'instance-data',
  'instance-data.ec2.internal',
]);
const PRIVATE_SUFFIXES = /(^|\.)(internal|local|localdomain|lan|intranet|home\.arpa)$/;

/** The host of a parsed URL as it is connected to: no brackets, no trailing dot. */
export const connectHostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');

/** An IP address in the URL itself, or null when the host is a name to resolve. */
export function literalAddressOf(url: URL): string | null {
  const host = connectHostOf(url);
  return isIP(host) ? host : null;
}

export const defaultPortOf = (url: URL) =>
  url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;

/** Why this host name must not be fetched, whatever it resolves to; null when it may be looked up. */
function refusalOfName(name: string): RefusalReason | null {
  if (name.length === 0 || name.length > MAX_HOSTNAME_LENGTH) return 'invalid';
  const labels = name.split('.');
  if (!labels.every((label) => LABEL.test(label))) return 'invalid';
  if (LOOPBACK_NAMES.test(name)) return 'loopback';
  if (METADATA_NAMES.has(name)) return 'metadata';
  // A name without a dot is looked up in the server's own search domains: an intranet name.
  if (labels.length < 2 || PRIVATE_SUFFIXES.test(name)) return 'private';
  return null;
}

/**
 * Parses a URL the server may be asked to fetch and refuses, before any lookup, what can never
 * be fetched: other schemes, credentials and internal names. An IP literal is judged like a
 * resolved address, by the guard (guardedFetch.ts), before it connects. WHATWG URL
 * parsing already turns 2130706433, 0x7f000001, 0177.0.0.1 and 127.1 into 127.0.0.1, maps
 * full-width and other IDN look-alikes to ASCII, and compresses IPv6, so the checks below see
 * one spelling of each host.
 */
export function parseFetchUrl(input: string | URL): URL {
  const text = String(input);
  if (text.length > MAX_URL_LENGTH) throw new UrlRefused('invalid', text.slice(0, 200));
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UrlRefused('invalid', text);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UrlRefused('scheme', text);
  if (url.username || url.password) throw new UrlRefused('credentials', text);
  if (literalAddressOf(url)) return url;
  const refusal = refusalOfName(connectHostOf(url));
  if (refusal) throw new UrlRefused(refusal, text);
  return url;
}
