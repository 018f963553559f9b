import {
  bootEntry,
  HEARTBEAT_GLOBAL,
  loadPageScript,
  SHELL_INFO_GLOBAL,
  SHELL_UPDATE_WAIT_MS,
  startLoaderWatchdog,
  updatePlayer,
  type LocalState,
  type PlayerUpdateDeps,
  type PlayerUpdateResult,
  type ShellInfo,
} from '@marquee/sdk/shell';
import { FIRST_BEAT_WITHIN_MS } from './watchdog.js';

/**
 * Local-state key of an installed player version that loaded but never beat, or stopped: boot
 * starts the packaged player instead of it. Only that version is refused; the next one the
 * server publishes is tried.
 */
export const REFUSED_PLAYER_KEY = 'webos.refusedPlayer';

export interface WebosBootDeps extends PlayerUpdateDeps {
  /** Adds a script to the page; resolves once it ran, rejects when it could not be loaded. */
  loadScript(url: string): Promise<void>;
  packagedEntry: string;
  setTimeout(run: () => void, ms: number): unknown;
  updateWaitMs?: number;
  /** Told which player is about to start, before its script loads. */
  starting?(started: Started): void;
}

export interface Started {
  source: 'installed' | 'packaged';
  version: string | null;
}

/**
 * The webOS shell's boot: update the player code (waiting at most updateWaitMs), then start the
 * active installed version unless it is missing, damaged, will not load, or was refused after
 * it failed to run; otherwise the packaged copy.
 */
export async function bootWebos(
  deps: WebosBootDeps,
): Promise<Started & { update: Promise<PlayerUpdateResult> }> {
  const update = updatePlayer(deps);
  await Promise.race([
    update,
    new Promise<void>((resolve) =>
      deps.setTimeout(resolve, deps.updateWaitMs ?? SHELL_UPDATE_WAIT_MS),
    ),
  ]);
  const refused = await deps.state.get<string>(REFUSED_PLAYER_KEY).catch(() => undefined);
  const entry = await bootEntry(deps).catch(() => null);
  if (entry && entry.version !== refused) {
    const started: Started = { source: 'installed', version: entry.version };
    deps.starting?.(started);
    try {
      await deps.loadScript(entry.url);
      return { ...started, update };
    } catch {
      // The kept file does not load (gone, or the local file server is down): packaged.
    }
  }
  const packaged: Started = { source: 'packaged', version: null };
  deps.starting?.(packaged);
  await deps.loadScript(deps.packagedEntry);
  return { ...packaged, update };
}

/**
 * When the player stops: an installed version is refused from now on; either way the page is
 * restarted, which boots the packaged player or the same one afresh.
 */
export async function restartAfterStall(
  state: LocalState,
  running: Started | null,
  reload: () => void,
): Promise<void> {
  if (running?.source === 'installed' && running.version)
    await state.set(REFUSED_PLAYER_KEY, running.version).catch(() => undefined);
  reload();
}

export interface WebosShellPage {
  host: {
    fetch: PlayerUpdateDeps['fetch'];
    files: PlayerUpdateDeps['files'];
    localState: LocalState;
  };
  builtInServerUrl: string;
  window: Window;
}

/**
 * The whole first script of the webOS package: picks the server, starts the watchdog and its
 * heartbeat global, tells the player what started (SHELL_INFO_GLOBAL) and boots.
 */
export function startWebosShell({ host, builtInServerUrl, window }: WebosShellPage): Promise<void> {
  const page = window as unknown as Record<string, unknown>;
  let running: Started | null = null;
  const watchdog = startLoaderWatchdog(
    {
      now: () => Date.now(),
      setInterval: (run, ms) => window.setInterval(run, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
      onStall: (reason, silentMs) => {
        console.error(
          `Marquee restarts: the player ${reason === 'stopped' ? 'stopped' : 'never started'} (${silentMs} ms without a heartbeat)`,
        );
        void restartAfterStall(host.localState, running, () => window.location.reload());
      },
    },
    // The sdk's timing and pause detection, plus a first-beat deadline (see FIRST_BEAT_WITHIN_MS).
    { firstBeatWithinMs: FIRST_BEAT_WITHIN_MS },
  );
  page[HEARTBEAT_GLOBAL] = () => watchdog.beat();
  return host.localState
    .get<string>('serverUrl')
    .catch(() => undefined)
    .then((stored) => {
      const serverUrl = (typeof stored === 'string' && stored) || builtInServerUrl;
      const info = (started: Started): ShellInfo => ({ serverUrl, ...started });
      page[SHELL_INFO_GLOBAL] = info({ source: 'packaged', version: null });
      return bootWebos({
        serverUrl,
        target: 'webos',
        fetch: host.fetch,
        files: host.files,
        state: host.localState,
        packagedEntry: 'js/player.js',
        loadScript: (url) => loadPageScript(window.document, url),
        setTimeout: (run, ms) => window.setTimeout(run, ms),
        starting: (started) => {
          running = started;
          page[SHELL_INFO_GLOBAL] = info(started);
        },
      });
    })
    .then(() => undefined)
    .catch((error: unknown) => console.error('Marquee could not start the player', error));
}
