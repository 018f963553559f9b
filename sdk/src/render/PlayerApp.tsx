import { useEffect, useMemo, useState } from 'react';
import { createActor, type SnapshotFrom } from 'xstate';
import type { HostAPI } from '../host/index.js';
import { createGraphQLClient, type GraphQLClient } from '../player/graphqlClient.js';
import { createPlayerActors, type ImagePreloader } from '../player/playerActors.js';
import { playerMachine, type PlayerLogger } from '../player/playerMachine.js';
import { createImagePreloader } from '../player/preloadImages.js';
import { PairingScreen } from './PairingScreen.js';
import { StagePlayer } from './StagePlayer.js';

export interface PlayerAppProps {
  host: HostAPI;
  /** GraphQL endpoint, e.g. `${location.origin}/graphql`. */
  apiUrl: string;
  /** Where operators pair screens; defaults to the API's origin (the server serves the console at /). */
  consoleUrl?: string;
  /** For tests and QA: replaces the network client or the image preloader. */
  client?: GraphQLClient;
  preloadImages?: ImagePreloader;
  logger?: PlayerLogger;
}

type PlayerSnapshot = SnapshotFrom<typeof playerMachine>;

/** The whole player: pairing, then playback, full screen on black. */
export function PlayerApp({
  host,
  apiUrl,
  consoleUrl,
  client,
  preloadImages,
  logger,
}: PlayerAppProps) {
  const [snapshot, setSnapshot] = useState<PlayerSnapshot | null>(null);

  useEffect(() => {
    const graphql = client ?? createGraphQLClient({ apiUrl, fetch: host.fetch });
    const actors = createPlayerActors({
      host,
      client: graphql,
      preloadImages: preloadImages ?? createImagePreloader(),
    });
    const actor = createActor(playerMachine.provide({ actors }), { input: { apiUrl, logger } });
    const subscription = actor.subscribe(setSnapshot);
    actor.start();
    return () => {
      subscription.unsubscribe();
      actor.stop();
      if (!client) graphql.dispose();
    };
  }, [host, apiUrl, client, preloadImages, logger]);

  const devicesUrl = useMemo(
    () => `${consoleUrl ?? new URL(apiUrl).origin}/devices`,
    [consoleUrl, apiUrl],
  );
  const context = snapshot?.context;

  let view;
  if (context?.content) {
    view = <StagePlayer content={context.content} />;
  } else if (snapshot?.matches('pairing') && context?.pairing) {
    const code = context.pairing.code;
    view = (
      <PairingScreen
        code={code}
        qrTarget={`${devicesUrl}?pairingCode=${encodeURIComponent(code)}`}
      />
    );
  } else {
    view = (
      <div data-testid="player-status" style={statusStyle}>
        {snapshot?.matches('session') ? 'Loading content…' : 'Connecting…'}
      </div>
    );
  }

  return (
    <div
      data-testid="player"
      data-state={snapshot ? stateName(snapshot) : 'starting'}
      style={rootStyle}
    >
      {view}
    </div>
  );
}

function stateName(snapshot: PlayerSnapshot): string {
  const flatten = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : Object.entries(value as Record<string, unknown>)
          .map(([key, child]) => `${key}.${flatten(child)}`)
          .join(',');
  return flatten(snapshot.value);
}

const rootStyle = {
  position: 'fixed',
  inset: 0,
  overflow: 'hidden',
  background: '#000',
  cursor: 'none',
  userSelect: 'none',
} as const;

const statusStyle = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#6b7686',
  fontFamily: 'system-ui, sans-serif',
  fontSize: '2.5vmin',
} as const;
