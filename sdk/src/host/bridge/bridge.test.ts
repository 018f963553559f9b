import { describe, expect, it } from 'vitest';
import { createFramePair } from '../../testing/fakeFrames.js';
import { servingFetch } from '../../testing/servingFetch.js';
import { VirtualClock } from '../../testing/virtualClock.js';
import { describeHostApiContract, expectHostError, persistentSlot } from '../contract/index.js';
import type { FakeFileStore } from '../fakeFiles.js';
import { FakeHost } from '../fakeHost.js';
import type { DownloadProgress } from '../localFiles.js';
import { createBridgedHost } from './createBridgedHost.js';
import { exposeHost } from './exposeHost.js';
import { BRIDGE_TAG } from './protocol.js';

const TV = 'https://tv-frame.marquee.test';
const PLAYER = 'https://player.marquee.test';

function connect(host: FakeHost, options: { timeoutMs?: number; clock?: VirtualClock } = {}) {
  const frames = createFramePair(TV, PLAYER);
  const exposed = exposeHost(host, frames.childSeenFromParent, {
    origin: PLAYER,
    self: frames.parent,
  });
  const bridged = createBridgedHost(frames.parentSeenFromChild, {
    origin: TV,
    self: frames.child,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.clock ? { scheduler: options.clock.scheduler } : {}),
  });
  return { frames, exposed, bridged };
}

describeHostApiContract(
  'FakeHost behind the postMessage bridge',
  (env) =>
    connect(
      new FakeHost({
        platform: 'tizen',
        apiVersion: 3,
        capabilities: ['reboot', 'display-power', 'local-files', 'video-preparation'],
        fetch: servingFetch(env.served),
        stateStore: persistentSlot(env, 'state', () => new Map<string, string>()),
        fileStore: persistentSlot(env, 'files', (): FakeFileStore => new Map()),
      }),
    ).bridged,
);

