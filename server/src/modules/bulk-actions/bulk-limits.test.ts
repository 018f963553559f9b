import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../test/harness.js';
import { screensWrittenLike } from '../../test/screens-in-table.js';
import { MAX_TARGET_SCREENS } from '../screen-groups/limits.js';
import { MAX_BULK_MATCHES } from './limits.js';

type Refusal = { message: string; extensions?: { code?: string } };
const START = 'mutation($i: BulkActionInput!) { startBulkAction(input: $i) { _id total } }';

describe('the bounds of one bulk action', () => {
  let t: TestServer;
  let operator: string;

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
  });
  afterAll(() => t.close());

  const start = (input: Record<string, unknown>) =>
    t.gql<{ startBulkAction: { _id: string; total: number } | null }>(
      START,
      { i: input },
      { token: operator },
    );
  const refusalOf = (answer: { errors?: unknown }) => (answer.errors as Refusal[])[0]!;

  it('refuses 200 lists of more screens than one call may name, all at once', async () => {
    const ids = Array.from({ length: MAX_TARGET_SCREENS + 1 }, (_, i) => `screen-${i}`);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => start({ kind: 'reboot', deviceIds: ids })),
    );
    for (const answer of answers) {
      expect(answer.data?.startBulkAction ?? null).toBeNull();
      expect(refusalOf(answer).extensions?.code).toBe('BAD_USER_INPUT');
      expect(refusalOf(answer).message).toContain(
        `Choose at most ${MAX_TARGET_SCREENS.toLocaleString('en-US')} screens at once`,
      );
    }
  });

  it(`refuses a filter that matches more than ${MAX_BULK_MATCHES} screens, and starts nothing`, async () => {
    const { deviceId } = await t.pairDevice(operator, 'Model screen');
    const db = t.server.services.db;
    const fleet = await screensWrittenLike(t, deviceId, MAX_BULK_MATCHES);

    const answer = await start({ kind: 'reload', filter: { search: 'screen' } });
    expect(answer.data?.startBulkAction ?? null).toBeNull();
    expect(refusalOf(answer).extensions?.code).toBe('BAD_USER_INPUT');
    expect(refusalOf(answer).message).toContain(`more than ${MAX_BULK_MATCHES} screens`);
    const commands = await db
      .selectFrom('device_commands')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(commands.n)).toBe(0);

    // One screen fewer is within the bound.
    await db.deleteFrom('devices').where('id', '=', fleet.ids[0]!).execute();
    const within = await start({ kind: 'reload', filter: { search: 'screen' } });
    expect(within.errors).toBeUndefined();
    expect(within.data!.startBulkAction!.total).toBe(MAX_BULK_MATCHES);
  });
});
