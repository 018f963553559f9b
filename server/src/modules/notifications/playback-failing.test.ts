import { PERMISSIONS } from '@marquee/sdk/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app-services.js';
import { DEMO_EMAIL } from '../../seed/demo-seed.js';
import { TestServer } from '../../test/harness.js';
import {
  addPerson,
  clearOutbox,
  demoAccountId,
  outbox,
  type Mail,
} from '../../test/notification-kit.js';
import { PLAYBACK_FAILURE_WINDOW_MS, PLAYBACK_FAILURES_TO_ALERT } from './playback-failing.js';

const OPERATOR = 'operator@example.com';
const SWITCHED_OFF = 'quiet@example.com';
const MINUTE = 60_000;

const failingMails = (services: AppServices): Mail[] =>
  outbox(services).filter((m) => m.subject.endsWith('keeps failing to play'));

describe('"A screen keeps failing to play" e-mails', () => {
  let t: TestServer;
  let services: AppServices;
  let operator: string;

  /** A paired screen that sends pages of its log as the player does. */
  async function newScreen(name: string) {
    const { deviceId, deviceToken } = await t.pairDevice(operator, name);
    let seq = 0;
    const send = async (level: string, message: string) => {
      const res = await t.gql(
        `mutation($lines: [DeviceLogLineInput!]!) { recordDeviceLogs(stream: "s1", lines: $lines) { acknowledgedSeq } }`,
        { lines: [{ seq: seq++, level, message, loggedAt: t.clock.now().toISOString() }] },
        { token: deviceToken },
      );
      expect(res.errors).toBeUndefined();
      await services.notifications.idle();
    };
    return { deviceId, send };
  }

  /** `n` video failures, one a minute, as the video widget logs them. */
  async function failures(screen: { send: (l: string, m: string) => Promise<void> }, n: number) {
    for (let i = 0; i < n; i++) {
      await screen.send('warn', 'Video error (decode): reloading url: /media/clip.mp4');
      t.clock.advance(MINUTE);
    }
  }

  beforeAll(async () => {
    t = await TestServer.start({ PUBLIC_URL: 'https://signage.example.com' });
    services = t.server.services;
    operator = await t.signIn();
    const accountId = await demoAccountId(services);
    await addPerson(services, accountId, OPERATOR, [PERMISSIONS.device.read]);
    await addPerson(services, accountId, SWITCHED_OFF, [PERMISSIONS.device.read], {
      screenOffline: false,
    });
    await addPerson(services, accountId, 'media@example.com', [PERMISSIONS.media.read]);
  });
  afterAll(() => t.close());
  beforeEach(() => clearOutbox(services));

  it('go once, on the fifth failure within 15 minutes, to who wants offline e-mails', async () => {
    const screen = await newScreen('Lobby screen');
    await failures(screen, PLAYBACK_FAILURES_TO_ALERT - 1);
    expect(failingMails(services)).toEqual([]);
    await screen.send('crash', 'TypeError: cannot read "items"\n    at render (scene.js:1:1)');
    const mails = failingMails(services);
    expect(mails.map((m) => m.to).sort()).toEqual([DEMO_EMAIL, OPERATOR].sort());
    expect(mails[0]!.subject).toBe('Screen "Lobby screen" keeps failing to play');
    expect(mails[0]!.text).toContain('reported 5 playback failures in the last 15 minutes');
    expect(mails[0]!.text).toContain('TypeError: cannot read "items"');
    expect(mails[0]!.text).not.toContain('scene.js');
    expect(mails[0]!.text).toContain(`https://signage.example.com/devices/${screen.deviceId}`);
    // It keeps failing: no second mail while the failures go on, however long.
    clearOutbox(services);
    for (let i = 0; i < 6; i++) await failures(screen, 2);
    t.clock.advance(10 * MINUTE);
    await failures(screen, 6);
    expect(failingMails(services)).toEqual([]);
  });

  it('come again only after the screen played 15 minutes without a failure', async () => {
    const screen = await newScreen('Hall screen');
    await failures(screen, 5);
    expect(failingMails(services)).toHaveLength(2);
    t.clock.advance(PLAYBACK_FAILURE_WINDOW_MS);
    // One failure after a clean quarter hour is not a run of failures yet.
    await failures(screen, 4);
    expect(failingMails(services)).toHaveLength(2);
    await failures(screen, 1);
    expect(failingMails(services)).toHaveLength(4);
  });

  it('are not sent for failures spread thinner than five in 15 minutes, nor for other warnings', async () => {
    const screen = await newScreen('Bar screen');
    for (let i = 0; i < 8; i++) {
      await screen.send('error', 'Could not load the feed');
      t.clock.advance(4 * MINUTE);
    }
    for (let i = 0; i < 8; i++) await screen.send('warn', 'Video with sound was refused');
    for (let i = 0; i < 8; i++) await screen.send('info', 'Player started');
    expect(failingMails(services)).toEqual([]);
  });

  it('count a page sent again once', async () => {
    const { deviceToken } = await t.pairDevice(operator, 'Resending screen');
    const page = Array.from({ length: 4 }, (_, seq) => ({
      seq,
      level: 'error',
      message: 'Item failed',
      loggedAt: t.clock.now().toISOString(),
    }));
    for (let i = 0; i < 3; i++) {
      await t.gql(
        `mutation($lines: [DeviceLogLineInput!]!) { recordDeviceLogs(stream: "s1", lines: $lines) { acknowledgedSeq } }`,
        { lines: page },
        { token: deviceToken },
      );
      await services.notifications.idle();
    }
    expect(failingMails(services)).toEqual([]);
  });
});
