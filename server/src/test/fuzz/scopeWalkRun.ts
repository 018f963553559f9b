import { expect } from 'vitest';
import { buildSchema } from '../../graphql/schema.js';
import { changedTables, snapshotDatabase } from '../db-snapshot.js';
import { subscribe, type TestServer } from '../harness.js';
import {
  collectIds,
  harvestSelection,
  outcomeOf,
  SCOPE_REFUSALS,
  walkKeyOf,
  walkOperations,
  type WalkAnswer,
  type WalkOperation,
} from './scopeWalk.js';

// The scope walk's fixture and runner: the operator makes one row of each kind, the walk calls
// every root field once with a narrow credential, and reports every field that answered outside
// its allow-list, every refusal of another kind, and any row a refused mutation wrote.

/** Parallel requests: enough to finish in seconds, few enough for a 2-core CI machine. */
const PARALLEL = 6;
/** An API key may make 120 requests a minute; the walk moves the clock on before each batch. */
const REQUESTS_PER_MINUTE = 100;

/** One row of each kind the schema serves, made by the operator over the API. */
export async function seedOperatorFixture(t: TestServer, operator: string): Promise<void> {
  const made = await t.gql<{
    createMenuBoardLocation: { _id: string };
    createUserRole: { _id: string };
  }>(
    `mutation {
      createFolder(name: "Walk folder") { _id }
      createScene(input: { name: "Walk scene", type: slides }) { _id }
      createSchedule(input: { name: "Walk schedule" }) { _id }
      createMenuBoardLocation(data: { name: "Walk location" }) { _id }
      createMenuBoardMealTemplate(data: { internalName: "Walk", body: { name: { default: "Walk" } } }) { _id }
      createSpace(name: "Walk space") { _id }
      createUserRole(name: "Walk role", permissions: ["media:read"]) { _id }
    }`,
    {},
    { token: operator },
  );
  expect(made.errors).toBeUndefined();
  const device = await t.pairDevice(operator, 'Walk screen');
  const more = await t.gql(
    `mutation($location: ID!, $device: ID!, $role: ID!) {
      createMenuBoard(data: { name: "Walk board", menuBoardLocationId: $location, menuDate: "2030-01-02" }) { _id }
      sendDeviceCommand(deviceId: $device, type: reload) { _id }
      inviteUser(email: "walk-invitee@example.com", userRoleId: $role) { _id }
    }`,
    {
      location: made.data!.createMenuBoardLocation._id,
      device: device.deviceId,
      role: made.data!.createUserRole._id,
    },
    { token: operator },
  );
  expect(more.errors).toBeUndefined();
}

/** The first id of every type the operator can read, from every query needing no argument. */
export async function harvestIds(t: TestServer, operator: string): Promise<Map<string, string>> {
  const schema = buildSchema();
  const ids = new Map<string, string>();
  const fields = Object.values(schema.getQueryType()!.getFields()).filter(
    (f) => !f.args.some((a) => a.type.toString().endsWith('!')),
  );
  const answers = await Promise.all(
    fields.map((f) => t.gql(`{ ${f.name}${harvestSelection(f.type)} }`, {}, { token: operator })),
  );
  for (const answer of answers) collectIds(answer.data, ids);
  return ids;
}

export interface WalkFinding {
  field: string;
  outcome: string;
  message?: string;
}

async function callOverHttp(t: TestServer, op: WalkOperation, token: string): Promise<WalkAnswer> {
  const res = await t.gql(op.query, op.variables, { token });
  if (res.status >= 500)
    return { errors: [{ message: `HTTP ${res.status}`, extensions: { code: 'HTTP' } }] };
  return res;
}

/** The first answer of a subscription: its first event or its refusal. */
async function callOverSocket(
  t: TestServer,
  op: WalkOperation,
  token: string,
): Promise<WalkAnswer> {
  const stream = subscribe(t.ws({ token }), op.query, op.variables);
  try {
    return (await stream.nextWhere(() => true, `${op.field} answers or refuses`)) as WalkAnswer;
  } catch (error) {
    // graphql-ws ends the stream with its error list when the operation is refused outright.
    if (Array.isArray(error)) return { errors: error as WalkAnswer['errors'] };
    throw error;
  } finally {
    await stream.stop();
  }
}

