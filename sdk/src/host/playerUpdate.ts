import type { HostFetch } from './hostApi.js';
import type { LocalFile, LocalFiles } from './localFiles.js';
import type { LocalState } from './localState.js';

/**
 * Player code updates for packaged TV shells (Tizen .wgt, webOS .ipk): the shell's loader asks
 * the server's /api/current-version which player bundle is current, keeps its files through the
 * HostAPI's LocalFiles (checksum-verified), and boots it without a new package.
 *
 * The switch is one local-state write (ACTIVE_PLAYER_KEY) made only once every file of the new
 * version is kept and verified, so a failure at any point leaves the previous version (or the
 * packaged one) in charge.
 */

/** Local-state key of the installed player version the loader boots; absent: the packaged copy. */
export const ACTIVE_PLAYER_KEY = 'shell.activePlayer';
/** Kept files of player versions are named `player-<version>-<path>`, apart from media files. */
export const PLAYER_FILE_PREFIX = 'player-';
/** The file a player bundle starts from, relative to its folder. */
export const PLAYER_ENTRY = 'js/player.js';

export type ShellTarget = 'tizen' | 'webos';

export interface InstalledPlayerFile {
  path: string;
  /** Kept-file name and where the page loads it from. */
  name: string;
  url: string;
  sha256: string;
}

/** What ACTIVE_PLAYER_KEY holds. */
export interface InstalledPlayer {
  version: string;
  files: InstalledPlayerFile[];
}

interface ManifestFile {
  path: string;
  url: string;
  sha256: string;
}

export interface PlayerUpdateDeps {
  /** The Marquee server, e.g. "https://signage.example.com". */
  serverUrl: string;
  target: ShellTarget;
  fetch: HostFetch;
  files: LocalFiles;
  state: LocalState;
}

export type PlayerUpdateResult =
  | { status: 'up-to-date'; version: string }
  | { status: 'updated'; version: string; previous: string | null }
  | { status: 'failed'; error: Error };

const VERSION_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
const SHA256_PATTERN = /^[0-9a-f]{64}$/;

/** The installed version the loader should boot, or null for the packaged copy. */
export async function activePlayer(state: LocalState): Promise<InstalledPlayer | null> {
  const stored = await state.get(ACTIVE_PLAYER_KEY).catch(() => undefined);
  return isInstalledPlayer(stored) ? stored : null;
}

/**
 * Brings the kept player up to the server's current version. Never throws: a failure (network,
 * bad answer, checksum mismatch, full disk) leaves the active version as it was and deletes what
 * this attempt kept.
 */
export async function updatePlayer(deps: PlayerUpdateDeps): Promise<PlayerUpdateResult> {
  const downloaded: string[] = [];
  let active: InstalledPlayer | null = null;
  try {
    active = await activePlayer(deps.state);
    const base = deps.serverUrl.replace(/\/$/, '');
    const summary = await getJson(deps.fetch, `${base}/api/current-version?target=${deps.target}`);
    const version = versionOf(summary);
    if (active && active.version === version) return { status: 'up-to-date', version };

    const filesUrl =
      typeof summary.filesUrl === 'string'
        ? summary.filesUrl
        : `/api/current-version/files?target=${deps.target}`;
    const manifest = await getJson(deps.fetch, new URL(filesUrl, `${base}/`).href);
    if (versionOf(manifest) !== version)
      throw new Error('The player version changed while it was being read; trying again later');
    const listed = manifestFiles(manifest);

    const installed: InstalledPlayerFile[] = [];
    for (const file of listed) {
      const name = `${PLAYER_FILE_PREFIX}${version}-${file.path.replace(/[^A-Za-z0-9._-]/g, '_')}`;
      const kept: LocalFile = await deps.files.download(new URL(file.url, `${base}/`).href, {
        checksum: file.sha256,
        name,
      });
      downloaded.push(kept.name);
      if (kept.checksum.toLowerCase() !== file.sha256)
        throw new Error(`Checksum of ${file.path} is ${kept.checksum}, expected ${file.sha256}`);
      installed.push({ path: file.path, name: kept.name, url: kept.url, sha256: file.sha256 });
    }

    // The switch: one write, after every file is kept and verified.
    await deps.state.set(ACTIVE_PLAYER_KEY, { version, files: installed } as never);
    await removeOtherVersions(deps.files, [installed, active?.files ?? []]);
    return { status: 'updated', version, previous: active?.version ?? null };
  } catch (cause) {
    const keep = new Set((active?.files ?? []).map((f) => f.name));
    for (const name of downloaded)
      if (!keep.has(name)) await deps.files.delete(name).catch(() => undefined);
    return { status: 'failed', error: cause instanceof Error ? cause : new Error(String(cause)) };
  }
}

