import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { HostAPI } from '../host/hostApi.js';
import { SHELL_INFO_GLOBAL, type ShellInfo } from '../host/shellLoader.js';
import { PlayerApp } from './PlayerApp.js';
import type { WidgetList } from './widgetDefinition.js';

/**
 * The server a player talks to, first match wins: the `serverUrl` an operator stored on the set,
 * then the server of the loader that started this bundle (an installed, downloaded bundle was
 * built by the server, not for this set), then the server the bundle was built for.
 */
export function chooseServerUrl(
  stored: unknown,
  shell: ShellInfo | undefined,
  builtInServerUrl: string,
): string {
  return (typeof stored === 'string' && stored) || shell?.serverUrl || builtInServerUrl;
}

/** The GraphQL endpoint of a server URL, with or without a trailing slash. */
export const graphqlUrlOf = (serverUrl: string) => `${serverUrl.replace(/\/$/, '')}/graphql`;

/**
 * The server URL stored on the set, or undefined. Local state that cannot be read must not leave
 * the screen black: the player then starts with the loader's or the packaged server, which is
 * also where the set's settings can be fixed from.
 */
export function storedServerUrl(host: Pick<HostAPI, 'localState'>): Promise<unknown> {
  return host.localState.get<string>('serverUrl').catch((error: unknown) => {
    console.error('Reading the stored server URL failed; using the packaged one.', error);
    return undefined;
  });
}

export interface BootPlayer {
  /** The target's HostAPI, built from the set's own APIs. */
  host: HostAPI;
  /** The item types the player draws (defaultWidgets). */
  widgets: WidgetList;
  /** The server the bundle was built for (MARQUEE_SERVER_URL at build time). */
  builtInServerUrl: string;
  /** The page; the player renders into its `#player` element. */
  window: Window;
}

/** Starts the player on a TV set: picks the server, then renders PlayerApp into `#player`. */
export async function bootPlayer({
  host,
  widgets,
  builtInServerUrl,
  window,
}: BootPlayer): Promise<void> {
  const stored = await storedServerUrl(host);
  const shell = (window as unknown as Record<string, ShellInfo | undefined>)[SHELL_INFO_GLOBAL];
  const server = chooseServerUrl(stored, shell, builtInServerUrl);
  const container = window.document.getElementById('player');
  if (!container) throw new Error('The page has no #player element');
  createRoot(container).render(
    <StrictMode>
      <PlayerApp host={host} widgets={widgets} apiUrl={graphqlUrlOf(server)} />
    </StrictMode>,
  );
}
