import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAndroidHost } from './androidHost.js';
import { FakeAndroidShell } from './testing/fakeShell.js';
import type { BridgeTransport } from './transport.js';

const API = 'https://marquee.test/graphql';
const served = new Map([[API, new TextEncoder().encode('{"data":{}}')]]);

afterEach(() => vi.useRealTimers());

describe('Android WebView host', () => {
  it('fetches natively through the shell: the request crosses as JSON with a base64 body', async () => {
    const shell = new FakeAndroidShell({ served });
    const host = await createAndroidHost(shell.webMessageTransport());
    const response = await host.fetch(API, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{__typename}"}',
    });
    expect(await response.text()).toBe('{"data":{}}');
    const request = shell.received.at(-1)!;
    expect(request).toMatchObject({ v: 1, method: 'fetch', args: { url: API, method: 'POST' } });
    expect(atob(String(request.args.bodyBase64))).toBe('{"query":"{__typename}"}');
    expect(host.supports('native-fetch')).toBe(true);
  });

  it('kiosk mode and panel power are the shell’s, reported in its state', async () => {
    const shell = new FakeAndroidShell({ served });
    const host = await createAndroidHost(shell.javascriptInterfaceTransport());
    await host.kiosk.enable();
    await host.power.displayOff();
    expect({ kiosk: shell.kiosk, screenOn: shell.screenOn }).toEqual({
      kiosk: true,
      screenOn: false,
    });
  });

  it('fails a call the shell never answers with TIMEOUT', async () => {
    const shell = new FakeAndroidShell({ served });
    const real = shell.webMessageTransport();
    let silent = false;
    const transport: BridgeTransport = {
      send: (message) => (silent ? undefined : real.send(message)),
      onMessage: (listener) => real.onMessage(listener),
    };
    const host = await createAndroidHost(transport, { timeoutMs: 5_000 });
    vi.useFakeTimers();
    silent = true;
    const call = host.power.reboot();
    const outcome = expect(call).rejects.toMatchObject({ name: 'HostError', code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(5_000);
    await outcome;
  });
});
