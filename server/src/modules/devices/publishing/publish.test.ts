import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, subscribe, TestServer } from '../../../test/harness.js';

const DEVICE_FIELDS = '_id onlineStatus publishedContent { collectionName entityId name }';

describe('publishing and presence', () => {
  let t: TestServer;
  let operator: string;
  let playlistId: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    const res = await t.gql<{ playlists: { _id: string; name: string }[] }>(
      '{ playlists { _id name } }',
      {},
      {
        token: operator,
      },
    );
    playlistId = res.data!.playlists[0]!._id;
  });
  afterAll(() => t.close());

  it('publishToDevice reaches the device as a content version, and its document says so', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator);
    const versions = subscribe<{
      contentVersionChanged: { hash: string | null; url: string | null };
    }>(
      t.ws({ token: deviceToken }),
      'subscription { contentVersionChanged { hash url spreadMs } }',
    );
    // The subscription opens with what the device plays now (nothing), then changes.
    const initial = await versions.next();
    expect(initial.data?.contentVersionChanged).toMatchObject({ hash: null, url: null });

    const published = await t.gql(
      `mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $e }) { ${DEVICE_FIELDS} } }`,
      { d: deviceId, e: playlistId },
      { token: operator },
    );
    expect(published.errors).toBeUndefined();
    expect(published.data).toMatchObject({
      publishToDevice: {
        _id: deviceId,
        publishedContent: {
          collectionName: 'playlist',
          entityId: playlistId,
          name: 'Demo playlist',
        },
      },
    });
    const event = await versions.next();
    expect(event.data?.contentVersionChanged.url).toContain(`/playlist/${playlistId}/`);
    const current = await t.gql(
      '{ currentDevice { publishedContent { entityId } } }',
      {},
      { token: deviceToken },
    );
    expect(current.data).toEqual({ currentDevice: { publishedContent: { entityId: playlistId } } });
  });

  it('refuses content that does not exist in the account, and unknown devices', async () => {
    const { deviceId } = await t.pairDevice(operator);
    const missing = await t.gql(
      'mutation($d: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: "nope" }) { _id } }',
      { d: deviceId },
      { token: operator },
    );
    expect(codeOf(missing)).toBe('NOT_FOUND');
    const noDevice = await t.gql(
      'mutation($e: ID!) { publishToDevice(deviceId: "nope", content: { collectionName: playlist, entityId: $e }) { _id } }',
      { e: playlistId },
      { token: operator },
    );
    expect(codeOf(noDevice)).toBe('NOT_FOUND');
  });

  it('shows a device online while its socket is open and seen, offline after, and tells operators', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Presence screen');
    const watch = subscribe<{ deviceChanged: { _id: string; onlineStatus: string } }>(
      t.ws({ token: operator }),
      `subscription { deviceChanged { _id onlineStatus } }`,
    );
    const probe = await t.pairDevice(operator, 'Probe screen');
    await t.untilListening(watch, operator, { deviceId: probe.deviceId, name: 'Probe screen' });
    // The device connects and holds its subscription, as a player does (a one-off query would
    // let the client close its socket as soon as the answer arrives).
    const device = t.ws({ token: deviceToken });
    const sub = subscribe(device, 'subscription { currentDeviceChanged { _id } }');
    await sub.next();
    const ofScreen = (e: { data?: { deviceChanged: { _id: string } } | null }) =>
      e.data?.deviceChanged._id === deviceId;
    let event = await watch.nextWhere(ofScreen, 'operators hear the presence screen come online');
    expect(event.data?.deviceChanged.onlineStatus).toBe('online');

    // Not heard from for over a minute: offline even though the socket is still open.
    t.clock.advance(61_000);
    const stale = await t.gql<{ device: { onlineStatus: string } }>(
      'query($id: ID!) { device(id: $id) { onlineStatus } }',
      { id: deviceId },
      { token: operator },
    );
    expect(stale.data?.device.onlineStatus).toBe('offline');

    await device.dispose();
    // The presence sweep may first report other silent screens of the account.
    event = await watch.nextWhere(ofScreen, 'operators hear the presence screen go offline');
    expect(event.data?.deviceChanged).toEqual({ _id: deviceId, onlineStatus: 'offline' });
  });
});
