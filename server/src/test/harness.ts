import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startServer, type RunningServer, type StartOptions } from '../app.js';
import { VirtualClock } from '../clock.js';
import { createLogger } from '../logger.js';
import { DEMO_EMAIL } from '../seed/demo-seed.js';
import { lendTestDatabase } from './pg-test-databases.js';
import { placeMigratedSqlite } from './sqlite-test-database.js';
import type { TypedDocumentString } from './graphql/generated.js';

export const DEMO_PASSWORD = 'marquee-demo';
/** The demo logins' password on a server started with NODE_ENV=production. */
const PRODUCTION_DEMO_PASSWORD = 'production-test-password';

/** untilListening gives up after this many probe renames (a listening one hears the first). */
const MAX_PROBE_RENAMES = 500;

/**
 * How long a test waits for a subscription event it expects: events follow a request at once,
 * so this only bounds a hang (a passing test never waits it out). It is the limit every wait in
 * a test has, under the 120 s test timeout, so a missing event fails with its own message even
 * on CI's two busy cores.
 */
export const EVENT_WITHIN_MS = 100_000;

export const TEST_DB = process.env.MARQUEE_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** Who sends a request: a bearer token (session, API key or device) or a cookie header. */
export interface Credentials {
  token?: string;
  cookie?: string;
}

/** An answer that carried GraphQL errors where the test expected data. */
export class GraphQLErrorsReceived extends Error {
  constructor(readonly errors: NonNullable<GqlResult['errors']>) {
    super(`the server answered with errors: ${JSON.stringify(errors)}`);
  }
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data: T | null | undefined;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
}

/**
 * A fresh migrated database: a copy of the migrated SQLite file in the data dir, or a PostgreSQL
 * database of its own.
 */
async function freshDatabase(
  dataDir: string,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (TEST_DB === 'sqlite') {
    await placeMigratedSqlite(dataDir);
    return { env: {}, drop: async () => {} };
  }
  const adminUrl = process.env.MARQUEE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const lent = await lendTestDatabase(adminUrl);
  return { env: { DATABASE_URL: lent.url }, drop: () => lent.giveBack() };
}

/**
 * A POST, sent again once when the kept-alive connection it went out on was closed under it.
 * The server closes an idle connection after 5 s and the client stops reusing it before then,
 * but with the test and the server on one event loop, a stall of seconds under load lets both
 * timers lapse together, and the request goes out on a connection the server is closing.
 * The server never read it (a reset, not an answer), so sending it again is safe.
 */
