import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ADMIN_EMAIL } from '../../seed/demo-seed.js';
import {
  AuditLogDocument,
  CreatePromotionDocument,
  CurrentPromotionDocument,
  EndPromotionDocument,
  SendServiceDeviceCommandDocument,
  ServiceAccountsDocument,
  ServiceDeviceCommandsDocument,
  ServicePromotionsDocument,
} from '../../test/graphql/generated.js';
import { codeOf, TestServer } from '../../test/harness.js';

// A service admin commands any account's screens, and makes, schedules and ends promotions.

describe('service admin: device commands and promotions', () => {
  let t: TestServer;
  let service: string;
  let demoAdmin: string;

  beforeAll(async () => {
    t = await TestServer.start();
    service = await t.signIn(SERVICE_ADMIN_EMAIL);
    demoAdmin = await t.signIn();
  });
  afterAll(() => t.close());

  it('sends a command to a screen of another account, which its audit log names', async () => {
    const screen = await t.pairDevice(demoAdmin, 'Window');
    const listed = await t.request(ServiceAccountsDocument, { search: 'Demo' }, { token: service });
    const accountId = listed.serviceAccounts.items[0]!._id;
    const input = { accountId, deviceId: screen.deviceId, type: 'reload' as const };
    expect(
      codeOf(await t.attempt(SendServiceDeviceCommandDocument, { input }, { token: demoAdmin })),
    ).toBe('FORBIDDEN');
    const sent = await t.request(SendServiceDeviceCommandDocument, { input }, { token: service });
    expect(sent.sendServiceDeviceCommand).toMatchObject({
      deviceName: 'Window',
      type: 'reload',
      status: 'queued',
    });
    const listedCommands = await t.request(
      ServiceDeviceCommandsDocument,
      { accountId },
      { token: service },
    );
    expect(listedCommands.serviceDeviceCommands.map((c) => c.deviceId)).toEqual([screen.deviceId]);
    const log = await t.request(AuditLogDocument, { limit: 3 }, { token: demoAdmin });
    expect(log.auditLog.items).toContainEqual(
      expect.objectContaining({
        actor: `Service admin ${SERVICE_ADMIN_EMAIL}`,
        action: 'sendDeviceCommand',
      }),
    );
    // A screen id of another account than the one named finds nothing.
    const own = await t.request(ServiceAccountsDocument, { search: 'service' }, { token: service });
    const wrong = await t.attempt(
      SendServiceDeviceCommandDocument,
      { input: { ...input, accountId: own.serviceAccounts.items[0]!._id } },
      { token: service },
    );
    expect(codeOf(wrong)).toBe('NOT_FOUND');
  });

  it('schedules a promotion, which the banner query shows while it runs, and ends it', async () => {
    const now = t.clock.now().getTime();
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    const bad = await t.attempt(
      CreatePromotionDocument,
      { input: { type: 'promo', title: 'x', validFrom: at(10), validUntil: at(5) } },
      { token: service },
    );
    const extensions = bad.errors?.[0]?.extensions as { fieldErrors?: unknown } | undefined;
    expect(extensions?.fieldErrors).toEqual([
      { path: 'type', message: 'A type in capitals, like PROMOTION' },
      { path: 'validUntil', message: 'The end must be after the start' },
    ]);
    const created = await t.request(
      CreatePromotionDocument,
      {
        input: {
          type: 'PROMOTION',
          title: 'Spring sale',
          redirectUrl: 'https://marquee.example/spring',
          validFrom: at(60),
          validUntil: at(24 * 60),
          discountPercents: 30,
        },
      },
      { token: service },
    );
    expect(created.createPromotion.status).toBe('scheduled');
    const early = await t.request(CurrentPromotionDocument, {}, { token: demoAdmin });
    expect(early.currentPromotion).toBeNull();
    t.clock.advance(61 * 60_000);
    const running = await t.request(CurrentPromotionDocument, {}, { token: demoAdmin });
    expect(running.currentPromotion).toMatchObject({ title: 'Spring sale', discountPercents: 30 });

    const ended = await t.request(
      EndPromotionDocument,
      { id: created.createPromotion._id },
      { token: service },
    );
    expect(ended.endPromotion.status).toBe('ended');
    const after = await t.request(CurrentPromotionDocument, {}, { token: demoAdmin });
    expect(after.currentPromotion).toBeNull();
    const list = await t.request(ServicePromotionsDocument, {}, { token: service });
    expect(list.servicePromotions.map((p) => [p.title, p.status])).toEqual([
      ['Spring sale', 'ended'],
    ]);
    expect(codeOf(await t.attempt(ServicePromotionsDocument, {}, { token: demoAdmin }))).toBe(
      'FORBIDDEN',
    );
  });
});

describe('MARQUEE_SERVICE_ADMINS', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await TestServer.start({
      MARQUEE_SERVICE_ADMINS: ' Admin@Marquee.local , nobody@example.com, pending@example.com',
    });
  });
  afterAll(() => t.close());

  it('makes the users it names service admins at start', async () => {
    const admin = await t.signIn();
    const me = await t.gql<{ currentUser: { role: string } }>(
      '{ currentUser { role } }',
      {},
      {
        token: admin,
      },
    );
    expect(me.data?.currentUser.role).toBe('ROLE_GOD');
    const listed = await t.request(ServiceAccountsDocument, {}, { token: admin });
    expect(listed.serviceAccounts.items.map((a) => a.name)).toContain('Marquee service');
  });

  it('promotes an address only once its owner confirmed it', async () => {
    const signUp = await t.gql('mutation($i: SignUpInput!) { signUp(input: $i) }', {
      i: { email: 'pending@example.com', password: 'long-enough-1', accountName: 'Pending' },
    });
    expect(signUp.errors).toBeUndefined();
    const roleOf = async () =>
      (await t.server.services.db
        .selectFrom('users')
        .select('role')
        .where('email', '=', 'pending@example.com')
        .executeTakeFirst())!.role;
    await t.restart();
    expect(await roleOf()).not.toBe('ROLE_GOD');
    await t.server.services.db
      .updateTable('users')
      .set({ email_confirmed: 1 })
      .where('email', '=', 'pending@example.com')
      .execute();
    await t.restart();
    expect(await roleOf()).toBe('ROLE_GOD');
  });
});
