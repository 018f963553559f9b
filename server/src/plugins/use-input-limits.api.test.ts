import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_RULE_MESSAGES } from '../graphql/text-rules.js';
import { REQUEST_TOO_LARGE } from './use-request-size-limit.js';
import { codeOf, messageOf, subscribe, TestServer, type GqlResult } from '../test/harness.js';

// Once, 200,000 schedule timings were stored while /health stalled, a 10 MB
// playlist name was stored and served back, and 100,000 ids to addFilesToPlaylist answered
// INTERNAL_SERVER_ERROR (too many SQL variables). Each is now refused before any resolver, and
// a request too large to hold anything legitimate before its body is read. How fast each is
// answered, and /health's latency meanwhile, are measured in bench/hostile-inputs.mjs: a
// wall-clock bound here would fail on a busy machine.

const NAME_LINE = TEXT_RULE_MESSAGES.singleLine('The name');

const CREATE_SCHEDULE = 'mutation($i: ScheduleInput!) { createSchedule(input: $i) { _id } }';
/** Slots as short as a valid one can be written: a time of day and a playlist id. */
const timings = (n: number) =>
  Array.from({ length: n }, () => ({
    timeFrom: '08:00',
    timeTo: '09:00',
    playlistId: '0190c0de-0000-7000-8000-000000000000',
  }));

/** A body sent in 64 KB chunks with no Content-Length, as a streaming client sends it. */
function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 65_536)
        controller.enqueue(bytes.slice(at, at + 65_536));
      controller.close();
    },
  });
}
const fieldErrorsOf = (answer: GqlResult) =>
  (answer.errors?.[0]?.extensions as { fieldErrors?: unknown } | undefined)?.fieldErrors;

