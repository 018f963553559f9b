import { PERMISSIONS } from '@marquee/sdk/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app-services.js';
import { uuidv7 } from '../../ids.js';
import { DEMO_EMAIL } from '../../seed/demo-seed.js';
import { TestServer } from '../../test/harness.js';
import { ONLINE_WINDOW_MS, PRESENCE_SWEEP_MS } from '../devices/presence/rules.js';
import { DeviceConnection } from '../devices/presence/connection.js';
import { insertDevice } from '../devices/repo.js';
import { OFFLINE_GRACE_MS, OFFLINE_MAIL_INTERVAL_MS } from './notifier.js';
import {
  addAccount,
  addPerson,
  ALL_OFF,
  clearOutbox,
  demoAccountId,
  outbox,
  type Mail,
} from '../../test/notification-kit.js';

const OPERATOR = 'operator@example.com';
const MEDIA_ONLY = 'media-only@example.com';
const SWITCHED_OFF = 'quiet@example.com';
const OTHER_ACCOUNT = 'other-admin@example.com';

const offlineMails = (services: AppServices): Mail[] =>
  outbox(services).filter((m) => m.subject.endsWith('is offline'));

describe('"A screen goes offline" e-mails', () => {
  let t: TestServer;
  let services: AppServices;
  let accountId: string;
  let otherAccountId: string;

  async function newScreen(name: string, inAccount = accountId) {
    const id = uuidv7();
    await insertDevice(services.db, {
      id,
      accountId: inAccount,
      spaceId: null,
      name,
      platform: 'web',
      publishedCollection: null,
      publishedEntityId: null,
      createdAt: services.clock.now().toISOString(),
    });
    return new DeviceConnection(services, { id, accountId: inAccount });
  }

  /** Moves virtual time and waits for the mails it set off. */
  async function advance(ms: number) {
    t.clock.advance(ms);
    await services.notifications.idle();
  }

  beforeAll(async () => {
    t = await TestServer.start({ PUBLIC_URL: 'https://signage.example.com' });
    services = t.server.services;
    accountId = await demoAccountId(services);
    await addPerson(services, accountId, OPERATOR, [PERMISSIONS.device.read]);
    await addPerson(services, accountId, MEDIA_ONLY, [PERMISSIONS.media.read]);
    await addPerson(services, accountId, SWITCHED_OFF, [PERMISSIONS.device.read], {
      screenOffline: false,
    });
    otherAccountId = await addAccount(services, 'Other company');
    await addPerson(services, otherAccountId, OTHER_ACCOUNT, [PERMISSIONS.device.read]);
    await addPerson(services, accountId, 'all-off@example.com', [PERMISSIONS.device.read], ALL_OFF);
  });
  afterAll(() => t.close());
  beforeEach(() => clearOutbox(services));

  it('go, after the grace period, to the users of the account who may read screens and want them', async () => {
    const screen = await newScreen('Lobby screen');
    await screen.opened();
    await screen.closed();
    await advance(OFFLINE_GRACE_MS - 1);
    expect(offlineMails(services)).toEqual([]);
    await advance(1);
    const mails = offlineMails(services);
    expect(mails.map((m) => m.to).sort()).toEqual([DEMO_EMAIL, OPERATOR].sort());
    expect(mails[0]!.subject).toBe('Screen "Lobby screen" is offline');
    expect(mails[0]!.text).toContain(`https://signage.example.com/devices/${screen.device.id}`);
    expect(mails[0]!.text).toContain('went offline at 2030-01-01 09:00 UTC');
  });

  it('are not sent for a screen that comes back within the grace period, however often it flaps', async () => {
    const screen = await newScreen('Flaky screen');
    await screen.opened();
    for (let flap = 0; flap < 5; flap++) {
      await screen.closed();
      await advance(OFFLINE_GRACE_MS - 20_000);
      await screen.opened();
      await advance(20_000);
    }
    expect(offlineMails(services)).toEqual([]);
    // A newer announcement restarts the wait: offline at 0 and again at 90 s mails at 210 s.
    await screen.closed();
    await advance(60_000);
    await screen.opened();
    await advance(30_000);
    await screen.closed();
    await advance(OFFLINE_GRACE_MS - 30_000);
    expect(offlineMails(services)).toEqual([]);
    await advance(30_000);
    expect(
      offlineMails(services)
        .map((m) => m.to)
        .sort(),
    ).toEqual([DEMO_EMAIL, OPERATOR].sort());
  });

  it('come at most once an hour per screen', async () => {
    const screen = await newScreen('Hall screen');
    await screen.opened();
    await screen.closed();
    await advance(OFFLINE_GRACE_MS);
    expect(offlineMails(services)).toHaveLength(2);
    await screen.opened();
    await advance(30_000);
    await screen.closed();
    await advance(OFFLINE_GRACE_MS);
    expect(offlineMails(services)).toHaveLength(2);
    // Another screen is not held back by this one.
    const other = await newScreen('Bar screen');
    await other.opened();
    await other.closed();
    await advance(OFFLINE_GRACE_MS);
    expect(offlineMails(services)).toHaveLength(4);
    await advance(OFFLINE_MAIL_INTERVAL_MS);
    await screen.opened();
    await screen.closed();
    await advance(OFFLINE_GRACE_MS);
    expect(offlineMails(services).filter((m) => m.subject.includes('Hall screen'))).toHaveLength(4);
  });

  it('are sent for a screen whose connection died silently (found by the presence sweep)', async () => {
    const screen = await newScreen('Silent screen');
    await screen.opened();
    const announced = services.pubsub.subscribe('device:changed', accountId);
    await advance(ONLINE_WINDOW_MS + PRESENCE_SWEEP_MS);
    await announced.next();
    await announced.return?.();
    expect(offlineMails(services)).toEqual([]);
    await advance(OFFLINE_GRACE_MS);
    expect(offlineMails(services).map((m) => m.subject)).toEqual([
      'Screen "Silent screen" is offline',
      'Screen "Silent screen" is offline',
    ]);
  });

  it("reach only the screen's own account", async () => {
    const screen = await newScreen('Screen of another account', otherAccountId);
    await screen.opened();
    await screen.closed();
    await advance(OFFLINE_GRACE_MS);
    expect(offlineMails(services).map((m) => m.to)).toEqual([OTHER_ACCOUNT]);
  });
});
