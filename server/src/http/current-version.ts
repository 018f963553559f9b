import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import type { StaticSite } from './static-files.js';

/** GET: {version, fileCount, filesUrl}. Packaged shells poll it to update the player code. */
export const CURRENT_VERSION_PATH = '/api/current-version';
/** GET: {version, files: [{path, url, sizeBytes, sha256}]}: what to download and how to check it. */
export const CURRENT_VERSION_FILES_PATH = '/api/current-version/files';
/**
 * TV shells whose player bundle (compiled for their engine) the web build puts in a folder of its
 * own, e.g. `tizen/js/player.js`. `?target=tizen` answers for that folder alone, paths relative to
 * it; without `target` the answer is the web player, TV folders left out.
 */
export const SHELL_TARGETS = ['tizen', 'webos'] as const;
export type ShellTarget = (typeof SHELL_TARGETS)[number];

export interface PlayerFile {
  /** Path inside the player bundle, with forward slashes. */
  path: string;
  /** Where the server serves it (origin-relative). */
  url: string;
  sizeBytes: number;
  /** sha256 of the bytes, lowercase hex. */
  sha256: string;
}

export interface PlayerManifest {
  /** Changes whenever any file of the bundle changes: sha256 over the paths and checksums. */
  version: string;
  files: PlayerFile[];
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.endsWith('.map'))
    .sort();
}

/**
 * The manifest of the built web player, recomputed only when a file's size or modification
 * time changes (hashing the bundle on every poll of every screen would be wasteful).
 */
export function playerManifests(site: StaticSite) {
  const hashes = new Map<string, { key: string; sha256: string }>();
  return async function manifest(target?: ShellTarget): Promise<PlayerManifest | undefined> {
    let all: string[];
    try {
      all = await listFiles(site.root);
    } catch {
      return undefined;
    }
    if (!all.includes('index.html')) return undefined;
    const prefix = target ? `${target}/` : '';
    const paths = target
      ? all.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length))
      : all.filter((p) => !SHELL_TARGETS.some((t) => p.startsWith(`${t}/`)));
    if (paths.length === 0) return undefined;
    const files: PlayerFile[] = [];
    for (const path of paths) {
      const full = join(site.root, prefix + path);
      const info = await stat(full);
      const key = `${info.size}:${info.mtimeMs}`;
      let known = hashes.get(prefix + path);
      if (known?.key !== key) {
        known = {
          key,
          sha256: createHash('sha256')
            .update(await readFile(full))
            .digest('hex'),
        };
        hashes.set(prefix + path, known);
      }
      files.push({
        path,
        url: `/player/${prefix}${path}`,
        sizeBytes: info.size,
        sha256: known.sha256,
      });
    }
    const version = createHash('sha256')
      .update(files.map((f) => `${f.path}:${f.sha256}\n`).join(''))
      .digest('hex')
      .slice(0, 16);
    return { version, files };
  };
}

/**
 * A TV loader asks from its package's page (origin `null` on file://), which a web engine lets
 * read the answer only with CORS. The answer is public and sent without credentials: any origin.
 */
const PUBLIC_CORS = { 'Access-Control-Allow-Origin': '*' };

function sendJson(res: ServerResponse, status: number, body: unknown, etag?: string) {
  res.writeHead(status, {
    ...PUBLIC_CORS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-cache',
    ...(etag ? { ETag: `"${etag}"` } : {}),
  });
  res.end(JSON.stringify(body));
}

/** Answers /api/current-version and /api/current-version/files from the built player. */
export function currentVersionRoute(site: StaticSite) {
  const manifest = playerManifests(site);
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (path !== CURRENT_VERSION_PATH && path !== CURRENT_VERSION_FILES_PATH) {
      sendJson(res, 404, { error: 'Not found' });
      return;
    }
    const target = new URL(req.url ?? '/', 'http://localhost').searchParams.get('target');
    if (target !== null && !(SHELL_TARGETS as readonly string[]).includes(target)) {
      sendJson(res, 400, {
        error: `Unknown target "${target}"; expected one of ${SHELL_TARGETS.join(', ')}`,
      });
      return;
    }
    const current = await manifest((target as ShellTarget | null) ?? undefined);
    if (!current) {
      const what = target ? `${target} bundle of the ${site.label}` : site.label;
      sendJson(res, 503, { error: `The ${what} is not built` });
      return;
    }
    if (req.headers['if-none-match'] === `"${current.version}"`) {
      res.writeHead(304, { ...PUBLIC_CORS, ETag: `"${current.version}"` });
      res.end();
      return;
    }
    if (path === CURRENT_VERSION_FILES_PATH) sendJson(res, 200, current, current.version);
    else
      sendJson(
        res,
        200,
        {
          version: current.version,
          fileCount: current.files.length,
          filesUrl: target
            ? `${CURRENT_VERSION_FILES_PATH}?target=${target}`
            : CURRENT_VERSION_FILES_PATH,
        },
        current.version,
      );
  };
}

const routes = new WeakMap<StaticSite, ReturnType<typeof currentVersionRoute>>();

/** The route for a site, created once per site so its checksum cache lives as long as the server. */
export function serveCurrentVersion(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  site: StaticSite,
): Promise<void> {
  let route = routes.get(site);
  if (!route) routes.set(site, (route = currentVersionRoute(site)));
  return route(req, res, path);
}
