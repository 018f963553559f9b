import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KITTING_MESSAGES, startFakeKitting, type FakeKitting } from './kitting.js';

// The fake kitting cloud: a code is good once, for the right API key, and answers the display's
// MAC in Sony's form with its user data; each error the fake answers; the faults a test injects.

let kitting: FakeKitting;
beforeEach(async () => {
  kitting = await startFakeKitting({ apiKey: 'sp-key' });
});
afterEach(() => kitting.close());

async function post(body: unknown, apiKey: string | null = 'sp-key') {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (apiKey !== null) headers['x-api-key'] = apiKey;
  const res = await fetch(kitting.endpoint, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

const error = (status: number, message: string) => ({ status, body: { error: { message } } });

describe('fake Sony kitting', () => {
  it('answers a shown code with the MAC in Sony form and the user data, once', async () => {
    kitting.addDisplay({
      oneTimeCode: '482913',
      mac: 'aa:bb:cc:00:11:22',
      serial: '7001234',
      userData: 'tenant=acme',
    });
    expect(await post({ oneTimeCode: '482913' })).toEqual({
      status: 200,
      body: {
        oneTimeCode: '482913',
        device: { mac: 'AA-BB-CC-00-11-22', userData: 'tenant=acme' },
      },
    });
    expect(kitting.registered()).toEqual([
      {
        oneTimeCode: '482913',
        mac: 'AA-BB-CC-00-11-22',
        serial: '7001234',
        userData: 'tenant=acme',
      },
    ]);
    expect(await post({ oneTimeCode: '482913' })).toEqual(error(404, KITTING_MESSAGES.unknownCode));
  });

  it('leaves userData out when the display has none', async () => {
    kitting.addDisplay({ oneTimeCode: 'A1', mac: '001122334455' });
    expect((await post({ oneTimeCode: 'A1' })).body).toEqual({
      oneTimeCode: 'A1',
      device: { mac: '00-11-22-33-44-55' },
    });
  });

  it('refuses a missing or wrong API key without using the code', async () => {
    kitting.addDisplay({ oneTimeCode: '1', mac: '00:11:22:33:44:55' });
    expect(await post({ oneTimeCode: '1' }, null)).toEqual(error(401, KITTING_MESSAGES.noApiKey));
    expect(await post({ oneTimeCode: '1' }, 'other')).toEqual(
      error(401, KITTING_MESSAGES.badApiKey),
    );
    expect(kitting.registered()).toEqual([]);
    expect((await post({ oneTimeCode: '1' })).status).toBe(200);
  });

  it('answers 400 to a body without a oneTimeCode', async () => {
    for (const body of [{}, { oneTimeCode: '' }, { oneTimeCode: 12 }, 'not json']) {
      expect(await post(body)).toEqual(error(400, KITTING_MESSAGES.badRequest));
    }
  });

  it('answers 404 to an unknown or expired code', async () => {
    kitting.addDisplay({ oneTimeCode: '77', mac: '00:11:22:33:44:55' });
    kitting.expireCode('77');
    expect(await post({ oneTimeCode: '77' })).toEqual(error(404, KITTING_MESSAGES.unknownCode));
    expect(await post({ oneTimeCode: 'nope' })).toEqual(error(404, KITTING_MESSAGES.unknownCode));
  });

  it('throttles and fails on demand, then answers again', async () => {
    kitting.addDisplay({ oneTimeCode: '5', mac: '00:11:22:33:44:55' });
    kitting.throttleNext(2);
    expect(await post({ oneTimeCode: '5' })).toEqual(error(429, KITTING_MESSAGES.throttled));
    expect((await post({ oneTimeCode: '5' })).status).toBe(429);
    kitting.failNext(503, 'Service unavailable.');
    expect(await post({ oneTimeCode: '5' })).toEqual(error(503, 'Service unavailable.'));
    expect((await post({ oneTimeCode: '5' })).status).toBe(200);
    expect(kitting.requests().map((r) => r.status)).toEqual([429, 429, 503, 200]);
  });

  it('keeps user data to 4 KB and MACs to 12 hex digits', () => {
    expect(() =>
      kitting.addDisplay({
        oneTimeCode: 'x',
        mac: '00:11:22:33:44:55',
        userData: 'é'.repeat(2049),
      }),
    ).toThrow(/4098 bytes/);
    expect(() => kitting.addDisplay({ oneTimeCode: 'x', mac: '00:11:22' })).toThrow(/MAC/);
    kitting.addDisplay({ oneTimeCode: 'x', mac: '00:11:22:33:44:55', userData: 'a'.repeat(4096) });
  });

  it('answers 404 off its one path', async () => {
    const res = await fetch(`${kitting.url}/kitting/v1/devices`, {
      method: 'POST',
      headers: { 'x-api-key': 'sp-key' },
      body: '{}',
    });
    expect(res.status).toBe(404);
  });
});
