import { watchContentVersions } from '../../test/content-versions.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, subscribe, TestServer } from '../../test/harness.js';
import { SAME_TIME } from './model.js';

const SCHEDULE = '_id name playlistTimings { _id timeFrom timeTo playlistId } spaceIds';

describe('schedules', () => {
  let t: TestServer;
  let operator: string;
  let playlistId: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    const res = await t.gql<{ playlists: { _id: string }[] }>(
      '{ playlists { _id } }',
      {},
      { token: operator },
    );
    playlistId = res.data!.playlists[0]!._id;
  });
  afterAll(() => t.close());

  it('creates, edits, lists and deletes schedules of playlist timings', async () => {
    const created = await t.gql<{
      createSchedule: { _id: string; playlistTimings: { _id: string }[] };
    }>(
      `mutation($input: ScheduleInput!) { createSchedule(input: $input) { ${SCHEDULE} } }`,
      {
        input: {
          name: 'Mornings',
          playlistTimings: [{ timeFrom: '08:00', timeTo: '12:00', playlistId }],
        },
      },
      { token: operator },
    );
    expect(created.errors).toBeUndefined();
    const schedule = created.data!.createSchedule;
    expect(schedule.playlistTimings[0]?._id).toBeTruthy();
    const updated = await t.gql(
      `mutation($id: ID!, $input: ScheduleInput!) { updateSchedule(id: $id, input: $input) { name playlistTimings { timeFrom timeTo } } }`,
      {
        id: schedule._id,
        input: {
          name: 'Weekdays',
          playlistTimings: [
            {
              timeFrom: '2030-01-07T08:00:00.000Z',
              timeTo: '2030-01-07T17:00:00.000Z',
              playlistId,
            },
          ],
        },
      },
      { token: operator },
    );
    expect(updated.data).toEqual({
      updateSchedule: {
        name: 'Weekdays',
        playlistTimings: [
          { timeFrom: '2030-01-07T08:00:00.000Z', timeTo: '2030-01-07T17:00:00.000Z' },
        ],
      },
    });
    const list = await t.gql<{ schedules: { name: string }[] }>(
      '{ schedules { name } }',
      {},
      { token: operator },
    );
    expect(list.data?.schedules).toEqual([{ name: 'Weekdays' }]);
    const deleted = await t.gql(
      'mutation($id: ID!) { deleteSchedule(id: $id) }',
      { id: schedule._id },
      { token: operator },
    );
    expect(deleted.data).toEqual({ deleteSchedule: true });
  });

  it('refuses timings that end before they start or name unknown playlists', async () => {
    const res = await t.gql(
      `mutation($input: ScheduleInput!) { createSchedule(input: $input) { _id } }`,
      {
        input: {
          name: 'Bad',
          playlistTimings: [
            { timeFrom: '2026-12-24T12:00', timeTo: '2026-12-24T08:00', playlistId },
            { timeFrom: '08:00', timeTo: '09:00', playlistId: 'missing' },
            { timeFrom: '08:00', timeTo: '08:00', playlistId },
          ],
        },
      },
      { token: operator },
    );
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: [
        // The document's own rules first, then the playlists it names.
        { path: 'playlistTimings.0.timeTo', message: 'Start time must be before end time' },
        { path: 'playlistTimings.2.timeTo', message: SAME_TIME },
        { path: 'playlistTimings.1.playlistId', message: 'Playlist not found' },
      ],
    });
  });

  it('keeps a time of day that ends after midnight, as players plan it', async () => {
    const night = { timeFrom: '22:00', timeTo: '02:00', playlistId };
    const res = await t.gql<{ createSchedule: { playlistTimings: unknown[] } }>(
      `mutation($input: ScheduleInput!) { createSchedule(input: $input) { playlistTimings { timeFrom timeTo playlistId } } }`,
      { input: { name: 'Late bar', playlistTimings: [night] } },
      { token: operator },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.createSchedule.playlistTimings).toEqual([night]);
  });

  it('delivers a published schedule with its playlists, and tells the screen when a playlist in it changes', async () => {
    const created = await t.gql<{ createSchedule: { _id: string } }>(
      `mutation($input: ScheduleInput!) { createSchedule(input: $input) { _id } }`,
      {
        input: {
          name: 'All day',
          playlistTimings: [{ timeFrom: '00:00', timeTo: '23:59', playlistId }],
        },
      },
      { token: operator },
    );
    const scheduleId = created.data!.createSchedule._id;
    const { deviceId, deviceToken } = await t.pairDevice(operator);
    const published = await t.gql<{ publishToDevice: { publishedContent: { name: string } } }>(
      'mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: schedule, entityId: $e }) { publishedContent { name } } }',
      { d: deviceId, e: scheduleId },
      { token: operator },
    );
    expect(published.data?.publishToDevice.publishedContent.name).toBe('All day');
    const content = await t.gql<{
      playableContent: {
        content: { schedules: { _id: string }[]; playlists: { _id: string }[]; files: unknown[] };
      };
    }>(
      'query($e: ID!) { playableContent(entityId: $e, collectionName: schedule) { content { schedules playlists files { _id } } } }',
      { e: scheduleId },
      { token: deviceToken },
    );
    const graph = content.data!.playableContent.content;
    expect(graph.schedules.map((s) => s._id)).toEqual([scheduleId]);
    expect(graph.playlists.map((p) => p._id)).toEqual([playlistId]);
    expect(graph.files).toHaveLength(3);

    const screen = watchContentVersions(t, deviceToken);
    // The subscription opens with the version the screen plays now; after that, only changes.
    const before = await screen.next();
    expect((await screen.content(before))?.content.schedules.map((s) => s._id)).toEqual([
      scheduleId,
    ]);
    await t.gql(
      'mutation($id: ID!) { updatePlaylist(id: $id, input: { mediaFit: cover }) { _id } }',
      { id: playlistId },
      { token: operator },
    );
    const after = await screen.next();
    expect(after.hash).not.toBe(before.hash);
    const changed = await screen.content<{ content: { playlists: { mediaFit: string }[] } }>(after);
    expect(changed?.content.playlists[0]?.mediaFit).toBe('cover');
  });

  it('tells a screen showing a deleted schedule, which then shows nothing', async () => {
    const created = await t.gql<{ createSchedule: { _id: string } }>(
      `mutation($input: ScheduleInput!) { createSchedule(input: $input) { _id } }`,
      {
        input: {
          name: 'Short lived',
          playlistTimings: [{ timeFrom: '08:00', timeTo: '12:00', playlistId }],
        },
      },
      { token: operator },
    );
    const scheduleId = created.data!.createSchedule._id;
    const { deviceId, deviceToken } = await t.pairDevice(operator);
    await t.gql(
      'mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: schedule, entityId: $e }) { _id } }',
      { d: deviceId, e: scheduleId },
      { token: operator },
    );
    const changes = subscribe<{
      currentDeviceChanged: { publishedContent: { entityId: string } | null };
    }>(
      t.ws({ token: deviceToken }),
      'subscription { currentDeviceChanged { publishedContent { entityId } } }',
    );
    expect((await changes.next()).data).toEqual({
      currentDeviceChanged: { publishedContent: { entityId: scheduleId } },
    });
    const deleted = await t.gql(
      'mutation($id: ID!) { deleteSchedule(id: $id) }',
      { id: scheduleId },
      { token: operator },
    );
    expect(deleted.data).toEqual({ deleteSchedule: true });
    expect((await changes.next()).data).toEqual({
      currentDeviceChanged: { publishedContent: null },
    });
  });
});