describe('postMessage host bridge', () => {
  it('shows the parent host platform, version and capabilities in the frame', async () => {
    const host = await connect(
      new FakeHost({ platform: 'tizen', apiVersion: 3, capabilities: ['reboot'] }),
    ).bridged;
    expect(host.platform).toBe('tizen');
    expect(host.apiVersion).toBe(3);
    expect(host.supports('reboot')).toBe(true);
    expect(host.supports('kiosk-mode')).toBe(false);
    expect(await host.getDeviceInfo()).toMatchObject({ platform: 'tizen', apiVersion: 3 });
  });

  it('carries the host error code and message across', async () => {
    const fake = new FakeHost({ faults: { rebootFails: true } });
    const host = await connect(fake).bridged;
    await expectHostError(host.power.reboot(), 'PLATFORM_ERROR');
    await expect(host.power.reboot()).rejects.toThrow('Reboot failed');
    await expectHostError(host.video.play('no-such-video'), 'NOT_FOUND');
    const bare = await connect(new FakeHost({ capabilities: [] })).bridged;
    await expectHostError(bare.kiosk.enable(), 'METHOD_NOT_AVAILABLE');
  });

  it('reports download progress in the frame and stays alive while progress comes', async () => {
    const clock = new VirtualClock();
    const url = 'https://cdn.test/video.mp4';
    const fake = new FakeHost({
      fetch: servingFetch(new Map([[url, new Uint8Array(4000)]])),
      scheduler: clock.scheduler,
      faults: { downloadChunkBytes: 1000, downloadChunkDelayMs: 800 },
    });
    const connecting = connect(fake, { timeoutMs: 1000, clock }).bridged;
    await clock.advance(0);
    const host = await connecting;
    const progress: DownloadProgress[] = [];
    const download = host.files.download(url, { name: 'v', onProgress: (p) => progress.push(p) });
    // 3.2 s in all, more than the 1 s timeout, but never 1 s without news.
    await clock.advance(3200);
    expect(await download).toMatchObject({ name: 'v', sizeBytes: 4000 });
    expect(progress.map((p) => p.loadedBytes)).toEqual([1000, 2000, 3000, 4000]);
  });

  it('keeps concurrent calls apart by request id', async () => {
    const clock = new VirtualClock();
    const served = new Map([
      ['https://cdn.test/a', new Uint8Array(300)],
      ['https://cdn.test/b', new Uint8Array(200)],
    ]);
    const fake = new FakeHost({
      fetch: servingFetch(served),
      scheduler: clock.scheduler,
      faults: { downloadChunkBytes: 100, downloadChunkDelayMs: 100 },
    });
    const connecting = connect(fake, { clock }).bridged;
    await clock.advance(0);
    const host = await connecting;
    const seen: Record<string, number[]> = { a: [], b: [] };
    const both = Promise.all(
      (['a', 'b'] as const).map((name) =>
        host.files.download(`https://cdn.test/${name}`, {
          name,
          onProgress: (p) => seen[name]!.push(p.loadedBytes),
        }),
      ),
    );
    const state = host.localState.set('k', 'v');
    await clock.advance(300);
    const files = await both;
    await state;
    expect(files.map((f) => f.sizeBytes)).toEqual([300, 200]);
    expect(seen).toEqual({ a: [100, 200, 300], b: [100, 200] });
    expect(await host.localState.get('k')).toBe('v');
  });

  it('fails with TIMEOUT when the parent does not answer in time', async () => {
    const clock = new VirtualClock();
    const frames = createFramePair(TV, PLAYER);
    const connecting = createBridgedHost(frames.parentSeenFromChild, {
      origin: TV,
      self: frames.child,
      timeoutMs: 5000,
      scheduler: clock.scheduler,
    });
    let failure: unknown;
    connecting.catch((error: unknown) => (failure = error));
    await clock.advance(4999);
    expect(failure).toBeUndefined();
    await clock.advance(1);
    await expectHostError(connecting, 'TIMEOUT');
    expect(frames.child.listenerCount).toBe(0);
  });

  it('ignores requests from other origins and answers only its frame', async () => {
    const frames = createFramePair(TV, PLAYER);
    const fake = new FakeHost({ capabilities: ['kiosk-mode'] });
    exposeHost(fake, frames.childSeenFromParent, { origin: PLAYER, self: frames.parent });
    // A frame from another origin posts a well-formed request to the parent page.
    const intruder = { postMessage: () => {} };
    frames.parent.receive(
      { tag: BRIDGE_TAG, kind: 'request', id: 'x', method: 'kiosk.enable', args: [] },
      TV,
      { origin: 'https://evil.test', source: intruder },
    );
    // The right window but the wrong origin is ignored too.
    frames.parent.receive(
      { tag: BRIDGE_TAG, kind: 'request', id: 'y', method: 'kiosk.enable', args: [] },
      TV,
      { origin: 'https://evil.test', source: frames.childSeenFromParent },
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(fake.kioskEnabled).toBe(false);
    const host = await createBridgedHost(frames.parentSeenFromChild, {
      origin: TV,
      self: frames.child,
    });
    await host.kiosk.enable();
    expect(fake.kioskEnabled).toBe(true);
  });

  it('refuses a method outside the bridge list', async () => {
    const frames = createFramePair(TV, PLAYER);
    exposeHost(new FakeHost(), frames.childSeenFromParent, { origin: PLAYER, self: frames.parent });
    const answers: unknown[] = [];
    frames.child.addEventListener('message', (event) => answers.push(event.data));
    frames.parentSeenFromChild.postMessage(
      { tag: BRIDGE_TAG, kind: 'request', id: 'z', method: 'constructor', args: [] },
      TV,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(answers).toEqual([
      expect.objectContaining({
        id: 'z',
        ok: false,
        error: expect.objectContaining({ code: 'METHOD_NOT_AVAILABLE' }),
      }),
    ]);
  });

  it('passes fetch requests and responses through', async () => {
    const fake = new FakeHost({
      fetch: async (url, init) =>
        new Response(`${init?.method} ${url} ${await new Response(init?.body).text()}`, {
          status: 201,
          headers: { 'x-echo': new Headers(init?.headers).get('authorization') ?? '' },
        }),
    });
    const host = await connect(fake).bridged;
    const response = await host.fetch('https://api.test/graphql', {
      method: 'POST',
      headers: { authorization: 'Bearer mqd_1' },
      body: '{"query":"{ currentDevice { _id } }"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-echo')).toBe('Bearer mqd_1');
    expect(await response.text()).toBe(
      'POST https://api.test/graphql {"query":"{ currentDevice { _id } }"}',
    );
  });

  it('after close, a parent no longer answers and waiting calls fail', async () => {
    const clock = new VirtualClock();
    const { exposed, bridged } = connect(new FakeHost(), { clock, timeoutMs: 1000 });
    await clock.advance(0);
    const host = await bridged;
    exposed.close();
    const unanswered = host.getDeviceInfo();
    unanswered.catch(() => undefined);
    await clock.advance(1000);
    await expectHostError(unanswered, 'TIMEOUT');
    const waiting = host.kiosk.isEnabled();
    host.close();
    await expectHostError(waiting, 'PLATFORM_ERROR');
  });
});
