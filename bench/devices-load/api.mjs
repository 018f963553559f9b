// The operator's side of the benchmark: GraphQL over HTTP to the server under load (sign in, which
// protocol it serves, the playlist every screen shows, who is online, the change to publish).
import { PROTOCOL, log, sleep } from './config.mjs';

export async function gql(url, query, variables = {}, token) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The demo admin's token. */
export async function signIn(url) {
  const { signIn } = await gql(
    url,
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }',
    { e: 'admin@marquee.local', p: process.env.DEMO_PASSWORD ?? 'marquee-demo' },
  );
  return signIn.token;
}

/**
 * `new` if the servers' schema has `contentVersionChanged`, else `old`; --protocol overrides it.
 * All servers of a run must agree.
 */
export async function detectProtocol(servers, operator, label) {
  const protocols = await Promise.all(
    servers.map(async (s) => {
      const { __type } = await gql(
        s.url,
        '{ __type(name: "Subscription") { fields { name } } }',
        {},
        operator,
      );
      return __type.fields.some((f) => f.name === 'contentVersionChanged') ? 'new' : 'old';
    }),
  );
  if (new Set(protocols).size > 1) throw new Error(`servers differ: ${protocols.join(', ')}`);
  const protocol = PROTOCOL ?? protocols[0];
  if (PROTOCOL && PROTOCOL !== protocols[0])
    log(`${label}: --protocol ${PROTOCOL} although the schema says ${protocols[0]}`);
  log(
    `${label}: protocol ${protocol} (${protocol === 'new' ? 'contentVersionChanged + GET' : 'currentDeviceChanged + 2 queries'})`,
  );
  return protocol;
}

/** The demo playlist: every screen is published to it, and each round renames it. */
export async function firstPlaylistId(url, operator) {
  const { playlists } = await gql(url, '{ playlists { _id } }', {}, operator);
  return playlists[0]._id;
}

export async function waitUntilOnline(url, operator, count) {
  for (;;) {
    const { devicePage } = await gql(
      url,
      '{ devicePage(status: online, limit: 1) { totalCount } }',
      {},
      operator,
    );
    if (devicePage.totalCount >= count) break;
    await sleep(500);
  }
}

export async function renamePlaylist(url, operator, playlistId, round) {
  await gql(
    url,
    'mutation($id: ID!, $n: String!) { updatePlaylist(id: $id, input: { name: $n }) { _id } }',
    { id: playlistId, n: `Demo playlist (round ${round})` },
    operator,
  );
}
