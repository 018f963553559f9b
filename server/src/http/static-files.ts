import { createReadStream, existsSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, extname, join, normalize, sep } from 'node:path';
import { CompressedFileCache } from './compressed-file-cache.js';
import { decodePathOrRefuse } from '../request/route.js';
import {
  MIN_COMPRESSIBLE_BYTES,
  isCompressibleType,
  negotiateEncoding,
  varyWithAcceptEncoding,
} from './compression.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export const contentTypeOf = (path: string) =>
  CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

export interface StaticSite {
  /** Folder with index.html (a Vite dist). */
  root: string;
  /** What to tell someone when the folder is not built. */
  label: string;
  /** Headers for its HTML pages (the CSP); assets go without them. */
  pageHeaders?: Record<string, string>;
}

/** Cached for a year and never revalidated: a changed file gets a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but asked again each time (a 304 when unchanged): pages, the service worker, the player. */
export const REVALIDATE = 'no-cache';

/** Larger files stream as they are, rather than be held in memory compressed. */
const MAX_COMPRESSED_FILE_BYTES = 16 * 1024 * 1024;

/**
 * Whether a path is a bundler output named after its content (`/assets/index-BLFFAoxH.js`: Vite's
 * eight-character hash). Only those may be cached for good; the player's `player.js` and `sw.js`
 * keep their names across releases and must be revalidated.
 */
export const isHashedAsset = (path: string): boolean =>
  path.split('/').includes('assets') && /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/.test(basename(path));

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text + '\n');
}

export type StaticFiles = (
  req: IncomingMessage,
  res: ServerResponse,
  site: StaticSite,
  relativePath: string,
) => Promise<void>;

/**
 * Serves built single-page apps: existing files as they are, any other path without a file
 * extension as index.html (client-side routes). Paths never leave the root folder. Text files
 * go out compressed when the client accepts it (br, else gzip), each file version compressed
 * once and kept in `cache`.
 */
export function staticFiles(cache = new CompressedFileCache()): StaticFiles {
  return async function serveStatic(req, res, site, relativePath) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const index = join(site.root, 'index.html');
    if (!existsSync(index)) {
      sendText(
        res,
        503,
        `The ${site.label} is not built yet (no ${index}). Run "npm run build" at the repository root, then start the server again.`,
      );
      return;
    }
    const decoded = decodePathOrRefuse(res, relativePath);
    if (decoded === null) return;
    const candidate = normalize(join(site.root, decoded));
    if (candidate !== site.root && !candidate.startsWith(site.root + sep)) {
      sendText(res, 404, 'Not found');
      return;
    }
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) {
      const isPage = candidate.endsWith('.html');
      await sendFile(req, res, cache, candidate, info, {
        cacheControl: !isPage && isHashedAsset(decoded) ? IMMUTABLE : REVALIDATE,
        pageHeaders: isPage ? site.pageHeaders : undefined,
      });
      return;
    }
    if (extname(decoded) !== '' && !decoded.endsWith('.html')) {
      sendText(res, 404, 'Not found');
      return;
    }
    await sendFile(req, res, cache, index, await stat(index), {
      cacheControl: REVALIDATE,
      pageHeaders: site.pageHeaders,
    });
  };
}

/** A validator that changes with the file; weak, as it names the content in any encoding. */
const etagOf = (info: Stats) =>
  `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

const clientHas = (req: IncomingMessage, etag: string) =>
  (req.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag.replace(/^W\//, ''));

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  cache: CompressedFileCache,
  path: string,
  info: Stats,
  options: { cacheControl: string; pageHeaders?: Record<string, string> | undefined },
) {
  const contentType = contentTypeOf(path);
  const etag = etagOf(info);
  // A representation that depends on Accept-Encoding says so, for caches between us and the client.
  const varies =
    isCompressibleType(contentType) &&
    info.size >= MIN_COMPRESSIBLE_BYTES &&
    info.size <= MAX_COMPRESSED_FILE_BYTES;
  const headers: Record<string, string | number> = {
    'Content-Type': contentType,
    'Cache-Control': options.cacheControl,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    ...(varies ? { Vary: varyWithAcceptEncoding(null) } : {}),
    ...options.pageHeaders,
  };
  if (clientHas(req, etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  // A byte range is of the file as stored: never compress it (the whole file is sent).
  const encoding =
    varies && !req.headers.range ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
  const compressed = encoding
    ? await cache.get({ path, size: info.size, mtimeMs: info.mtimeMs }, encoding)
    : undefined;
  if (encoding && compressed && compressed.length < info.size) {
    res.writeHead(200, {
      ...headers,
      'Content-Encoding': encoding,
      'Content-Length': compressed.length,
    });
    res.end(req.method === 'HEAD' ? undefined : compressed);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': info.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path)
    .on('error', () => res.destroy())
    .pipe(res);
}
