// The seeded demo account seen from a test: its admin, its three one-colour images, and the
// steps every player test takes with them (sign in, pair a player, publish the demo playlist).
import type { Page } from 'puppeteer-core';
import { keepArtifact } from './browser.js';
import { colourShare, hexToRgb } from './pixels.js';
import { post } from './post.js';
import { WAIT_LIMIT_MS } from './waits.js';

export const DEMO_ADMIN = { email: 'admin@marquee.local', password: 'marquee-demo' };
export const DEMO_COLOURS = {
  blue: hexToRgb('#1E5AA8'),
  orange: hexToRgb('#E0761F'),
  green: hexToRgb('#2E8B57'),
};

/** One GraphQL call over HTTP; errors throw with the server's own message. */
export async function graphql<T>(
  serverUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  authorization = '',
): Promise<T> {
  const res = await post(`${serverUrl}/graphql`, {
    headers: {
      'content-type': 'application/json',
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

export async function signInAsDemoAdmin(serverUrl: string): Promise<string> {
  const { signIn } = await graphql<{ signIn: { token: string } }>(
    serverUrl,
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }',
    { e: DEMO_ADMIN.email, p: DEMO_ADMIN.password },
  );
  return signIn.token;
}

/**
 * Opens the player (at `playerPath`, default /player/), pairs it under `name` with the code it
 * shows and waits until it plays (empty) and listens for changes. Returns the device's id.
 */
export async function pairPlayer(
  player: Page,
  serverUrl: string,
  token: string,
  name: string,
  playerPath = '/player/',
): Promise<string> {
  await player.goto(`${serverUrl}${playerPath}`);
  const codeEl = await player.waitForSelector('[data-testid="pairing-code"]', {
    timeout: WAIT_LIMIT_MS,
  });
  const code = (await codeEl!.evaluate((el) => el.textContent ?? '')).trim();
  const { pairDevice } = await graphql<{ pairDevice: { _id: string } }>(
    serverUrl,
    'mutation($c: String!, $n: String!) { pairDevice(pairingCode: $c, name: $n) { _id } }',
    { c: code, n: name },
    `Bearer ${token}`,
  );
  await player.waitForSelector('[data-testid="player"][data-state="session.playing"]', {
    timeout: WAIT_LIMIT_MS,
  });
  return pairDevice._id;
}

/** Publishes a playlist to a device. */
export async function publishPlaylist(
  serverUrl: string,
  token: string,
  deviceId: string,
  playlistId: string,
): Promise<void> {
  await graphql(
    serverUrl,
    'mutation($d: ID!, $c: PublishContentInput!) { publishToDevice(deviceId: $d, content: $c) { _id } }',
    { d: deviceId, c: { collectionName: 'playlist', entityId: playlistId } },
    `Bearer ${token}`,
  );
}

/**
 * Opens the player (at `playerPath`, default /player/), pairs it under `name` with the code it
 * shows, waits until it plays (empty), then publishes the demo playlist to it. Returns the
 * device's and the playlist's ids.
 */
export async function pairAndPublishDemo(
  player: Page,
  serverUrl: string,
  token: string,
  name: string,
  playerPath = '/player/',
): Promise<{ deviceId: string; playlistId: string }> {
  const deviceId = await pairPlayer(player, serverUrl, token, name, playerPath);
  const { playlists } = await graphql<{ playlists: { _id: string; name: string }[] }>(
    serverUrl,
    '{ playlists { _id name } }',
    {},
    `Bearer ${token}`,
  );
  const playlistId = playlists.find((p) => p.name === 'Demo playlist')!._id;
  await publishPlaylist(serverUrl, token, deviceId, playlistId);
  return { deviceId, playlistId };
}

export async function reportedPlays(serverUrl: string, token: string, playlistId: string) {
  const { proofOfPlayReport } = await graphql<{ proofOfPlayReport: { totalPlays: number } }>(
    serverUrl,
    'query($id: ID!) { proofOfPlayReport(entityType: playlist, entityId: $id) { totalPlays } }',
    { id: playlistId },
    `Bearer ${token}`,
  );
  return proofOfPlayReport.totalPlays;
}

/**
 * Which demo colour fills most of the page (over a third of it), else null. With `artifact`
 * the screenshot is kept as e2e/artifacts/<suite>/<name>.
 */
export async function shownDemoColour(
  page: Page,
  artifact?: { suite: string; name: string },
): Promise<string | null> {
  const png = await page.screenshot({ type: 'png' });
  if (artifact) keepArtifact(artifact.suite, artifact.name, png);
  let best: string | null = null;
  let bestShare = 0.3;
  for (const [colour, rgb] of Object.entries(DEMO_COLOURS)) {
    const share = await colourShare(png, rgb);
    if (share > bestShare) [best, bestShare] = [colour, share];
  }
  return best;
}
