import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, subscribe, TestServer } from '../../test/harness.js';

type FieldErrors = { extensions?: { code?: string; fieldErrors?: unknown } }[] | undefined;
const fieldErrorsOf = (errors: FieldErrors) => errors?.[0]?.extensions?.fieldErrors;

describe('screen groups, tags, filters and one publish to many', () => {
  let t: TestServer;
  let operator: string;
  let playlistId: string;
  const screens: Record<string, { deviceId: string; deviceToken: string }> = {};

  const as = async <T = Record<string, unknown>>(
    token: string,
    query: string,
    vars: Record<string, unknown> = {},
  ) => t.gql<T>(query, vars, { token });
  const op = async <T = Record<string, unknown>>(
    query: string,
    vars: Record<string, unknown> = {},
  ) => {
    const res = await as<T>(operator, query, vars);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const names = async (filter: Record<string, unknown>) =>
    (
      await op<{ devicePage: { items: { name: string }[] } }>(
        `query($g: ID, $t: String, $p: String, $s: DeviceStatusFilter) {
          devicePage(groupId: $g, tag: $t, platform: $p, status: $s, sort: { field: name, direction: asc }) {
            items { name }
          }
        }`,
        filter,
      )
    ).devicePage.items.map((d) => d.name);

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    for (const name of ['Bar', 'Door', 'Till']) screens[name] = await t.pairDevice(operator, name);
    playlistId = (await op<{ playlists: { _id: string }[] }>('{ playlists { _id } }')).playlists[0]!
      ._id;
  });
  afterAll(() => t.close());

  it('groups and tags screens, and the list filters by group, tag, status and platform', async () => {
    const { createScreenGroup: group } = await op<{ createScreenGroup: { _id: string } }>(
      'mutation { createScreenGroup(name: " Front ") { _id } }',
    );
    const renamed = await op<{ renameScreenGroup: { name: string } }>(
      'mutation($g: ID!) { renameScreenGroup(id: $g, name: "Front of shop") { name } }',
      { g: group._id },
    );
    expect(renamed.renameScreenGroup.name).toBe('Front of shop');
    const added = await op<{ addScreensToGroup: { screenCount: number } }>(
      'mutation($g: ID!, $d: [ID!]!) { addScreensToGroup(groupId: $g, deviceIds: $d) { screenCount } }',
      { g: group._id, d: [screens.Bar!.deviceId, screens.Door!.deviceId, screens.Door!.deviceId] },
    );
    expect(added.addScreensToGroup.screenCount).toBe(2);

    const tagged = await op<{ setDeviceTags: { tags: string[] } }>(
      'mutation($d: ID!) { setDeviceTags(deviceId: $d, tags: [" window ", "Drinks", "WINDOW"]) { tags } }',
      { d: screens.Door!.deviceId },
    );
    expect(tagged.setDeviceTags.tags).toEqual(['Drinks', 'window']);
    await op('mutation($d: ID!) { setDeviceTags(deviceId: $d, tags: ["Drinks"]) { _id } }', {
      d: screens.Till!.deviceId,
    });
    expect((await op<{ deviceTags: string[] }>('{ deviceTags }')).deviceTags).toEqual([
      'Drinks',
      'window',
    ]);

    expect(await names({ g: group._id })).toEqual(['Bar', 'Door']);
    expect(await names({ t: 'drinks' })).toEqual(['Door', 'Till']);
    expect(await names({ g: group._id, t: 'DRINKS' })).toEqual(['Door']);
    expect(await names({ p: 'web' })).toEqual(['Bar', 'Door', 'Till']);
    expect(await names({ p: 'tizen' })).toEqual([]);
    expect(await names({ g: group._id, s: 'online' })).toEqual([]);
    const listed = await op<{ screenGroups: { name: string; screenCount: number }[] }>(
      '{ screenGroups { name screenCount } }',
    );
    expect(listed.screenGroups).toEqual([{ name: 'Front of shop', screenCount: 2 }]);
  });

  it('publishes to a mix of screens and groups in one call, counting who is offline', async () => {
    const { createScreenGroup: group } = await op<{ createScreenGroup: { _id: string } }>(
      'mutation { createScreenGroup(name: "Counter") { _id } }',
    );
    await op(
      'mutation($g: ID!, $d: [ID!]!) { addScreensToGroup(groupId: $g, deviceIds: $d) { _id } }',
      {
        g: group._id,
        d: [screens.Door!.deviceId, screens.Till!.deviceId],
      },
    );
    // The Till screen is online: it holds its subscription, as a player does.
    const till = subscribe(
      t.ws({ token: screens.Till!.deviceToken }),
      'subscription { currentDeviceChanged { _id } }',
    );
    await till.next();
    await expect.poll(async () => names({ s: 'online' })).toEqual(['Till']);

    const targets = { deviceIds: [screens.Bar!.deviceId], groupIds: [group._id] };
    const REACH = 'screenCount offlineCount keepingOwnContent offlineScreens { name }';
    const before = await op<{ publishReach: unknown }>(
      `query($t: PublishTargetsInput!) { publishReach(targets: $t) { ${REACH} } }`,
      { t: targets },
    );
    const expected = {
      screenCount: 3,
      offlineCount: 2,
      keepingOwnContent: 0,
      offlineScreens: [{ name: 'Bar' }, { name: 'Door' }],
    };
    expect(before.publishReach).toEqual(expected);
    const published = await op<{ publishToScreens: unknown }>(
      `mutation($e: ID!, $t: PublishTargetsInput!) {
        publishToScreens(content: { collectionName: playlist, entityId: $e }, targets: $t) { ${REACH} }
      }`,
      { e: playlistId, t: targets },
    );
    expect(published.publishToScreens).toEqual(expected);
    const seen = await op<{
      devicePage: { items: { name: string; contentSource: { kind: string } }[] };
    }>(
      '{ devicePage(sort: { field: name, direction: asc }) { items { name contentSource { kind } } } }',
    );
    expect(seen.devicePage.items.map((d) => [d.name, d.contentSource.kind])).toEqual([
      ['Bar', 'own'],
      ['Door', 'group'],
      ['Till', 'group'],
    ]);
    await till.stop();
  });

  it('returns field errors for unknown screens, groups and content, and bounds every list', async () => {
    const unknown = await as(
      operator,
      `mutation($e: ID!, $t: PublishTargetsInput!) {
        publishToScreens(content: { collectionName: playlist, entityId: $e }, targets: $t) { screenCount }
      }`,
      { e: playlistId, t: { deviceIds: [screens.Bar!.deviceId, 'nope'], groupIds: ['gone'] } },
    );
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(unknown.errors)).toEqual([
      { path: 'targets.deviceIds.1', message: 'Screen not found' },
      { path: 'targets.groupIds.0', message: 'Group not found' },
    ]);
    const noContent = await as(
      operator,
      `mutation($t: PublishTargetsInput!) {
        publishToScreens(content: { collectionName: scene, entityId: "nope" }, targets: $t) { screenCount }
      }`,
      { t: { deviceIds: [screens.Bar!.deviceId] } },
    );
    expect(fieldErrorsOf(noContent.errors)).toEqual([
      { path: 'content.entityId', message: 'The scene was not found' },
    ]);
    const tags = await as(
      operator,
      'mutation($d: ID!, $t: [String!]!) { setDeviceTags(deviceId: $d, tags: $t) { _id } }',
      {
        d: screens.Bar!.deviceId,
        t: ['ok', ' ', 'x'.repeat(41)],
      },
    );
    expect(codeOf(tags)).toBe('BAD_USER_INPUT');
    const tooMany = await as(
      operator,
      'mutation($d: ID!, $t: [String!]!) { setDeviceTags(deviceId: $d, tags: $t) { _id } }',
      {
        d: screens.Bar!.deviceId,
        t: Array.from({ length: 21 }, (_, i) => `tag ${i}`),
      },
    );
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    const blank = await as(operator, 'mutation { createScreenGroup(name: "  ") { _id } }');
    expect(fieldErrorsOf(blank.errors)).toEqual([{ path: 'name', message: 'Required' }]);
    const huge = await as(
      operator,
      'query($t: PublishTargetsInput!) { publishReach(targets: $t) { screenCount } }',
      {
        t: { deviceIds: Array.from({ length: 1_001 }, (_, i) => `d${i}`) },
      },
    );
    expect(codeOf(huge)).toBe('BAD_USER_INPUT');
  });

  it('follows the device permissions: read lists, configure groups, manage-content publishes', async () => {
    const key = async (permissions: string[]) =>
      (
        await op<{ createApiKey: { secret: string } }>(
          'mutation($p: [String!]!) { createApiKey(name: "Fleet", permissions: $p) { secret } }',
          { p: permissions },
        )
      ).createApiKey.secret;
    const reader = await key(['device:read']);
    const { screenGroups } = (
      await as<{ screenGroups: { _id: string }[] }>(reader, '{ screenGroups { _id } }')
    ).data!;
    const g = screenGroups[0]!._id;
    expect(codeOf(await as(reader, 'mutation { createScreenGroup(name: "No") { _id } }'))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await as(reader, 'mutation($g: ID!) { deleteScreenGroup(id: $g) }', { g }))).toBe(
      'FORBIDDEN',
    );
    const publishing = `mutation($e: ID!, $g: ID!) {
      publishToScreens(content: { collectionName: playlist, entityId: $e }, targets: { groupIds: [$g] }) { screenCount }
    }`;
    expect(codeOf(await as(reader, publishing, { e: playlistId, g }))).toBe('FORBIDDEN');
    const publisher = await key(['device:read', 'device:manage-content']);
    expect((await as(publisher, publishing, { e: playlistId, g })).errors).toBeUndefined();
    expect(codeOf(await as(screens.Bar!.deviceToken, '{ screenGroups { _id } }'))).toBe(
      'FORBIDDEN',
    );
  });

  it('counts a screen named and in a group once, as named', async () => {
    const { createScreenGroup: group } = await op<{ createScreenGroup: { _id: string } }>(
      'mutation { createScreenGroup(name: "Window") { _id } }',
    );
    await op(
      'mutation($g: ID!, $d: [ID!]!) { addScreensToGroup(groupId: $g, deviceIds: $d) { _id } }',
      { g: group._id, d: [screens.Door!.deviceId, screens.Bar!.deviceId] },
    );
    const PUBLISH = `mutation($e: ID!, $t: PublishTargetsInput!) {
      publishToScreens(content: { collectionName: playlist, entityId: $e }, targets: $t) {
        screenCount offlineCount keepingOwnContent offlineScreens { name }
      }
    }`;
    // Bar gets a publish of its own, which it keeps over the group's.
    await op(PUBLISH, { e: playlistId, t: { deviceIds: [screens.Bar!.deviceId] } });
    const targets = { deviceIds: [screens.Door!.deviceId], groupIds: [group._id] };
    const expected = {
      screenCount: 1,
      offlineCount: 1,
      keepingOwnContent: 1,
      offlineScreens: [{ name: 'Door' }],
    };
    const before = await op<{ publishReach: unknown }>(
      `query($t: PublishTargetsInput!) {
        publishReach(targets: $t) { screenCount offlineCount keepingOwnContent offlineScreens { name } }
      }`,
      { t: targets },
    );
    expect(before.publishReach).toEqual(expected);
    const published = await op<{ publishToScreens: unknown }>(PUBLISH, {
      e: playlistId,
      t: targets,
    });
    expect(published.publishToScreens).toEqual(expected);
  });
});
