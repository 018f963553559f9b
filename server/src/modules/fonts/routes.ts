import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpRoute } from '../../request/route.js';
import { FONT_FILES_PREFIX, fontLibrary, type FontLibrary } from './library.js';
import { fontStylesheet, requestedFamilies } from './stylesheet.js';

// Public, cookie-less and cacheable: players on file:// and TV origins and the console's editor
// load these, so every answer allows any origin.
const COMMON_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
};

/** `/fonts/files/<package-id>/<file>.woff2`, lower-case names and dashes only: no dots, no `%`. */
const FONT_FILE_PATH =
  /^\/fonts\/files\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([a-z0-9]+(?:-[a-z0-9]+)*\.woff2)$/;

function sendText(res: ServerResponse, status: number, text: string, headers = {}) {
  res.writeHead(status, {
    ...COMMON_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    ...headers,
  });
  res.end(text + '\n');
}

/** Only GET and HEAD; false (answered) for any other method. */
function readOnly(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  return false;
}

const etagMatches = (req: IncomingMessage, etag: string) =>
  (req.headers['if-none-match'] ?? '')
    .split(',')
    .some((tag) => tag.trim() === etag || tag.trim() === '*');

/** A text body with its ETag; 304 when the client has it. */
function sendCached(
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
  etag: string,
  headers: Record<string, string>,
) {
  const all = { ...COMMON_HEADERS, ...headers, ETag: etag };
  if (etagMatches(req, etag)) {
    res.writeHead(304, all);
    res.end();
    return;
  }
  res.writeHead(200, { ...all, 'Content-Length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function catalogueRoute(library: () => FontLibrary = fontLibrary): HttpRoute {
  return {
    name: 'font catalogue',
    matches: (path) => path === '/fonts/catalogue.json',
    async handle(req, res) {
      if (!readOnly(req, res)) return;
      const { catalogueText, catalogueEtag } = library();
      sendCached(req, res, catalogueText, catalogueEtag, {
        'Content-Type': 'application/json; charset=utf-8',
        // It changes only with a deploy that adds a family.
        'Cache-Control': 'public, max-age=3600',
      });
    },
  };
}

export function stylesheetRoute(library: () => FontLibrary = fontLibrary): HttpRoute {
  return {
    name: 'font stylesheet',
    matches: (path) => path === '/fonts/css',
    async handle(req, res, url) {
      if (!readOnly(req, res)) return;
      const request = requestedFamilies(url.searchParams);
      if (!request.ok) {
        sendText(res, 400, request.message);
        return;
      }
      const css = fontStylesheet(library(), request.families);
      sendCached(
        req,
        res,
        css,
        `"${createHash('sha256').update(css).digest('hex').slice(0, 32)}"`,
        {
          'Content-Type': 'text/css; charset=utf-8',
          'Cache-Control': 'public, max-age=86400',
        },
      );
    },
  };
}

export function fontFileRoute(library: () => FontLibrary = fontLibrary): HttpRoute {
  return {
    name: 'font files',
    matches: (path) => path.startsWith(FONT_FILES_PREFIX),
    async handle(req, res, url, services) {
      if (!readOnly(req, res)) return;
      const match = FONT_FILE_PATH.exec(url.pathname);
      const face = match && library().servedFile(match[1]!, match[2]!);
      if (!face) {
        sendText(res, 404, 'Not found');
        return;
      }
      const facts = await library().fileFacts(face);
      const etag = `"${facts.sha256.slice(0, 32)}"`;
      const headers = {
        ...COMMON_HEADERS,
        'Content-Type': 'font/woff2',
        // The URL carries the package version: its bytes never change.
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: etag,
      };
      if (etagMatches(req, etag)) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(200, { ...headers, 'Content-Length': facts.size });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(facts.location)
        .on('error', (err) => {
          services.logger.error({ err, file: face.file }, 'font file stream failed');
          res.destroy();
        })
        .pipe(res);
    },
  };
}

/** The fonts module's plain HTTP endpoints: catalogue, stylesheet and woff2 files. */
export const fontsRoutes: readonly HttpRoute[] = [
  catalogueRoute(),
  stylesheetRoute(),
  fontFileRoute(),
];