/**
 * The entry script the loader should start: the active version's when all its files are still
 * kept with their checksums, otherwise null (boot the packaged copy).
 */
export async function bootEntry(deps: Pick<PlayerUpdateDeps, 'files' | 'state'>): Promise<{
  version: string;
  url: string;
} | null> {
  const active = await activePlayer(deps.state);
  if (!active) return null;
  const kept = await deps.files.list().catch(() => [] as LocalFile[]);
  const byName = new Map(kept.map((file) => [file.name, file]));
  const intact = active.files.every(
    (file) => byName.get(file.name)?.checksum.toLowerCase() === file.sha256,
  );
  const entry = active.files.find((file) => file.path === PLAYER_ENTRY);
  if (!intact || !entry) return null;
  return { version: active.version, url: byName.get(entry.name)?.url ?? entry.url };
}

/**
 * Deletes kept player files of versions other than the new one and the one it replaced (the page
 * may be running that one right now); media files are not touched.
 */
async function removeOtherVersions(files: LocalFiles, keepSets: InstalledPlayerFile[][]) {
  const keep = new Set(keepSets.flat().map((file) => file.name));
  const kept = await files.list().catch(() => [] as LocalFile[]);
  for (const file of kept)
    if (file.name.startsWith(PLAYER_FILE_PREFIX) && !keep.has(file.name))
      await files.delete(file.name).catch(() => undefined);
}

async function getJson(fetch: HostFetch, url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object') throw new Error(`${url} did not answer a JSON object`);
  return body as Record<string, unknown>;
}

function versionOf(body: Record<string, unknown>): string {
  const { version } = body;
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version))
    throw new Error(`The server gave no usable player version (${JSON.stringify(version)})`);
  return version;
}

function manifestFiles(body: Record<string, unknown>): ManifestFile[] {
  const { files } = body;
  if (!Array.isArray(files)) throw new Error('The server listed no player files');
  const listed = files.map((file: unknown): ManifestFile => {
    const f = (file ?? {}) as Record<string, unknown>;
    if (
      typeof f.path !== 'string' ||
      typeof f.url !== 'string' ||
      typeof f.sha256 !== 'string' ||
      !SHA256_PATTERN.test(f.sha256)
    )
      throw new Error(`The server listed a player file without path, url or sha256`);
    return { path: f.path, url: f.url, sha256: f.sha256 };
  });
  if (!listed.some((file) => file.path === PLAYER_ENTRY))
    throw new Error(`The server's player files have no ${PLAYER_ENTRY}`);
  return listed;
}

function isInstalledPlayer(value: unknown): value is InstalledPlayer {
  if (!value || typeof value !== 'object') return false;
  const { version, files } = value as Partial<InstalledPlayer>;
  return (
    typeof version === 'string' &&
    Array.isArray(files) &&
    files.every(
      (f) =>
        f &&
        typeof f.path === 'string' &&
        typeof f.name === 'string' &&
        typeof f.url === 'string' &&
        typeof f.sha256 === 'string',
    )
  );
}