describe('input limits over HTTP', () => {
  let t: TestServer;
  let token: string;
  let playlistId: string;

  /** POSTs an operation; chunked: as a stream, without a Content-Length. */
  async function post(
    query: string,
    variables: Record<string, unknown>,
    { chunked = false } = {},
  ): Promise<GqlResult> {
    const text = JSON.stringify({ query, variables });
    const body = chunked ? streamOf(new TextEncoder().encode(text)) : text;
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
      duplex: 'half',
    } as RequestInit);
    const answer = (await res.json()) as Pick<GqlResult, 'data' | 'errors'>;
    return { status: res.status, headers: res.headers, ...answer };
  }

  const healthStatus = async () => (await fetch(`${t.url}/health`)).status;

  const scheduleCount = async () =>
    (await t.gql<{ schedules: unknown[] }>('{ schedules { _id } }', {}, { token })).data!.schedules
      .length;

  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
    const made = await t.gql<{ createPlaylist: { _id: string } }>(
      'mutation { createPlaylist(input: { name: "Limits" }) { _id } }',
      {},
      { token },
    );
    playlistId = made.data!.createPlaylist._id;
  });
  afterAll(() => t.close());

  it('refuses 200,000 schedule timings before reading them, with or without a length', async () => {
    const before = await scheduleCount();
    // 200,000 slots take 9 MB of JSON even with empty strings: past the request limit, always.
    const variables = { i: { name: 'Flood', playlistTimings: timings(200_000) } };
    const declared = await post(CREATE_SCHEDULE, variables);
    const chunked = await post(CREATE_SCHEDULE, variables, { chunked: true });
    for (const answer of [declared, chunked]) {
      expect(answer.status).toBe(413);
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(messageOf(answer)).toBe(REQUEST_TOO_LARGE);
    }
    expect(await scheduleCount()).toBe(before);
  });

  it('refuses the most timings a request can carry by the slot limit, and keeps /health answering', async () => {
    const before = await scheduleCount();
    const variables = { i: { name: 'Flood', playlistTimings: timings(80_000) } };
    const [answer, health] = await Promise.all([post(CREATE_SCHEDULE, variables), healthStatus()]);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(answer)).toEqual([
      { path: 'playlistTimings', message: 'A schedule can have at most 500 time slots' },
    ]);
    expect(health).toBe(200);
    expect(await scheduleCount()).toBe(before);
  });

  it('refuses a 10 MB name, and 100,000 ids to addFilesToPlaylist, naming the limit', async () => {
    const create = 'mutation($i: PlaylistInput!) { createPlaylist(input: $i) { _id } }';
    const huge = await post(create, { i: { name: 'n'.repeat(10_000_000) } });
    expect(huge.status).toBe(413);
    expect(codeOf(huge)).toBe('BAD_USER_INPUT');
    expect(messageOf(huge)).toBe(REQUEST_TOO_LARGE);
    // The longest name a request can carry meets the name's own limit.
    const named = await post(create, { i: { name: 'n'.repeat(7_900_000) } });
    expect(codeOf(named)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(named)).toEqual([
      { path: 'name', message: 'The name can have at most 255 characters' },
    ]);

    const fileIds = Array.from({ length: 100_000 }, (_, i) => `0190c0de-0000-7000-8000-${i}`);
    const added = await post(
      'mutation($p: ID!, $f: [ID!]!) { addFilesToPlaylist(playlistId: $p, fileIds: $f) { _id } }',
      { p: playlistId, f: fileIds },
    );
    expect(codeOf(added)).toBe('BAD_USER_INPUT');
    expect(messageOf(added)).toBe('Add at most 1,000 files at once');
    expect(fieldErrorsOf(added)).toEqual([
      { path: 'fileIds', message: 'Add at most 1,000 files at once' },
    ]);
  });

  it('still takes large inputs within the limits: 500 time slots, 300 files, a 255-letter name', async () => {
    const playlistTimings = Array.from({ length: 500 }, (_, i) => ({
      timeFrom: `2030-01-${String((i % 28) + 1).padStart(2, '0')}T08:00:00.000Z`,
      timeTo: `2030-01-${String((i % 28) + 1).padStart(2, '0')}T09:00:00.000Z`,
      playlistId,
    }));
    const schedule = await post(
      'mutation($i: ScheduleInput!) { createSchedule(input: $i) { playlistTimings { _id } } }',
      { i: { name: 'Every day', playlistTimings } },
    );
    expect(schedule.errors).toBeUndefined();
    expect(
      (schedule.data as { createSchedule: { playlistTimings: unknown[] } }).createSchedule
        .playlistTimings,
    ).toHaveLength(500);

    const fileIds: string[] = [];
    for (let batch = 0; batch < 3; batch++) {
      const files = Array.from({ length: 100 }, (_, i) => ({
        originalName: `still-${batch}-${i}.png`,
        fileSizeInBytes: 10,
        mimetype: 'image/png',
      }));
      const made = await post(
        'mutation($f: [CreateFileInput!]!) { createFiles(files: $f) { _id } }',
        { f: files },
      );
      expect(made.errors).toBeUndefined();
      fileIds.push(
        ...(made.data as { createFiles: { _id: string }[] }).createFiles.map((f) => f._id),
      );
    }
    const added = await post(
      'mutation($p: ID!, $f: [ID!]!) { addFilesToPlaylist(playlistId: $p, fileIds: $f) { playlistItems } }',
      { p: playlistId, f: fileIds },
    );
    expect(added.errors).toBeUndefined();
    expect(
      (added.data as { addFilesToPlaylist: { playlistItems: unknown[] } }).addFilesToPlaylist
        .playlistItems,
    ).toHaveLength(300);

    const name = `${'L'.repeat(249)} \u200F2026`;
    const renamed = await post(
      'mutation($id: ID!, $i: PlaylistInput!) { updatePlaylist(id: $id, input: $i) { name } }',
      { id: playlistId, i: { name } },
    );
    expect(renamed.errors).toBeUndefined();
    expect((renamed.data as { updatePlaylist: { name: string } }).updatePlaylist.name).toBe(name);
  });

  it('holds subscriptions and mutations over the WebSocket to the same limits', async () => {
    const client = t.ws({ token });
    const pairing = subscribe(
      client,
      'subscription($s: String!) { pairingState(pairingSecret: $s) { status } }',
      { s: 's'.repeat(513) },
    );
    expect(await pairing.next()).toMatchObject({
      errors: [{ message: 'The token can have at most 512 characters' }],
    });
    const renamed = subscribe(client, 'mutation($n: String!) { createFolder(name: $n) { _id } }', {
      n: 'two\nlines',
    });
    expect(await renamed.next()).toMatchObject({
      errors: [{ extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'name' }] } }],
    });
  });

  it('refuses names with direction overrides or line breaks, beside the field', async () => {
    const file = await post(
      'mutation($f: [CreateFileInput!]!) { createFiles(files: $f) { _id } }',
      {
        f: [
          { originalName: 'menu.png', fileSizeInBytes: 10, mimetype: 'image/png' },
          { originalName: '\u202Egnp.exe', fileSizeInBytes: 10, mimetype: 'image/png' },
        ],
      },
    );
    expect(codeOf(file)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(file)).toEqual([{ path: 'files.1.originalName', message: NAME_LINE }]);
    const listed = await t.gql<{ files: { originalName: string }[] }>(
      '{ files { originalName } }',
      {},
      { token },
    );
    expect(listed.data!.files.map((f) => f.originalName)).not.toContain('menu.png');

    const renamed = await post(
      'mutation($id: ID!, $i: PlaylistInput!) { updatePlaylist(id: $id, input: $i) { name } }',
      { id: playlistId, i: { name: 'Lunch\r\nSet-Cookie: x' } },
    );
    expect(codeOf(renamed)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(renamed)).toEqual([{ path: 'name', message: NAME_LINE }]);

    const folder = await t.gql(
      'mutation { createFolder(name: "a\\u202Eb") { _id } }',
      {},
      { token },
    );
    expect(fieldErrorsOf(folder)).toEqual([{ path: 'name', message: NAME_LINE }]);
  });
});
