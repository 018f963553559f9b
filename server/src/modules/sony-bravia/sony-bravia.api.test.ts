import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser } from '../../test/accounts.js';
import { startFakeDisplay, startFakeKitting } from '../../test/fakes/sony-bravia/index.js';
import type { FakeDisplay, FakeKitting } from '../../test/fakes/sony-bravia/index.js';
import {
  TestRegisterSonyByCodeDocument,
  TestRegisterSonyBySerialDocument,
  TestReleaseSonyDocument,
  TestSonyDisplaysDocument,
} from '../../test/graphql/generated.js';
import { TestServer } from '../../test/harness.js';
import { NOT_A_LAN_ADDRESS, NOT_PORT_80 } from './display.js';
import { USER_DATA_MAX_BYTES } from './kitting.js';
import { insertDisplayBySerial } from './repo.js';
import { PROVISION_MESSAGES, PROVISION_PATH } from './routes.js';

// Installers register Sony displays by the code they show (Sony's kitting cloud, faked) or by
// serial number; the player started with the provisioning link becomes a paired screen, once;
// releasing a display refuses its screen's token and, with IP control, puts it in standby.

const API_KEY = 'test-sony-key';
const portOf = (url: string) => new URL(url).port;

type Refusal = { errors?: { extensions?: object }[] };
const fieldErrorsOf = (r: Refusal): unknown => {
  const extensions: object | undefined = r.errors?.[0]?.extensions;
  return extensions && 'fieldErrors' in extensions ? extensions.fieldErrors : undefined;
};

const provisionOf = (url: string) => new URL(url).searchParams.get('provision')!;

/** The address the tests give for the fake display; the server's connection goes to the fake. */
const DISPLAY_LAN = '192.168.1.20';

