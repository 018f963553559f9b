import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../test/harness.js';

type Refusal = { message: string; extensions?: { fieldErrors?: unknown } };

// A schedule with no rows and no default plays nothing: its screens keep their last picture and
// nobody is told. A walk as a new operator published one to a group ("Published Empty one to 2
// screens") and both screens froze.
describe('a schedule with nothing in it', () => {
  let t: TestServer;
  let operator: string;
  let scheduleId: string;
  let deviceId: string;
  const NOTHING = 'Empty one has nothing to play yet: add a row or a default to it first';

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    const made = await t.gql<{ createSchedule: { _id: string } }>(
      'mutation { createSchedule(input: { name: "Empty one", playlistTimings: [] }) { _id } }',
      {},
      { token: operator },
    );
    scheduleId = made.data!.createSchedule._id;
    deviceId = (await t.pairDevice(operator, 'Lobby')).deviceId;
  });
  afterAll(() => t.close());

  const refusalOf = async (query: string, variables: Record<string, unknown>) => {
    const answer = await t.gql(query, variables, { token: operator });
    return (answer.errors as Refusal[] | undefined)?.[0];
  };

  it('is refused by each way of putting it on screens, with the reason on the content', async () => {
    const content = { collectionName: 'schedule', entityId: scheduleId };
    const toScreens = await refusalOf(
      'mutation($c: PublishContentInput!, $t: PublishTargetsInput!) { publishToScreens(content: $c, targets: $t) { screenCount } }',
      { c: content, t: { deviceIds: [deviceId] } },
    );
    expect(toScreens?.extensions?.fieldErrors).toEqual([
      { path: 'content.entityId', message: NOTHING },
    ]);
    const toDevice = await refusalOf(
      'mutation($d: ID!, $c: PublishContentInput!) { publishToDevice(deviceId: $d, content: $c) { _id } }',
      { d: deviceId, c: content },
    );
    expect(toDevice?.message).toBe(NOTHING);
    const broadcast = await refusalOf(
      'mutation($i: StartBroadcastInput!) { startBroadcast(input: $i) { _id } }',
      { i: { content } },
    );
    expect(broadcast?.extensions?.fieldErrors).toEqual([
      { path: 'input.content.entityId', message: NOTHING },
    ]);
  });
});
