// A fuzz of schema-derived operations per role (anonymous, device, API key, operator)
// over real HTTP, on the database the suite runs on (SQLite and PostgreSQL in `npm test`). No
// answer may be an internal error, a 5xx, or show a stack, SQL or a server path. Each run draws a
// new seed, so runs together cover far more of the schema than one fixed run of the same length
// would; the seed is printed and named in a failure, and FUZZ_SEED=<seed> replays that run.
// 300 operations per role keep each file near ten seconds (1,500 took 45-70 s on each database);
// the changing seed, not the length of one run, is what reaches more of the schema over time.
// FUZZ_OPERATIONS changes the count per role (a long local hunt). Each role runs
// in its own test file (schema-fuzz.<role>.test.ts) with its own server, so the four runs spread
// over the test workers instead of queueing in one file.
import { ALL_PERMISSIONS } from '@marquee/sdk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../graphql/schema.js';
import { TestServer } from '../harness.js';
import { LEAK_PATTERNS, OperationFuzzer, type FuzzOperation } from './operations.js';

const OPERATIONS_PER_ROLE = Number(process.env.FUZZ_OPERATIONS ?? 300);
const PARALLEL = 4;
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);
export const ROLE_NAMES = ['anonymous', 'device', 'API key', 'operator'] as const;
export type FuzzRole = (typeof ROLE_NAMES)[number];

/** Mutations that would end the caller's own credential, which the rest of its run needs. */
const ENDS_OWN_CREDENTIAL = new Set([
  'signOut',
  'revokeSession',
  'changePassword',
  'changeCurrentSpace',
  'deleteAccount',
  'revokeApiKey',
  'resetPassword',
]);

interface Finding {
  operation: FuzzOperation;
  status: number;
  body: string;
  why: string;
}

/** Codes that mean no resolver ran: the operation never got past parsing and validation. */
const REFUSED_BEFORE_RESOLVERS = [
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  // Variables graphql-js could not coerce: its errors carry no code.
  'no code',
];

/** "data" when an answer came back, else the first error's code. */
function outcomeOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as {
      data?: unknown;
      errors?: { extensions?: { code?: string } }[];
    };
    if (!parsed.errors?.length) return 'data';
    return parsed.errors[0]?.extensions?.code ?? 'no code';
  } catch {
    return 'not JSON';
  }
}

function problemsOf(status: number, body: string): string | null {
  if (status >= 500) return `HTTP ${status}`;
  if (body.includes('INTERNAL_SERVER_ERROR') || body.includes('Unexpected error'))
    return 'internal error';
  const leak = LEAK_PATTERNS.find((pattern) => pattern.test(body));
  return leak ? `leaks ${String(leak)}` : null;
}

/** Declares the fuzz of one role: its own server, the operator's fixtures, FUZZ_OPERATIONS operations. */
export function describeRoleFuzz(roleName: FuzzRole): void {
  describe(`schema fuzz as ${roleName}: no internal error and no leak`, () => {
    let t: TestServer;
    const ids = new Set<string>();
    const roles: { name: string; token?: string }[] = [];

    beforeAll(async () => {
      t = await TestServer.start();
      const operator = await t.signIn();
      const device = await t.pairDevice(operator, 'Fuzzed screen');
      const key = await t.gql<{ createApiKey: { secret: string } }>(
        'mutation($p: [String!]!) { createApiKey(name: "Fuzz", permissions: $p) { secret } }',
        { p: ALL_PERMISSIONS },
        { token: operator },
      );
      expect(key.errors).toBeUndefined();
      ids.add(device.deviceId);
      roles.push(
        { name: 'anonymous' },
        { name: 'device', token: device.deviceToken },
        { name: 'API key', token: key.data!.createApiKey.secret },
        { name: 'operator', token: operator },
      );
    }, 60_000);
    afterAll(async () => {
      await t.close();
    });

    /** Real ids seen in answers feed later operations, so they reach past "not found". */
    const harvest = (body: string) => {
      if (ids.size > 400) return;
      for (const match of body.matchAll(/"_id":"([^"]{1,80})"/g)) ids.add(match[1]!);
    };

    const index = ROLE_NAMES.indexOf(roleName);
    const replay = `replay with FUZZ_SEED=${SEED}`;
    it(`${roleName}: 0 internal errors, 0 leaks`, async () => {
      const role = roles[index]!;
      console.log(`schema fuzz as ${roleName}: seed ${SEED}, ${OPERATIONS_PER_ROLE} operations`);
      const fuzzer = new OperationFuzzer(
        buildSchema(),
        SEED + index,
        [...ids],
        ENDS_OWN_CREDENTIAL,
      );
      const findings: Finding[] = [];
      const outcomes = new Map<string, number>();
      let sent = 0;
      const worker = async () => {
        while (sent < OPERATIONS_PER_ROLE) {
          sent++;
          const operation = fuzzer.next();
          const res = await fetch(`${t.url}/graphql`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(role.token ? { authorization: `Bearer ${role.token}` } : {}),
            },
            body: JSON.stringify({ query: operation.query, variables: operation.variables }),
          });
          const body = await res.text();
          harvest(body);
          const outcome = outcomeOf(body);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          if (process.env.FUZZ_DEBUG === outcome) console.log(body.slice(0, 300));
          const why = problemsOf(res.status, body);
          if (why) findings.push({ operation, status: res.status, body: body.slice(0, 600), why });
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      if (process.env.FUZZ_DEBUG) console.log(role.name, Object.fromEntries(outcomes));
      // A fuzz stopped at the door proves nothing: most operations must get past validation.
      const refusedAtTheDoor = REFUSED_BEFORE_RESOLVERS.reduce(
        (n, c) => n + (outcomes.get(c) ?? 0),
        0,
      );
      expect(refusedAtTheDoor / OPERATIONS_PER_ROLE).toBeLessThan(0.5);
      expect(
        findings.slice(0, 5).map((f) => ({ role: role.name, ...f })),
        `${findings.length} of ${OPERATIONS_PER_ROLE} operations as ${role.name} went wrong (${replay})`,
      ).toEqual([]);
    }, 600_000);
  });
}