async function postResendingIfClosed(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

export class TestServer {
  private clients: Client[] = [];

  private constructor(
    /** The running server process; restart() replaces it. */
    public server: RunningServer,
    readonly clock: VirtualClock,
    private readonly options: StartOptions,
    private readonly cleanup: () => Promise<void>,
  ) {}

  static async start(
    env: Record<string, string> = {},
    extra: Pick<StartOptions, 'outboundFetch'> = {},
  ): Promise<TestServer> {
    const dataDir = mkdtempSync(join(tmpdir(), 'marquee-test-'));
    const db = await freshDatabase(dataDir);
    const clock = new VirtualClock('2030-01-01T09:00:00.000Z');
    // A production server refuses the published demo password: it gets another one to seed.
    const demoPassword = env.NODE_ENV === 'production' ? PRODUCTION_DEMO_PASSWORD : DEMO_PASSWORD;
    const options: StartOptions = {
      // Billing tests pay with the fake provider, which is off unless asked for.
      env: {
        LOG_LEVEL: 'silent',
        DEMO_PASSWORD: demoPassword,
        BILLING_PROVIDER: 'fake',
        ...db.env,
        ...env,
      },
      dataDir,
      port: 0,
      host: '127.0.0.1',
      clock,
      logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
      ...extra,
    };
    const t: TestServer = new TestServer(await startServer(options), clock, options, async () => {
      await t.server.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    return t;
  }

  /**
   * Stops this server process and starts another on the same database, data directory and clock
   * (on a new port): a restart, or, with the database left as a crash leaves it, the start after
   * a kill -9. Its WebSocket clients are closed first.
   */
  async restart(): Promise<void> {
    await Promise.all(this.clients.splice(0).map(async (c) => c.dispose()));
    await this.server.close();
    this.server = await startServer(this.options);
  }

  get url(): string {
    return this.server.url;
  }

  /** The PostgreSQL database it runs on (undefined on SQLite). */
  get databaseUrl(): string | undefined {
    return this.options.env?.DATABASE_URL;
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.map(async (c) => c.dispose()));
    await this.cleanup();
  }

  /** POST /graphql with an optional bearer token or cookie header. */
  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    auth: Credentials = {},
  ): Promise<GqlResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (auth.token) headers.authorization = `Bearer ${auth.token}`;
    if (auth.cookie) headers.cookie = auth.cookie;
    const res = await postResendingIfClosed(`${this.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T | null; errors?: GqlResult['errors'] };
    return { status: res.status, headers: res.headers, data: body.data, errors: body.errors };
  }

  /**
   * Sends a codegen-typed document (server/src/test/documents/*.graphql) and returns its data;
   * any GraphQL error fails the test with the errors, so a refusal never passes as data.
   */
  async request<R, V>(
    document: TypedDocumentString<R, V>,
    variables: V,
    auth: Credentials = {},
  ): Promise<R> {
    const result = await this.attempt(document, variables, auth);
    if (result.errors?.length) throw new GraphQLErrorsReceived(result.errors);
    if (!result.data) throw new Error(`no data and no errors (HTTP ${result.status})`);
    return result.data;
  }

  /** Sends a typed document and returns data and errors as they came: for refusals. */
  attempt<R, V>(
    document: TypedDocumentString<R, V>,
    variables: V,
    auth: Credentials = {},
  ): Promise<GqlResult<R>> {
    return this.gql<R>(document.toString(), variables as Record<string, unknown>, auth);
  }

  private seededPassword(): string {
    return this.options.env?.DEMO_PASSWORD || DEMO_PASSWORD;
  }

  /** Signs in as a seeded login, by default the demo admin with the password it was seeded with. */
  async signIn(email = DEMO_EMAIL, password = this.seededPassword()): Promise<string> {
    const result = await this.gql<{ signIn: { token: string } }>(
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }',
      { e: email, p: password },
    );
    if (!result.data) throw new Error(`sign-in failed: ${JSON.stringify(result.errors)}`);
    return result.data.signIn.token;
  }

  /**
   * Nothing tells a client when its subscription is registered on the server, so rename a probe
   * screen (to the name it has: nothing else changes) until `watch`, an operator's
   * `deviceChanged` subscription, reports it: from then on it hears every change. Events of the
   * probe may still follow; pick a probe other than the screen under test.
   */
  async untilListening(
    watch: { next(): Promise<unknown> },
    operatorToken: string,
    device: { deviceId: string; name: string },
  ): Promise<void> {
    let heard = false;
    void watch.next().then(() => (heard = true));
    for (let renames = 0; !heard; renames++) {
      // A registered subscription hears the first rename; hundreds unheard mean it never will.
      if (renames === MAX_PROBE_RENAMES)
        throw new Error(`the subscription heard none of ${renames} renames of ${device.name}`);
      await this.gql(
        'mutation($id: ID!, $n: String!) { renameDevice(id: $id, name: $n) { _id } }',
        { id: device.deviceId, n: device.name },
        { token: operatorToken },
      );
    }
  }

  /**
   * A graphql-ws client; token goes in connectionParams, cookie on the upgrade request. Like the
   * player, it sends no pings of its own; `answersPings: false` is a peer that cannot answer the
   * server's (a cut cable with the socket still open).
   */
  ws(auth: { token?: string; cookie?: string; answersPings?: boolean } = {}): Client {
    const { cookie, answersPings = true } = auth;
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, {
          autoPong: answersPings,
          ...(cookie ? { headers: { cookie } } : {}),
        });
      }
    }
    const client = createClient({
      url: this.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: CookieWebSocket,
      connectionParams: auth.token ? { authorization: `Bearer ${auth.token}` } : undefined,
      retryAttempts: 0,
    });
    this.clients.push(client);
    return client;
  }

  /** Pairs a new screen through the public API; returns its id and token. */
  async pairDevice(operatorToken: string, name = 'Lobby screen') {
    const requested = await this.gql<{
      requestPairingCode: { pairingCode: string; pairingSecret: string };
    }>('mutation { requestPairingCode(platform: "web") { pairingCode pairingSecret expiresAt } }');
    const { pairingCode, pairingSecret } = requested.data!.requestPairingCode;
    const paired = await this.gql(
      'mutation($c: String!, $n: String!) { pairDevice(pairingCode: $c, name: $n) { _id } }',
      { c: pairingCode, n: name },
      { token: operatorToken },
    );
    if (paired.errors) throw new Error(`pairing failed: ${JSON.stringify(paired.errors)}`);
    const claimed = await this.gql<{ claimDevice: { deviceId: string; deviceToken: string } }>(
      'mutation($s: String!) { claimDevice(pairingSecret: $s) { deviceId deviceToken } }',
      { s: pairingSecret },
    );
    return claimed.data!.claimDevice;
  }
}

/** Reads subscription values one at a time. */
export function subscribe<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const iterator = client.iterate<T>({ query, variables });
  type Step = {
    data?: T | null;
    errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
  };
  const next = async (): Promise<Step> => {
    const step = await iterator.next();
    if (step.done) throw new Error('subscription ended');
    return step.value;
  };
  return {
    next,
    /**
     * Skips events until one matches, then returns it; fails naming `outcome` when none has
     * come within EVENT_WITHIN_MS (a missing event would otherwise hang until the test timeout).
     */
    async nextWhere(matches: (event: Step) => boolean, outcome: string): Promise<Step> {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no event within ${EVENT_WITHIN_MS} ms: ${outcome}`)),
          EVENT_WITHIN_MS,
        );
      });
      try {
        for (;;) {
          const event = await Promise.race([next(), deadline]);
          if (matches(event)) return event;
        }
      } finally {
        clearTimeout(timer);
      }
    },
    async done(): Promise<boolean> {
      return (await iterator.next()).done === true;
    },
    async stop(): Promise<void> {
      await iterator.return?.();
    },
  };
}

export const codeOf = (r: Pick<GqlResult<unknown>, 'errors'>) => r.errors?.[0]?.extensions?.code;

/** The first error's message: what the console shows the user. */
export const messageOf = (r: Pick<GqlResult<unknown>, 'errors'>) => r.errors?.[0]?.message;
