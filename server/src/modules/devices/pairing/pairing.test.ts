import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, subscribe, TestServer } from '../../../test/harness.js';
import { generatePairingCode, normalisePairingCode, PAIRING_CODE_ALPHABET } from './code.js';

const REQUEST =
  'mutation { requestPairingCode(platform: "tizen") { pairingCode pairingSecret expiresAt } }';
const STATE = 'subscription($s: String!) { pairingState(pairingSecret: $s) { status } }';
const PAIR =
  'mutation($c: String!, $n: String!) { pairDevice(pairingCode: $c, name: $n) { _id name platform onlineStatus } }';
const CLAIM = 'mutation($s: String!) { claimDevice(pairingSecret: $s) { deviceId deviceToken } }';

type Requested = {
  requestPairingCode: { pairingCode: string; pairingSecret: string; expiresAt: string };
};

describe('pairing', () => {
  let t: TestServer;
  let operator: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
  });
  afterAll(() => t.close());

  const request = async () => (await t.gql<Requested>(REQUEST)).data!.requestPairingCode;

  it('pairs a screen end to end: code, WAITING, pairDevice, PAIRED, claim once, device token works', async () => {
    const { pairingCode, pairingSecret, expiresAt } = await request();
    expect(pairingCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(10 * 60 * 1000);

    const player = t.ws();
    const state = subscribe<{ pairingState: { status: string } }>(player, STATE, {
      s: pairingSecret,
    });
    expect((await state.next()).data).toEqual({ pairingState: { status: 'WAITING' } });

    // Typed as a person would: lower case, no dash.
    const typed = pairingCode.replace('-', '').toLowerCase();
    const paired = await t.gql<{ pairDevice: { _id: string; platform: string } }>(
      PAIR,
      { c: typed, n: 'Front desk' },
      { token: operator },
    );
    expect(paired.errors).toBeUndefined();
    expect(paired.data?.pairDevice).toMatchObject({
      name: 'Front desk',
      platform: 'tizen',
      onlineStatus: 'offline',
    });
    expect((await state.next()).data).toEqual({ pairingState: { status: 'PAIRED' } });
    expect(await state.done()).toBe(true);

    const claimed = await t.gql<{ claimDevice: { deviceId: string; deviceToken: string } }>(CLAIM, {
      s: pairingSecret,
    });
    const { deviceId, deviceToken } = claimed.data!.claimDevice;
    expect(deviceId).toBe(paired.data?.pairDevice._id);
    expect(deviceToken).toMatch(/^mqd_/);
    const again = await t.gql(CLAIM, { s: pairingSecret });
    expect(codeOf(again)).toBe('CONFLICT');

    const me = await t.gql('{ currentDevice { _id name } }', {}, { token: deviceToken });
    expect(me.data).toEqual({ currentDevice: { _id: deviceId, name: 'Front desk' } });
    // A device token is not an operator.
    expect(codeOf(await t.gql('{ devices { _id } }', {}, { token: deviceToken }))).toBe(
      'FORBIDDEN',
    );
    const list = await t.gql<{ devices: { _id: string }[] }>(
      '{ devices { _id } }',
      {},
      { token: operator },
    );
    expect(list.data?.devices.map((d) => d._id)).toContain(deviceId);
  });

  it('refuses an unknown code', async () => {
    const res = await t.gql(PAIR, { c: 'ZZZZ-ZZZZ', n: 'X' }, { token: operator });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe('Unknown or expired pairing code');
  });

  it('expires a code after 10 minutes and tells the waiting player', async () => {
    const { pairingCode, pairingSecret } = await request();
    const state = subscribe<{ pairingState: { status: string } }>(t.ws(), STATE, {
      s: pairingSecret,
    });
    expect((await state.next()).data).toEqual({ pairingState: { status: 'WAITING' } });
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await state.next()).data).toEqual({ pairingState: { status: 'EXPIRED' } });
    const res = await t.gql(PAIR, { c: pairingCode, n: 'Late' }, { token: operator });
    expect(res.errors?.[0]?.message).toBe('Unknown or expired pairing code');
    expect(codeOf(await t.gql(CLAIM, { s: pairingSecret }))).toBe('BAD_USER_INPUT');
  });

  it('refuses the 11th wrong try within a minute, even with a right code, and allows again after it', async () => {
    t.clock.advance(61_000); // a clean window, whatever the earlier tests tried
    const { pairingCode } = await request();
    for (let i = 0; i < 10; i++) {
      const res = await t.gql(
        PAIR,
        { c: `WRNG-00${String(i).padStart(2, '0')}`, n: 'X' },
        { token: operator },
      );
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
    }
    const blocked = await t.gql(PAIR, { c: pairingCode, n: 'Right code' }, { token: operator });
    expect(codeOf(blocked)).toBe('TOO_MANY_REQUESTS');
    expect(blocked.errors?.[0]?.message).toBe(
      'Too many wrong pairing codes. Try again in a minute.',
    );
    t.clock.advance(60_000);
    const allowed = await t.gql(PAIR, { c: pairingCode, n: 'Right code' }, { token: operator });
    expect(allowed.errors).toBeUndefined();
  });

  it('issues 8 Crockford base32 characters (40 random bits), distinct each time', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = generatePairingCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      codes.add(code);
    }
    expect(codes.size).toBe(2000);
    // Every symbol of the alphabet turns up, so all 5 bits of each character are used.
    expect(new Set([...codes].join(''))).toEqual(new Set(PAIRING_CODE_ALPHABET));
    expect(normalisePairingCode('7k3m-9qxd')).toBe('7K3M9QXD');
    expect(normalisePairingCode('7K3M 9QX')).toBeUndefined();

    const served = new Set<string>();
    for (let i = 0; i < 5; i++) served.add((await request()).pairingCode);
    expect(served.size).toBe(5);
  });

  it('needs the device register permission to pair', async () => {
    const res = await t.gql(PAIR, { c: 'ZZZZ-ZZZZ', n: 'X' });
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
  });
});
