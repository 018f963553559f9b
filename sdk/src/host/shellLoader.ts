import {
  bootEntry,
  updatePlayer,
  type PlayerUpdateDeps,
  type PlayerUpdateResult,
} from './playerUpdate.js';

/** How long boot waits for an update before it starts the version it has. */
export const SHELL_UPDATE_WAIT_MS = 20_000;

export interface ShellLoaderDeps extends PlayerUpdateDeps {
  /** Adds a script to the page; resolves once it ran, rejects when it could not be loaded. */
  loadScript(url: string): Promise<void>;
  /** The player bundle inside the package, relative to the start page. */
  packagedEntry: string;
  setTimeout(run: () => void, ms: number): unknown;
  /** Defaults to SHELL_UPDATE_WAIT_MS. */
  updateWaitMs?: number;
}

export interface ShellBoot {
  /** 'installed': a downloaded version runs; 'packaged': the copy inside the package. */
  source: 'installed' | 'packaged';
  version: string | null;
  /** The update attempt of this boot; one that outlasts the wait is in effect from the next boot. */
  update: Promise<PlayerUpdateResult>;
}

/**
 * The packaged shell's boot: try to update the player code (waiting at most `updateWaitMs`, so a
 * slow or absent network never keeps the screen dark), then start the active installed version,
 * or the packaged copy when none was ever installed or the installed one cannot be loaded.
 */
export async function bootShell(deps: ShellLoaderDeps): Promise<ShellBoot> {
  const update = updatePlayer(deps);
  await Promise.race([
    update,
    new Promise<void>((resolve) =>
      deps.setTimeout(resolve, deps.updateWaitMs ?? SHELL_UPDATE_WAIT_MS),
    ),
  ]);
  const entry = await bootEntry(deps).catch(() => null);
  if (entry) {
    try {
      await deps.loadScript(entry.url);
      return { source: 'installed', version: entry.version, update };
    } catch {
      // The kept file is there but does not load (storage trouble): the packaged copy still does.
    }
  }
  await deps.loadScript(deps.packagedEntry);
  return { source: 'packaged', version: null, update };
}

/** What the loader tells the player it started (read by the targets' entry files). */
export interface ShellInfo {
  serverUrl: string;
  source: ShellBoot['source'];
  version: string | null;
}

/** The global the loader sets before the player's script runs. */
export const SHELL_INFO_GLOBAL = 'marqueeShell';

/** Loads a classic script into the page (old TV engines have no modules). */
export function loadPageScript(document: Document, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${url}`));
    };
    document.body.appendChild(script);
  });
}

/** What a packaged shell's loader has of its platform: its HostAPI parts and its page. */
export interface PackagedShell {
  target: PlayerUpdateDeps['target'];
  host: {
    fetch: PlayerUpdateDeps['fetch'];
    files: PlayerUpdateDeps['files'];
    localState: PlayerUpdateDeps['state'];
  };
  /** Baked into the package at build time; local state `serverUrl` overrides it on a set. */
  builtInServerUrl: string;
  window: Window;
}

/**
 * The whole first script of a packaged shell: picks the server, tells the player what started
 * (SHELL_INFO_GLOBAL) and boots. Failures end in the console: the shell has no other screen yet.
 */
export function startPackagedShell({ target, host, builtInServerUrl, window }: PackagedShell) {
  const shellGlobal = window as unknown as Record<string, ShellInfo>;
  return host.localState
    .get<string>('serverUrl')
    .catch(() => undefined)
    .then((stored) => {
      const serverUrl = (typeof stored === 'string' && stored) || builtInServerUrl;
      shellGlobal[SHELL_INFO_GLOBAL] = { serverUrl, source: 'packaged', version: null };
      return bootShell({
        serverUrl,
        target,
        fetch: host.fetch,
        files: host.files,
        state: host.localState,
        packagedEntry: 'js/player.js',
        loadScript: (url) => loadPageScript(window.document, url),
        setTimeout: (run, ms) => window.setTimeout(run, ms),
      }).then((boot) => {
        shellGlobal[SHELL_INFO_GLOBAL] = { serverUrl, source: boot.source, version: boot.version };
      });
    })
    .catch((error: unknown) => console.error('Marquee could not start the player', error));
}