/** Runs operations PARALLEL at a time, moving the clock a minute on every REQUESTS_PER_MINUTE. */
async function runAll<T>(
  t: TestServer,
  ops: readonly WalkOperation[],
  call: (op: WalkOperation) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(ops.length);
  for (let start = 0; start < ops.length; start += REQUESTS_PER_MINUTE) {
    t.clock.advance(61_000);
    const batch = ops.slice(start, start + REQUESTS_PER_MINUTE);
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const index = next++;
        results[start + index] = await call(batch[index]!);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  }
  return results;
}

export interface WalkPlan {
  /**
   * Root fields the credential may answer, each with the reason, keyed as walkKeyOf names them.
   * They are not called: the walk is about refusals (the fuzz calls every field).
   */
  allowed: Readonly<Record<string, string>>;
  /**
   * Refused fields the operator cannot answer with the walk's arguments either (a device's own
   * field), or should not (a call to an outside service), with the reason: not replayed.
   */
  noControl?: Readonly<Record<string, string>>;
}

export interface WalkReport {
  /** Outside the allow-list and not refused as FORBIDDEN or UNAUTHENTICATED. */
  findings: WalkFinding[];
  /** Tables a refused mutation changed. */
  written: string[];
  /** How many root fields were called. */
  called: number;
  /**
   * Refused queries the operator is refused too, with its outcome: for these the walk would not
   * prove that the refusal came from the scope rather than the arguments. (Mutations are not
   * replayed: they would change rows.)
   */
  unproven: string[];
}

const keyOf = walkKeyOf;

/** Plan entries that name no walked field: a renamed field must not keep a stale exemption. */
function staleEntries(ops: readonly WalkOperation[], plan: WalkPlan): string[] {
  const keys = new Set(ops.map(keyOf));
  return [...Object.keys(plan.allowed), ...Object.keys(plan.noControl ?? {})].filter(
    (k) => !keys.has(k),
  );
}

/**
 * Calls every root field outside the allow-list with `token`, between two snapshots of the whole
 * database, then replays the refused queries as the operator (`operator`) as a control.
 */
export async function scopeWalk(
  t: TestServer,
  token: string,
  operator: string,
  ids: ReadonlyMap<string, string>,
  plan: WalkPlan,
): Promise<WalkReport> {
  const { db, dialect } = t.server.services;
  const all = walkOperations(buildSchema(), ids);
  expect(staleEntries(all, plan), 'plan entries that name no field of the schema').toEqual([]);
  const guarded = all.filter((op) => !plan.allowed[keyOf(op)]);
  const call = (op: WalkOperation) =>
    op.kind === 'subscription' ? callOverSocket(t, op, token) : callOverHttp(t, op, token);
  const before = await snapshotDatabase(db, dialect);
  const findings: WalkFinding[] = [];
  for (const [op, answer] of zip(guarded, await runAll(t, guarded, call))) {
    const outcome = outcomeOf(answer);
    if (!(SCOPE_REFUSALS as readonly string[]).includes(outcome))
      findings.push({ field: keyOf(op), outcome, message: answer.errors?.[0]?.message });
  }
  const written = changedTables(before, await snapshotDatabase(db, dialect));
  const queries = guarded.filter((op) => op.kind === 'query' && !plan.noControl?.[keyOf(op)]);
  const control = await runAll(t, queries, (op) => callOverHttp(t, op, operator));
  const unproven = zip(queries, control)
    .filter(([, answer]) => outcomeOf(answer) !== 'answered')
    .map(([op, answer]) => `${keyOf(op)}: ${outcomeOf(answer)}`);
  return { findings, written, called: guarded.length, unproven };
}

const zip = <A, B>(a: readonly A[], b: readonly B[]): [A, B][] => a.map((x, i) => [x, b[i]!]);