describe('Sony BRAVIA zero-touch provisioning', () => {
  let t: TestServer;
  let kitting: FakeKitting;
  let display: FakeDisplay;
  let operator: string;

  beforeAll(async () => {
    kitting = await startFakeKitting({ apiKey: API_KEY });
    display = await startFakeDisplay({ psk: '0000', serial: '7001234' });
    t = await TestServer.start(
      {
        MARQUEE_SONY_KITTING_URL: kitting.url,
        MARQUEE_SONY_API_KEY: API_KEY,
        MARQUEE_SONY_IP_CONTROL_ALLOW_PRIVATE: 'true',
        OUTBOUND_ALLOW_INTERNAL: `127.0.0.1:${portOf(kitting.url)}`,
      },
      {
        outboundFetch: {
          standIns: [
            {
              for: { address: DISPLAY_LAN, port: 80 },
              at: { address: '127.0.0.1', port: Number(portOf(display.url)) },
            },
          ],
        },
      },
    );
    operator = await t.signIn();
  });
  afterAll(async () => {
    await t.close();
    await kitting.close();
    await display.close();
  });

  const provision = (token: string) =>
    fetch(`${t.url}${PROVISION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
  const byCode = (oneTimeCode: string, name = 'Lobby BRAVIA') =>
    t.attempt(
      TestRegisterSonyByCodeDocument,
      { input: { oneTimeCode, name } },
      { token: operator },
    );
  const currentDevice = (deviceToken: string) =>
    t.gql<{ currentDevice: { _id: string; name: string } | null }>(
      '{ currentDevice { _id name } }',
      {},
      { token: deviceToken },
    );

  it('posts the code with the player address in user data and starts the screen once', async () => {
    kitting.addDisplay({ oneTimeCode: '482913', mac: '04:5d:4b:ad:6d:e1' });
    const answer = await byCode('482913');
    const registered = answer.data!.registerSonyDisplayByCode;
    expect(registered).toMatchObject({ status: 'waiting', mac: '04-5D-4B-AD-6D-E1' });
    const sent = kitting.requests().at(-1)!;
    expect(sent.apiKey).toBe(API_KEY);
    const body = sent.body as { oneTimeCode: string; userData: string };
    expect(body.oneTimeCode).toBe('482913');
    expect(Buffer.byteLength(body.userData)).toBeLessThanOrEqual(USER_DATA_MAX_BYTES);
    const { url } = JSON.parse(body.userData) as { url: string };
    expect(url).toBe(registered.provisioningUrl);
    expect(new URL(url).pathname).toBe('/player/');

    const started = await provision(provisionOf(url));
    expect(started.status).toBe(200);
    const creds = (await started.json()) as { deviceId: string; deviceToken: string };
    expect((await currentDevice(creds.deviceToken)).data?.currentDevice?.name).toBe('Lobby BRAVIA');
    const again = await provision(provisionOf(url));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: PROVISION_MESSAGES.used });

    const listed = await t.request(TestSonyDisplaysDocument, {}, { token: operator });
    expect(listed.sonyDisplays.find((d) => d._id === registered._id)).toMatchObject({
      status: 'playing',
      deviceId: creds.deviceId,
      provisioningUrl: null,
    });

    const released = await t.request(
      TestReleaseSonyDocument,
      { id: registered._id },
      { token: operator },
    );
    expect(released.releaseSonyDisplay.status).toBe('released');
    expect((await currentDevice(creds.deviceToken)).data?.currentDevice ?? null).toBeNull();
  });

  it('gives one screen to exactly one of 200 parallel starts with the same link', async () => {
    kitting.addDisplay({ oneTimeCode: 'RACE-01', mac: '04-5D-4B-00-00-01' });
    const { provisioningUrl } = (await byCode('RACE-01', 'Race')).data!.registerSonyDisplayByCode;
    const token = provisionOf(provisioningUrl!);
    const answers = await Promise.all(Array.from({ length: 200 }, () => provision(token)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 429)).toBe(true);
    const { devices } = (
      await t.gql<{ devices: { name: string }[] }>('{ devices { name } }', {}, { token: operator })
    ).data!;
    expect(devices.filter((d) => d.name === 'Race')).toHaveLength(1);
  });

  it('registers a display once when its code is sent 200 times at once', async () => {
    kitting.addDisplay({ oneTimeCode: '731905', mac: '04-5D-4B-00-00-02' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => byCode('731905', 'Burst BRAVIA')),
    );
    const registered = answers.filter((a) => a.data?.registerSonyDisplayByCode);
    expect(registered).toHaveLength(1);
    // Every other answer says why in words: the code is used up, or Sony is limiting requests.
    for (const answer of answers.filter((a) => !a.data?.registerSonyDisplayByCode)) {
      const beside = fieldErrorsOf(answer) as { message: string }[] | undefined;
      const said = beside?.[0]?.message ?? answer.errors?.[0]?.message ?? '';
      expect(said).toMatch(/does not know this code|limiting requests/);
    }
    const { sonyDisplays } = (
      await t.gql<{ sonyDisplays: { name: string }[] }>(
        '{ sonyDisplays { name } }',
        {},
        { token: operator },
      )
    ).data!;
    expect(sonyDisplays.filter((d) => d.name === 'Burst BRAVIA')).toHaveLength(1);
  });

  it('refuses hostile and unknown input with a sentence beside the field', async () => {
    for (const code of ['', 'x', 'a'.repeat(33), '12 34', '<script>']) {
      const refused = await byCode(code);
      expect(fieldErrorsOf(refused)).toEqual([
        { path: 'input.oneTimeCode', message: expect.stringMatching(/^Enter the code/) },
      ]);
    }
    const unknown = await byCode('999999');
    expect(fieldErrorsOf(unknown)).toEqual([
      { path: 'input.oneTimeCode', message: expect.stringMatching(/does not know this code/) },
    ]);
    kitting.throttleNext();
    expect((await byCode('999999')).errors?.[0]?.message).toMatch(/limiting requests/);
    const long = await byCode('123456', 'n'.repeat(101));
    expect(fieldErrorsOf(long)).toEqual([
      { path: 'input.name', message: 'Use at most 100 characters.' },
    ]);
    expect((await provision('mqz_unknown-token-aaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
    expect((await provision('not a token')).status).toBe(400);
    const huge = await fetch(`${t.url}${PROVISION_PATH}`, {
      method: 'POST',
      body: JSON.stringify({ token: 'x'.repeat(100_000) }),
    });
    expect(huge.status).toBe(400);
  });

  it('registers by serial, opens the player by IP control and puts it in standby on release', async () => {
    const answer = await t.request(
      TestRegisterSonyBySerialDocument,
      {
        input: {
          serial: '7001234',
          name: 'Window',
          ipAddress: DISPLAY_LAN,
          psk: '0000',
        },
      },
      { token: operator },
    );
    const registered = answer.registerSonyDisplayBySerial;
    expect(registered).toMatchObject({ status: 'waiting', model: 'FW-55BZ35F', hasPsk: true });
    expect(registered.ipControlNote).toBe('The display was told to open the Marquee player.');
    expect(display.state.webApp).toEqual({ active: true, url: registered.provisioningUrl });
    const started = await provision(provisionOf(registered.provisioningUrl!));
    expect(started.status).toBe(200);
    const released = await t.request(
      TestReleaseSonyDocument,
      { id: registered._id },
      { token: operator },
    );
    expect(released.releaseSonyDisplay.ipControlNote).toBe('The display was put in standby.');
    expect(display.state.power).toBe('standby');
  });

  it('does not start a display whose serial is not the one registered', async () => {
    display.state.power = 'active';
    display.state.webApp = { active: false, url: '' };
    const answer = await t.request(
      TestRegisterSonyBySerialDocument,
      {
        input: {
          serial: '7009999',
          name: 'Other',
          ipAddress: DISPLAY_LAN,
          psk: '0000',
        },
      },
      { token: operator },
    );
    expect(answer.registerSonyDisplayBySerial.ipControlNote).toMatch(
      /has serial 7001234, not 7009999/,
    );
    expect(display.state.webApp.active).toBe(false);
  });

  it('refuses the link of a display released before its first start', async () => {
    kitting.addDisplay({ oneTimeCode: 'EARLY-01', mac: '04-5D-4B-00-00-02' });
    const early = (await byCode('EARLY-01', 'Early')).data!.registerSonyDisplayByCode;
    await t.request(TestReleaseSonyDocument, { id: early._id }, { token: operator });
    expect((await provision(provisionOf(early.provisioningUrl!))).status).toBe(409);
  });

  it('registers a serial once even when a second registration passed the check too', async () => {
    const first = await t.request(
      TestRegisterSonyBySerialDocument,
      { input: { serial: '7200001', name: 'Twice' } },
      { token: operator },
    );
    const db = t.server.services.db;
    const row = (await db
      .selectFrom('sony_displays')
      .selectAll()
      .where('id', '=', first.registerSonyDisplayBySerial._id)
      .executeTakeFirst())!;
    // What a registration at the same moment inserts after its own check found nothing.
    const twin = { ...row, id: `${row.id}-twin`, token_hash: `${row.token_hash}-twin` };
    expect(await insertDisplayBySerial(db, twin)).toBe(false);
    const again = await t.attempt(
      TestRegisterSonyBySerialDocument,
      { input: { serial: '7200001', name: 'Again' } },
      { token: operator },
    );
    expect(fieldErrorsOf(again)).toEqual([
      { path: 'input.serial', message: 'A display with this serial number is already registered.' },
    ]);
  });

  it('calls displays only at a local network address on port 80', async () => {
    const bySerial = (serial: string, ipAddress: string) =>
      t.attempt(
        TestRegisterSonyBySerialDocument,
        { input: { serial, name: 'Probe', ipAddress, psk: '0000' } },
        { token: operator },
      );
    const lan = NOT_A_LAN_ADDRESS;
    const refusals: [string, string][] = [
      ['127.0.0.1', lan],
      [`127.0.0.1:${portOf(display.url)}`, lan],
      ['169.254.169.254', lan],
      ['0.0.0.0', lan],
      ['100.64.0.1', lan],
      ['224.0.0.1', lan],
      ['240.0.0.1', lan],
      ['8.8.8.8', lan],
      ['172.32.0.1', lan],
      ['192.168.1.20:8080', NOT_PORT_80],
    ];
    for (const [address, message] of refusals)
      expect(fieldErrorsOf(await bySerial('7100001', address)), address).toEqual([
        { path: 'input.ipAddress', message },
      ]);
    // A display stored with such an address before this check is not called on release.
    const ok = (await bySerial('7100002', `${DISPLAY_LAN}:80`)).data!.registerSonyDisplayBySerial;
    await t.server.services.db
      .updateTable('sony_displays')
      .set({ ip_address: '127.0.0.1' })
      .where('id', '=', ok._id)
      .execute();
    display.state.power = 'active';
    const released = await t.request(TestReleaseSonyDocument, { id: ok._id }, { token: operator });
    expect(released.releaseSonyDisplay.ipControlNote).toBe(lan);
    expect(display.state.power).toBe('active');
  });

  it('needs device register to register and release, device read to list', async () => {
    const reader = await invitedUser(t, operator, 'sony-reader@example.com', ['device:read']);
    expect(
      (await t.request(TestSonyDisplaysDocument, {}, { token: reader })).sonyBraviaSetup,
    ).toEqual({
      kittingConfigured: true,
      ipControlEnabled: true,
    });
    const refused = await t.attempt(
      TestRegisterSonyByCodeDocument,
      { input: { oneTimeCode: '123456', name: 'X' } },
      { token: reader },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { sonyDisplays } = await t.request(TestSonyDisplaysDocument, {}, { token: reader });
    const release = await t.attempt(
      TestReleaseSonyDocument,
      { id: sonyDisplays[0]!._id },
      { token: reader },
    );
    expect(release.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
