import { PERMISSIONS } from '@marquee/sdk/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../app-services.js';
import type { DomainEventMap } from '../../events/domain-events.js';
import { uuidv7 } from '../../ids.js';
import { TestServer } from '../../test/harness.js';
import { addPerson, clearOutbox, demoAccountId, outbox } from '../../test/notification-kit.js';
import { DeviceConnection } from '../devices/presence/connection.js';
import { insertDevice } from '../devices/repo.js';
import { OFFLINE_GRACE_MS } from './notifier.js';

const OPERATOR = 'operator@example.com';
type WentOffline = DomainEventMap['device:went-offline'];

const offlineMailsTo = (services: AppServices, to: string) =>
  outbox(services)
    .filter((m) => m.to === to && m.subject.endsWith('is offline'))
    .map((m) => m.subject);

describe('screen offline e-mails through the device:went-offline event', () => {
  let t: TestServer;
  let services: AppServices;
  let accountId: string;
  let operator: string;

  async function newScreen(name: string) {
    const id = uuidv7();
    await insertDevice(services.db, {
      id,
      accountId,
      spaceId: null,
      name,
      platform: 'web',
      publishedCollection: null,
      publishedEntityId: null,
      createdAt: services.clock.now().toISOString(),
    });
    return new DeviceConnection(services, { id, accountId });
  }

  const onlineStatus = async (deviceId: string) =>
    (
      await t.gql<{ device: { onlineStatus: string } }>(
        'query($id: ID!) { device(id: $id) { onlineStatus } }',
        { id: deviceId },
        { token: operator },
      )
    ).data?.device.onlineStatus;

  beforeAll(async () => {
    t = await TestServer.start({ PUBLIC_URL: 'https://signage.example.com' });
    services = t.server.services;
    accountId = await demoAccountId(services);
    operator = await t.signIn();
    await addPerson(services, accountId, OPERATOR, [PERMISSIONS.device.read]);
  });
  afterAll(() => t.close());
  beforeEach(() => clearOutbox(services));

  it('presence announces the offline screen as an event, and the e-mail follows from it', async () => {
    const heard: WentOffline[] = [];
    const stopListening = services.events.on('device:went-offline', (e) => heard.push(e));
    const screen = await newScreen('Foyer screen');
    await screen.opened();
    await screen.closed();
    stopListening();
    expect(heard).toEqual([{ deviceId: screen.device.id, accountId }]);
    t.clock.advance(OFFLINE_GRACE_MS);
    await services.notifications.idle();
    expect(offlineMailsTo(services, OPERATOR)).toEqual(['Screen "Foyer screen" is offline']);
  });

  it('the event alone is enough: notifications reload the screen by id', async () => {
    const screen = await newScreen('Never connected');
    services.events.emit('device:went-offline', { deviceId: screen.device.id, accountId });
    t.clock.advance(OFFLINE_GRACE_MS);
    await services.notifications.idle();
    expect(offlineMailsTo(services, OPERATOR)).toEqual(['Screen "Never connected" is offline']);
  });

  it('a failing notification handler does not break presence', async () => {
    const failing = vi.spyOn(services.notifications, 'deviceWentOffline').mockImplementation(() => {
      throw new Error('notifier down');
    });
    const alsoFailing = services.events.on('device:went-offline', () => {
      throw new Error('another handler down');
    });
    try {
      const screen = await newScreen('Sturdy screen');
      await screen.opened();
      expect(await onlineStatus(screen.device.id)).toBe('online');
      await screen.closed(); // does not throw
      expect(failing).toHaveBeenCalledTimes(1);
      // The connection count was still written: the screen reads offline, then online again.
      expect(await onlineStatus(screen.device.id)).toBe('offline');
      await screen.opened();
      expect(await onlineStatus(screen.device.id)).toBe('online');
    } finally {
      alsoFailing();
      failing.mockRestore();
    }
    // With the handler working again, the next offline screen is mailed as before.
    const later = await newScreen('Later screen');
    await later.opened();
    await later.closed();
    t.clock.advance(OFFLINE_GRACE_MS);
    await services.notifications.idle();
    expect(offlineMailsTo(services, OPERATOR)).toEqual(['Screen "Later screen" is offline']);
  });
});
