import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text + '\n');
}

/**
 * Serves a built single-page app: existing files as they are, any other path without a file
 * extension as index.html (client-side routes). Paths never leave the root folder.
 */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  site: StaticSite,
  relativePath: string,
): Promise<void> {
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
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    sendText(res, 400, 'Bad path');
    return;
  }
  const candidate = normalize(join(site.root, decoded));
  if (candidate !== site.root && !candidate.startsWith(site.root + sep)) {
    sendText(res, 404, 'Not found');
    return;
  }
  const info = await stat(candidate).catch(() => undefined);
  if (info?.isFile()) {
    const immutable = decoded.startsWith('/assets/') || decoded.includes('/assets/');
    sendFile(
      req,
      res,
      candidate,
      info.size,
      immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      candidate.endsWith('.html') ? site.pageHeaders : undefined,
    );
    return;
  }
  if (extname(decoded) !== '' && !decoded.endsWith('.html')) {
    sendText(res, 404, 'Not found');
    return;
  }
  const indexInfo = await stat(index);
  sendFile(req, res, index, indexInfo.size, 'no-cache', site.pageHeaders);
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  size: number,
  cacheControl: string,
  pageHeaders: Record<string, string> = {},
) {
  res.writeHead(200, {
    'Content-Type': contentTypeOf(path),
    'Content-Length': size,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    ...pageHeaders,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path)
    .on('error', () => res.destroy())
    .pipe(res);
}
