import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, TestServer } from '../../test/harness.js';

const RECORD =
  'mutation($events: [PlaybackEventInput!]!) { recordPlaybackEvents(events: $events) { accepted duplicates } }';
const RECORD_ACK =
  'mutation($events: [PlaybackEventInput!]!) { recordPlaybackEvents(events: $events) { acknowledgedIds } }';
const REPORT = `query($type: ProofOfPlayEntityType!, $id: ID!, $from: String, $to: String) {
  proofOfPlayReport(entityType: $type, entityId: $id, from: $from, to: $to) {
    entityName totalPlays totalDurationSeconds csvPath rows { deviceName day plays durationSeconds }
  }
}`;

/** The invitation token in the newest mail to `to` in DATA_DIR/outbox (the embedded mailer). */
function invitationToken(dataDir: string, to: string): string {
  const dir = join(dataDir, 'outbox');
  const mail = readdirSync(dir)
    .sort()
    .reverse()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .find((m) => m.includes(`To: ${to}`));
  const token = mail && /[?&]token=([\w-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no invitation to ${to}`);
  return token;
}

describe('proof of play', () => {
  let t: TestServer;
  let operator: string;
  let playlist: {
    _id: string;
    playlistItems: {
      _id: string;
      scene: { _id: string; sceneItems: { item: { fileId: string } }[] };
    }[];
  };
  const event = (id: string, startTime: string, index = 0) => {
    const item = playlist.playlistItems[index]!;
    return {
      id,
      fileIds: [item.scene.sceneItems[0]!.item.fileId],
      sceneIds: [item.scene._id],
      timestamp: startTime,
      renderPath: [playlist._id, item.scene._id],
      currentItemId: item._id,
      previousItemId: null,
      triggered: false,
      rule: null,
      startTime,
      playlistId: playlist._id,
      durationSeconds: 6,
      interrupted: false,
    };
  };

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    const res = await t.gql<{ playlists: (typeof playlist)[] }>(
      '{ playlists { _id playlistItems } }',
      {},
      { token: operator },
    );
    playlist = res.data!.playlists[0]!;
  });
  afterAll(() => t.close());

  it('counts each event once however often a batch is resent, by device and by day', async () => {
    const lobby = await t.pairDevice(operator, 'Lobby');
    const cafe = await t.pairDevice(operator, 'Cafe');
    await t.gql(
      'mutation { reportDeviceInfo(timeZone: "America/New_York", info: {}) { _id } }',
      {},
      { token: cafe.deviceToken },
    );
    const batch = [
      event('e1', '2030-01-01T10:00:00.000Z'),
      event('e2', '2030-01-01T10:00:06.000Z', 1),
      event('e3', '2030-01-02T10:00:00.000Z'),
    ];
    const first = await t.gql(RECORD, { events: batch }, { token: lobby.deviceToken });
    expect(first.data).toEqual({ recordPlaybackEvents: { accepted: 3, duplicates: 0 } });
    const resent = await t.gql(
      RECORD,
      { events: [...batch, event('e4', '2030-01-02T10:00:06.000Z')] },
      { token: lobby.deviceToken },
    );
    expect(resent.data).toEqual({ recordPlaybackEvents: { accepted: 1, duplicates: 3 } });
    // The outbox drops what the server acknowledges: new and earlier events alike.
    const ack = await t.gql(
      RECORD_ACK,
      { events: batch.slice(0, 2) },
      { token: lobby.deviceToken },
    );
    expect(ack.data).toEqual({ recordPlaybackEvents: { acknowledgedIds: ['e1', 'e2'] } });
    // Another device may use the same event ids: they are its own events. 02:00 UTC is the
    // evening before in New York.
    const other = await t.gql(
      RECORD,
      { events: [event('e1', '2030-01-02T02:00:00.000Z')] },
      { token: cafe.deviceToken },
    );
    expect(other.data).toEqual({ recordPlaybackEvents: { accepted: 1, duplicates: 0 } });

    const report = await t.gql(REPORT, { type: 'playlist', id: playlist._id }, { token: operator });
    expect(report.data).toEqual({
      proofOfPlayReport: {
        entityName: 'Demo playlist',
        totalPlays: 5,
        totalDurationSeconds: 30,
        csvPath: `/api/proof-of-play/playlist/${playlist._id}.csv`,
        rows: [
          { deviceName: 'Lobby', day: '2030-01-02', plays: 2, durationSeconds: 12 },
          { deviceName: 'Cafe', day: '2030-01-01', plays: 1, durationSeconds: 6 },
          { deviceName: 'Lobby', day: '2030-01-01', plays: 2, durationSeconds: 12 },
        ],
      },
    });
    const fileId = playlist.playlistItems[1]!.scene.sceneItems[0]!.item.fileId;
    const byFile = await t.gql<{ proofOfPlayReport: { totalPlays: number } }>(
      REPORT,
      { type: 'file', id: fileId },
      { token: operator },
    );
    expect(byFile.data?.proofOfPlayReport.totalPlays).toBe(1);
    const byDevice = await t.gql<{ proofOfPlayReport: { totalPlays: number; entityName: string } }>(
      REPORT,
      { type: 'device', id: lobby.deviceId, from: '2030-01-02', to: '2030-01-02' },
      { token: operator },
    );
    expect(byDevice.data?.proofOfPlayReport).toMatchObject({ totalPlays: 2, entityName: 'Lobby' });
  });

  it('exports the report as CSV for the signed-in user only', async () => {
    const path = `/api/proof-of-play/playlist/${playlist._id}.csv?from=2030-01-02`;
    const anonymous = await fetch(`${t.url}${path}`);
    expect(anonymous.status).toBe(401);
    const res = await fetch(`${t.url}${path}`, {
      headers: { cookie: `screens_token=${operator}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines).toEqual([
      'day,deviceId,deviceName,plays,durationSeconds,seenBy',
      expect.stringMatching(/^2030-01-02,[^,]+,Lobby,2,12,0$/),
    ]);
  });

  it('answers CSV requests it cannot serve with a plain status and message', async () => {
    const csv = (path: string, token?: string) =>
      fetch(`${t.url}/api/proof-of-play/${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }).then(async (res) => ({ status: res.status, text: (await res.text()).trim() }));
    const screen = await t.pairDevice(operator, 'CSV screen');
    expect(await csv(`playlist/${playlist._id}.csv`, screen.deviceToken)).toEqual({
      status: 401,
      text: 'You need to sign in',
    });
    expect(await csv(`playlist/${playlist._id}.csv?from=yesterday`, operator)).toEqual({
      status: 400,
      text: 'from: "yesterday" is not a date YYYY-MM-DD',
    });
    expect(await csv(`folder/${playlist._id}.csv`, operator)).toEqual({
      status: 404,
      text: 'Not found',
    });
    // A signed-in user whose role cannot read screens is refused the report in both forms.
    const role = await t.gql<{ createUserRole: { _id: string } }>(
      'mutation { createUserRole(name: "Playlist readers", permissions: ["playlist:read"]) { _id } }',
      {},
      { token: operator },
    );
    await t.gql(
      'mutation($r: ID!) { inviteUser(email: "reader@example.com", userRoleId: $r) { email } }',
      { r: role.data!.createUserRole._id },
      { token: operator },
    );
    const accepted = await t.gql<{ acceptInvitation: { token: string } }>(
      'mutation($t: String!) { acceptInvitation(token: $t, password: "reader-pass-1") { token } }',
      { t: invitationToken(t.server.config.dataDir, 'reader@example.com') },
    );
    const reader = accepted.data!.acceptInvitation.token;
    expect(await csv(`playlist/${playlist._id}.csv`, reader)).toEqual({
      status: 403,
      text: 'You do not have permission to do this',
    });
    const report = await t.gql(REPORT, { type: 'playlist', id: playlist._id }, { token: reader });
    expect(codeOf(report)).toBe('FORBIDDEN');
    const post = await fetch(`${t.url}/api/proof-of-play/playlist/${playlist._id}.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(post.status).toBe(405);
  });

  it('feeds play counts of files with a quota back into playable content', async () => {
    const fileId = playlist.playlistItems[0]!.scene.sceneItems[0]!.item.fileId;
    // Setting a quota is gated by the tariff's playback-limiting feature (media issue); the demo
    // account lacks it, so the quota is stored directly.
    await t.server.services.db
      .updateTable('files')
      .set({ play_quota: JSON.stringify({ count: 10, period: 'weekly' }) })
      .where('id', '=', fileId)
      .execute();
    const device = await t.pairDevice(operator, 'Quota screen');
    const content = await t.gql<{
      playableContent: {
        content: { playQuotaCounters: unknown[]; files: { _id: string; playQuota: unknown }[] };
      };
    }>(
      'query($e: ID!) { playableContent(entityId: $e, collectionName: playlist) { content { playQuotaCounters { fileId period periodStart count } files { _id playQuota { count period } } } } }',
      { e: playlist._id },
      { token: device.deviceToken },
    );
    const graph = content.data!.playableContent.content;
    // The virtual clock stands at Tuesday 2030-01-01; the week began on Monday 2029-12-31, so all
    // four plays of this file (three by Lobby, one by Cafe) count.
    expect(graph.playQuotaCounters).toEqual([
      { fileId, period: 'weekly', periodStart: '2029-12-31T00:00:00.000Z', count: 4 },
    ]);
    expect(graph.files.find((f) => f._id === fileId)?.playQuota).toEqual({
      count: 10,
      period: 'weekly',
    });
  });

  it('refuses events from operators and malformed events', async () => {
    const byOperator = await t.gql(RECORD, { events: [] }, { token: operator });
    expect(codeOf(byOperator)).toBe('FORBIDDEN');
    const device = await t.pairDevice(operator, 'Strict');
    const bad = await t.gql(
      RECORD,
      { events: [{ ...event('x', '2030-01-01T10:00:00.000Z'), durationSeconds: -1 }] },
      { token: device.deviceToken },
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: [{ path: 'events.0.durationSeconds' }],
    });
  });
});
