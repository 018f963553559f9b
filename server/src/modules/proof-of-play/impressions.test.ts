import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../test/harness.js';

const RECORD_PLAYS =
  'mutation($events: [PlaybackEventInput!]!) { recordPlaybackEvents(events: $events) { accepted } }';
const RECORD_AUDIENCE =
  'mutation($m: [AudienceMinuteInput!]!) { recordAudienceMinutes(minutes: $m) { acknowledgedIds } }';
const REPORT = `query($id: ID!) {
  proofOfPlayReport(entityType: scene, entityId: $id) {
    totalPlays totalImpressions csvPath rows { deviceName plays impressions }
  }
}`;

const people = (id: string, minute: string, count: number) => ({
  id,
  minute,
  readings: 5,
  people: count,
  male: 0,
  female: 0,
  ages: [0, 0, 0, 0, 0, 0, 0],
  objects: [],
  dwellSeconds: 0,
  dwellReadings: 0,
});

describe('impressions', () => {
  let t: TestServer;
  let operator: string;
  let scene: string;
  const play = (id: string, startTime: string, durationSeconds: number) => ({
    id,
    fileIds: [],
    sceneIds: [scene],
    timestamp: startTime,
    renderPath: [scene],
    currentItemId: 'item-1',
    previousItemId: null,
    triggered: false,
    rule: null,
    startTime,
    playlistId: null,
    durationSeconds,
    interrupted: false,
  });

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    scene = 'scene-shown-in-the-lobby';
  });
  afterAll(() => t.close());

  it('counts the audience present while each play ran, on the report and in its CSV', async () => {
    const lobby = await t.pairDevice(operator, 'Lobby');
    const dark = await t.pairDevice(operator, 'No camera');
    await t.gql(
      RECORD_AUDIENCE,
      {
        m: [
          people('a', '2030-01-01T08:00:00.000Z', 2),
          people('b', '2030-01-01T08:01:00.000Z', 5),
          people('c', '2030-01-01T08:05:00.000Z', 3),
        ],
      },
      { token: lobby.deviceToken },
    );
    await t.gql(
      RECORD_PLAYS,
      {
        events: [
          // Spans 08:00 and 08:01: the most seen at once is 5.
          play('p1', '2030-01-01T08:00:50.000Z', 20),
          // Ends exactly at 08:02:00: 08:02 has nobody anyway; 08:01 counts 5.
          play('p2', '2030-01-01T08:01:30.000Z', 30),
          // Nobody counted at 08:03.
          play('p3', '2030-01-01T08:03:00.000Z', 10),
          play('p4', '2030-01-01T08:05:10.000Z', 10),
        ],
      },
      { token: lobby.deviceToken },
    );
    await t.gql(
      RECORD_PLAYS,
      { events: [play('q1', '2030-01-01T08:01:00.000Z', 10)] },
      { token: dark.deviceToken },
    );
    const res = await t.gql<{
      proofOfPlayReport: {
        totalPlays: number;
        totalImpressions: number;
        csvPath: string;
        rows: { deviceName: string; plays: number; impressions: number }[];
      };
    }>(REPORT, { id: scene }, { token: operator });
    const report = res.data!.proofOfPlayReport;
    expect(report.totalPlays).toBe(5);
    expect(report.totalImpressions).toBe(13);
    expect(report.rows.find((r) => r.deviceName === 'Lobby')?.impressions).toBe(13);
    expect(report.rows.find((r) => r.deviceName === 'No camera')?.impressions).toBe(0);
    const csv = await fetch(`${t.url}${report.csvPath}`, {
      headers: { authorization: `Bearer ${operator}` },
    });
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('day,deviceId,deviceName,plays,durationSeconds,seenBy');
    expect(lines.find((l) => l.includes(',Lobby,'))?.endsWith(',4,70,13')).toBe(true);
  });
});
