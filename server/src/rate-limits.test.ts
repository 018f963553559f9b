import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from './rate-limits.js';
import {
  connectTestRedis,
  deleteRedisKeys,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
  REDIS_MISSING,
} from './test/redis-test-kit.js';
import { codeOf, TestServer } from './test/harness.js';
import { startTestSmtp } from './test/smtp.js';

// Limits were once checked before the slow work and recorded after it, so parallel requests
// all read "under the limit" (150 wrong sign-ins against 20; 100 wrong pairing codes against 10
// on PostgreSQL), and some endpoints had no limit. Each limit here is hit by 200 (or more)
// parallel requests on the suite's database (SQLite or PostgreSQL).

const SIGN_IN = 'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }';
type Answer = {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

/** POST /graphql from a chosen loopback address (another client, as the server sees it). */
function gqlFrom(
  url: string,
  localAddress: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Answer> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/graphql`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text) as Answer));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const tally = (answers: Answer[]) => {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = a.errors ? (a.errors[0]?.extensions?.code ?? 'ERROR') : 'OK';
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};
const parallel = <T>(n: number, run: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => run(i)));

// Counted in the database by default, in Redis when REDIS_URL is set: both run every case.
describe.each(
  [
    { store: 'database', redis: false },
    { store: 'Redis', redis: true },
  ].filter((run) => !run.redis || !REDIS_MISSING), // no Redis here: see REDIS_MISSING
)('rate limits under parallel requests, counted in the $store', ({ redis }) => {
  let t: TestServer;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  const redisPrefix = uniqueRedisPrefix();
  beforeAll(async () => {
    smtp = await startTestSmtp();
    const env: Record<string, string> = redis
      ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: redisPrefix }
      : {};
    t = await TestServer.start({ SMTP_URL: smtp.url, ...env });
    expect(t.server.services.redis !== undefined).toBe(redis);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    if (!redis) return;
    const cleaner = connectTestRedis(redisPrefix);
    await deleteRedisKeys(cleaner);
    await cleaner.close();
  });

  it('sign-in: 200 parallel wrong passwords, exactly 20 tried; the owner still gets in from elsewhere', async () => {
    const answers = await parallel(200, (i) =>
      gqlFrom(t.url, '127.0.0.11', SIGN_IN, { e: 'admin@marquee.local', p: `guess-${i}` }),
    );
    expect(tally(answers)).toEqual({
      UNAUTHENTICATED: RATE_LIMITS.wrongPasswords.limit,
      TOO_MANY_REQUESTS: 200 - RATE_LIMITS.wrongPasswords.limit,
    });
    // The address was slowed down, the e-mail was not locked: the owner signs in elsewhere.
    const owner = await gqlFrom(t.url, '127.0.0.12', SIGN_IN, {
      e: 'admin@marquee.local',
      p: 'marquee-demo',
    });
    expect(owner.errors).toBeUndefined();
    const blocked = await gqlFrom(t.url, '127.0.0.11', SIGN_IN, {
      e: 'admin@marquee.local',
      p: 'marquee-demo',
    });
    expect(codeOf(blocked as never)).toBe('TOO_MANY_REQUESTS');
    t.clock.advance(60_001);
    const later = await gqlFrom(t.url, '127.0.0.11', SIGN_IN, {
      e: 'admin@marquee.local',
      p: 'marquee-demo',
    });
    expect(later.errors).toBeUndefined();
  });

  it('sign-in: guessing across many e-mails from one address is limited too', async () => {
    const answers = await parallel(200, (i) =>
      gqlFrom(t.url, '127.0.0.13', SIGN_IN, { e: `someone-${i}@example.com`, p: 'guess' }),
    );
    expect(tally(answers)).toEqual({
      UNAUTHENTICATED: RATE_LIMITS.signInPerAddress.limit,
      TOO_MANY_REQUESTS: 200 - RATE_LIMITS.signInPerAddress.limit,
    });
  });

  it('pairing: 200 parallel wrong codes, exactly 10 tried; a right code does not count', async () => {
    const operator = await t.signIn();
    const pair = 'mutation($c: String!) { pairDevice(pairingCode: $c, name: "Guess") { _id } }';
    const right = await t.pairDevice(operator);
    expect(right.deviceId).toBeTruthy();
    const answers = await parallel(200, (i) =>
      gqlFrom(t.url, '127.0.0.14', pair, { c: `ZZZ${String(i).padStart(3, '0')}` }, operator),
    );
    expect(tally(answers)).toEqual({
      BAD_USER_INPUT: RATE_LIMITS.wrongPairingCodes.limit,
      TOO_MANY_REQUESTS: 200 - RATE_LIMITS.wrongPairingCodes.limit,
    });
  });

  it('pairing codes: at most 120 a minute from one address', async () => {
    const ask = 'mutation { requestPairingCode(platform: "web") { pairingCode } }';
    const answers = await parallel(200, () => gqlFrom(t.url, '127.0.0.15', ask));
    expect(tally(answers)).toEqual({
      OK: RATE_LIMITS.pairingCodesPerAddress.limit,
      TOO_MANY_REQUESTS: 200 - RATE_LIMITS.pairingCodesPerAddress.limit,
    });
  });

  it('password recovery: 200 parallel requests for one address send 5 mails', async () => {
    const recover = 'mutation($e: String!) { requestPasswordRecovery(email: $e) }';
    const before = smtp.messages.length;
    const answers = await parallel(200, (i) =>
      gqlFrom(t.url, `127.0.1.${1 + (i % 50)}`, recover, { e: 'admin@marquee.local' }),
    );
    expect(tally(answers)).toEqual({
      OK: RATE_LIMITS.recoveryPerEmail.limit,
      TOO_MANY_REQUESTS: 200 - RATE_LIMITS.recoveryPerEmail.limit,
    });
    await expect.poll(() => smtp.messages.length - before).toBe(RATE_LIMITS.recoveryPerEmail.limit);
  });

  it('sign-up: 200 parallel from one address, 10 accounts', async () => {
    const signUp = 'mutation($i: SignUpInput!) { signUp(input: $i) }';
    const answers = await parallel(200, (i) =>
      gqlFrom(t.url, '127.0.0.16', signUp, {
        i: { email: `new-${i}@example.com`, password: 'long-enough-1' },
      }),
    );
    expect(tally(answers)).toEqual({
      OK: RATE_LIMITS.signUpPerAddress.limit,
      TOO_MANY_REQUESTS: 200 - RATE_LIMITS.signUpPerAddress.limit,
    });
  });

  it('API keys: 200 parallel requests with one key, 120 answered', async () => {
    const created = await t.gql<{ createApiKey: { secret: string } }>(
      'mutation { createApiKey(name: "Burst", permissions: ["media:read"]) { secret } }',
      {},
      { token: await t.signIn() },
    );
    const secret = created.data!.createApiKey.secret;
    const answers = await parallel(200, () =>
      gqlFrom(t.url, '127.0.0.17', '{ files { _id } }', {}, secret),
    );
    expect(tally(answers)).toEqual({
      OK: RATE_LIMITS.apiKeyRequests.limit,
      TOO_MANY_REQUESTS: 200 - RATE_LIMITS.apiKeyRequests.limit,
    });
  });
});
