import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RPC_ERRORS } from './display-api.js';
import { startFakeDisplay, type FakeDisplay } from './display.js';

// The fake display's behaviour beyond the fixtures: state a test can read, each documented error,
// and the faults a test can inject.

let display: FakeDisplay;
beforeEach(async () => {
  display = await startFakeDisplay({
    psk: 'secret',
    model: 'FW-65BZ40L',
    serial: '7001234',
    mac: 'aa-bb-cc-00-11-22',
  });
});
afterEach(() => display.close());

let nextId = 1;
async function call(
  service: string,
  method: string,
  params: unknown[] = [],
  options: { psk?: string | null; version?: string } = {},
) {
  const { psk = 'secret', version = '1.0' } = options;
  const id = nextId++;
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8' };
  if (psk !== null) headers['X-Auth-PSK'] = psk;
  const res = await fetch(`${display.url}/sony/${service}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ method, id, params, version }),
  });
  return { status: res.status, id, body: (await res.json()) as Record<string, unknown> };
}

describe('fake BRAVIA display', () => {
  it('answers getSystemInformation with the configured identity', async () => {
    const { body, id } = await call('system', 'getSystemInformation');
    expect(body).toEqual({
      result: [
        {
          product: 'TV',
          language: 'eng',
          model: 'FW-65BZ40L',
          serial: '7001234',
          macAddr: 'AA:BB:CC:00:11:22',
          name: 'BRAVIA',
          generation: '5.0.1',
        },
      ],
      id,
    });
  });

  it('turns off and on through setPowerStatus, and getPowerStatus needs no key', async () => {
    expect((await call('system', 'setPowerStatus', [{ status: false }])).body.result).toEqual([]);
    expect(display.state.power).toBe('standby');
    const off = await call('system', 'getPowerStatus', [], { psk: null });
    expect(off.body).toEqual({ result: [{ status: 'standby' }], id: off.id });
    await call('system', 'setPowerStatus', [{ status: true }]);
    expect(display.state.power).toBe('active');
  });

  it('launches a web app by URL and reports it in getWebAppStatus', async () => {
    const uri = `localapp://webappruntime?url=${encodeURIComponent('https://play.example/s/1')}`;
    expect((await call('appControl', 'setActiveApp', [{ uri, data: '' }])).body.result).toEqual([]);
    expect(display.state.activeAppUri).toBe(uri);
    const status = await call('appControl', 'getWebAppStatus');
    expect(status.body.result).toEqual([{ active: true, url: 'https://play.example/s/1' }]);
  });

  it('launches an installed app from getApplicationList; the web app is then inactive', async () => {
    const list = await call('appControl', 'getApplicationList');
    const [apps] = list.body.result as [{ uri: string; title: string }[]];
    expect(apps.map((app) => app.title)).toEqual(['YouTube', 'Screen mirroring']);
    await call('appControl', 'setActiveApp', [{ uri: apps[0]!.uri }]);
    expect(display.state.activeAppUri).toBe(apps[0]!.uri);
    expect((await call('appControl', 'getWebAppStatus')).body.result).toEqual([
      { active: false, url: '' },
    ]);
  });

  it('answers 401 without a key and 403 with a wrong one, for generic and private calls', async () => {
    const none = await call('system', 'setPowerStatus', [{ status: false }], { psk: null });
    expect(none).toMatchObject({ status: 401, body: { error: [401, 'Unauthorized'] } });
    const wrong = await call('system', 'getSystemInformation', [], { psk: 'guess' });
    expect(wrong).toMatchObject({ status: 403, body: { error: [403, 'Forbidden'] } });
    expect(display.state.power).toBe('active');
  });

  it('answers the documented JSON-RPC errors with HTTP 200', async () => {
    const cases = [
      [await call('system', 'getSomething'), 12],
      [await call('appControl', 'getPowerStatus'), 12],
      [await call('system', 'setPowerStatus', [{ status: 'on' }]), 3],
      [await call('system', 'setPowerStatus', []), 3],
      [await call('appControl', 'setActiveApp', [{ uri: 'com.example.unknown' }]), 3],
      [await call('appControl', 'setActiveApp', [{ uri: 'localapp://webappruntime?x=1' }]), 3],
      [await call('system', 'getPowerStatus', [], { version: '1.1' }), 14],
    ] as const;
    for (const [answer, code] of cases) {
      expect(answer.status).toBe(200);
      expect((answer.body.error as [number, string])[0]).toBe(code);
      expect(answer.body.id).toBe(answer.id);
    }
  });

  it('answers Illegal Request for an envelope without method or params', async () => {
    const res = await fetch(`${display.url}/sony/system`, {
      method: 'POST',
      headers: { 'X-Auth-PSK': 'secret' },
      body: JSON.stringify({ id: 4, version: '1.0' }),
    });
    expect(await res.json()).toEqual({ error: [5, 'Illegal Request'], id: 4 });
  });

  it('answers code 7 to web app calls while in standby', async () => {
    display.state.power = 'standby';
    const status = await call('appControl', 'getWebAppStatus');
    expect(status.body.error).toEqual([7, 'not power-on']);
    const launch = await call('appControl', 'setActiveApp', [
      { uri: 'localapp://webappruntime?url=https%3A%2F%2Fa.example%2F' },
    ]);
    expect(launch.body.error).toEqual([7, 'not power-on']);
    expect(display.state.activeAppUri).toBeNull();
  });

  it('answers HTTP 404 for an unknown service or a trailing slash', async () => {
    for (const path of ['/sony/nothing', '/sony/system/', '/']) {
      const res = await fetch(display.url + path, { method: 'POST', body: '{"id":1}' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: [404, 'Not Found'], id: 1 });
    }
  });

  it('answers an injected Sony error once, for the named method only', async () => {
    display.failNext(RPC_ERRORS.failedToLaunch, 'setActiveApp');
    expect((await call('system', 'getPowerStatus')).body.result).toBeDefined();
    const uri = 'localapp://webappruntime?auid=net.example.signage';
    expect((await call('appControl', 'setActiveApp', [{ uri }])).body.error).toEqual([
      41401,
      'Failed to launch',
    ]);
    expect((await call('appControl', 'setActiveApp', [{ uri }])).body.result).toEqual([]);
    expect(display.state.webApp).toEqual({ active: true, url: '' });
  });

  it('records every call with its key, version and outcome', async () => {
    await call('system', 'getPowerStatus', [], { psk: null });
    await call('system', 'setPowerStatus', [{ status: true }], { psk: 'guess' });
    expect(display.calls()).toEqual([
      {
        service: 'system',
        method: 'getPowerStatus',
        version: '1.0',
        params: [],
        psk: undefined,
        status: 200,
      },
      {
        service: 'system',
        method: 'setPowerStatus',
        version: '1.0',
        params: [{ status: true }],
        psk: 'guess',
        status: 403,
        errorCode: 403,
      },
    ]);
  });

  it('drops the connection while unreachable', async () => {
    display.setReachable(false);
    await expect(call('system', 'getPowerStatus')).rejects.toThrow();
    display.setReachable(true);
    expect((await call('system', 'getPowerStatus')).status).toBe(200);
  });
});
