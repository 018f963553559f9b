import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invitedUser, signUpAccount } from '../../test/accounts.js';
import {
  DeviceScreenshotDocument,
  TakeScreenshotDocument,
  UploadDeviceScreenshotDocument,
} from '../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';
import { removeDevice } from '../devices/manage.js';
import { MAX_SCREENSHOT_BASE64 } from './image-check.js';
import { deviceDiagnosticsModule } from './module.js';

// A screen answers an operator's screenshot command with its picture; only users of its account
// with device:read see it, and only what the image's own bytes say it is gets stored.

/** A 1×1 white PNG, as the fake host takes it. */
const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';
/** The start of a JPEG: SOI, an APP0 segment, then a baseline frame of 640×360. */
const JPEG_640x360 = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]),
  Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x68, 0x02, 0x80, 0x03]),
  Buffer.alloc(32),
]).toString('base64');
/** The 1×1 PNG with a header that claims another size (a decompression bomb says 16,384²). */
function pngClaiming(width: number, height: number): string {
  const bytes = Buffer.from(PNG_1x1, 'base64');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes.toString('base64');
}

describe('screenshots', () => {
  let t: TestServer;
  let operator: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
  });
  afterAll(() => t.close());

  const ask = async (deviceId: string) =>
    (await t.request(TakeScreenshotDocument, { deviceId }, { token: operator })).sendDeviceCommand
      ._id;
  const upload = (token: string, commandId: string, mimeType: string, base64: string) =>
    t.attempt(
      UploadDeviceScreenshotDocument,
      { commandId, image: { mimeType, base64 } },
      { token },
    );
  const shown = async (deviceId: string, token = operator) =>
    (await t.request(DeviceScreenshotDocument, { id: deviceId }, { token })).device?.screenshot;
  const deleteScreen = (deviceId: string) =>
    t.gql<{ deleteDevice: boolean }>(
      'mutation($id: ID!) { deleteDevice(id: $id) }',
      { id: deviceId },
      { token: operator },
    );
  /** The files the disk store holds for one screen (its blobs and their sidecars). */
  const filesOf = (deviceId: string) =>
    readdirSync(join(t.server.config.dataDir, 'blobs'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && join(e.parentPath, e.name).includes(deviceId))
      .map((e) => e.name);

  it('stores the picture answering a command and shows it to the operator as a working link', async () => {
    const screen = await t.pairDevice(operator, 'Counter');
    expect(await shown(screen.deviceId)).toBeNull();
    const commandId = await ask(screen.deviceId);
    const answer = await upload(screen.deviceToken, commandId, 'image/png', PNG_1x1);
    expect(answer.data?.uploadDeviceScreenshot).toEqual({
      _id: commandId,
      type: 'screenshot',
      status: 'done',
    });
    const picture = await shown(screen.deviceId);
    expect(picture).toMatchObject({
      mimeType: 'image/png',
      width: 1,
      height: 1,
      takenAt: t.clock.now().toISOString(),
      commandId,
    });
    const res = await fetch(picture!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    // Its link lasts an hour: no browser keeps the picture longer.
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(Buffer.from(await res.arrayBuffer()).toString('base64')).toBe(PNG_1x1);

    // A second picture replaces the first, whose bytes are gone.
    t.clock.advance(60_000);
    const again = await ask(screen.deviceId);
    await upload(screen.deviceToken, again, 'image/jpeg', JPEG_640x360);
    const second = await shown(screen.deviceId);
    expect(second).toMatchObject({ mimeType: 'image/jpeg', width: 640, height: 360 });
    expect((await fetch(picture!.url)).status).toBe(404);
  });

  it('records who took a screenshot of which screen in the audit log', async () => {
    const screen = await t.pairDevice(operator, 'Audited');
    await upload(screen.deviceToken, await ask(screen.deviceId), 'image/png', PNG_1x1);
    type Log = {
      auditLog: {
        items: { action: string; changes: { type?: string }; subjects: { name: string }[] }[];
      };
    };
    const log = await t.gql<Log>(
      'query($d: ID) { auditLog(filter: { entityId: $d }) { items { action changes subjects { kind name } } } }',
      { d: screen.deviceId },
      { token: operator },
    );
    const taken = log.data!.auditLog.items.filter((i) => i.changes.type === 'screenshot');
    expect(taken).toEqual([
      expect.objectContaining({
        action: 'sendDeviceCommand',
        subjects: [{ kind: 'device', name: 'Audited' }],
      }),
    ]);
    // The screen's own upload is not an operator's act and is not logged.
    expect(log.data!.auditLog.items.map((i) => i.action)).not.toContain('uploadDeviceScreenshot');
  });

  it('refuses what is not the image it claims to be, before storing anything', async () => {
    const screen = await t.pairDevice(operator, 'Hostile');
    const commandId = await ask(screen.deviceId);
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const cases: [string, string, string][] = [
      ['image/png', html, 'The screenshot is not a PNG or JPEG image'],
      ['image/png', JPEG_640x360, 'The screenshot is image/jpeg, not image/png'],
      ['image/png', 'not base64 at all!', 'The screenshot is not base64 text'],
      ['image/png', PNG_1x1.slice(0, 20), 'The screenshot does not say its size in pixels'],
      ...[
        [16_384, 16_384],
        [7_681, 100],
        [100, 7_681],
        [7_680, 4_321],
      ].map(
        ([width, height]) =>
          [
            'image/png',
            pngClaiming(width!, height!),
            'A screenshot can be at most 7,680 pixels on a side and as large as an 8K screen',
          ] as [string, string, string],
      ),
    ];
    for (const [mimeType, base64, message] of cases) {
      const refused = await upload(screen.deviceToken, commandId, mimeType, base64);
      expect(codeOf(refused), message).toBe('BAD_USER_INPUT');
      expect(messageOf(refused)).toBe(message);
    }
    // Over 2 MB of base64 is refused by the argument's bound before any resolver runs.
    const oversize = await upload(
      screen.deviceToken,
      commandId,
      'image/png',
      PNG_1x1.padEnd(MAX_SCREENSHOT_BASE64 + 4, 'A'),
    );
    expect(codeOf(oversize)).toBe('BAD_USER_INPUT');
    expect(await shown(screen.deviceId)).toBeNull();
    // The command is still open: a real picture is taken afterwards.
    const ok = await upload(screen.deviceToken, commandId, 'image/png', PNG_1x1);
    expect(ok.errors).toBeUndefined();
  });

  it('takes a picture only for an open screenshot command of the same screen', async () => {
    const a = await t.pairDevice(operator, 'A');
    const b = await t.pairDevice(operator, 'B');
    const forA = await ask(a.deviceId);
    expect(codeOf(await upload(b.deviceToken, forA, 'image/png', PNG_1x1))).toBe('NOT_FOUND');
    const reboot = await t.gql<{ sendDeviceCommand: { _id: string } }>(
      'mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: reboot) { _id } }',
      { d: a.deviceId },
      { token: operator },
    );
    const rebootId = reboot.data!.sendDeviceCommand._id;
    expect(codeOf(await upload(a.deviceToken, rebootId, 'image/png', PNG_1x1))).toBe('NOT_FOUND');
    expect(codeOf(await upload(operator, forA, 'image/png', PNG_1x1))).toBe('FORBIDDEN');
    await upload(a.deviceToken, forA, 'image/png', PNG_1x1);
    expect(codeOf(await upload(a.deviceToken, forA, 'image/png', PNG_1x1))).toBe('CONFLICT');
  });

  it('answers 200 uploads at once with one picture stored, and keeps serving meanwhile', async () => {
    const screen = await t.pairDevice(operator, 'Burst');
    const commandId = await ask(screen.deviceId);
    // A 100 KB picture: a PNG header followed by filler, sent 200 times at once for one command.
    const big = Buffer.concat([
      Buffer.from(PNG_1x1, 'base64').subarray(0, 33),
      Buffer.alloc(100_000, 7),
    ]).toString('base64');
    const uploads = Array.from({ length: 200 }, () =>
      upload(screen.deviceToken, commandId, 'image/png', big),
    );
    const health = fetch(`${t.url}/health`);
    const answers = await Promise.all(uploads);
    expect((await health).status).toBe(200);
    const codes = answers.map((a) => (a.errors ? codeOf(a) : 'stored'));
    expect(codes.filter((c) => c === 'stored')).toHaveLength(1);
    expect(codes.filter((c) => c === 'CONFLICT')).toHaveLength(199);
    const picture = await shown(screen.deviceId);
    const res = await fetch(picture!.url);
    expect(Number(res.headers.get('content-length'))).toBe(100_033);
    await res.body?.cancel();
  }, 120_000);

  it('never reads the command as done before its picture is there', async () => {
    // An operator's page stops waiting once it reads the command done: a read while the picture
    // is being stored must find the command still open, or the page would never show it.
    const screen = await t.pairDevice(operator, 'Midway');
    const commandId = await ask(screen.deviceId);
    type Seen = { device: { commands: { status: string }[]; screenshot: unknown } };
    const read = async () =>
      (
        await t.gql<Seen>(
          'query($id: ID!) { device(id: $id) { commands(limit: 1) { status } screenshot { url } } }',
          { id: screen.deviceId },
          { token: operator },
        )
      ).data!.device;
    const blobs = t.server.services.blobs;
    const put = blobs.put.bind(blobs);
    const midway: Seen['device'][] = [];
    const storing = vi.spyOn(blobs, 'put').mockImplementationOnce(async (...args) => {
      midway.push(await read());
      const info = await put(...args);
      midway.push(await read());
      return info;
    });
    try {
      expect((await upload(screen.deviceToken, commandId, 'image/png', PNG_1x1)).errors).toBe(
        undefined,
      );
    } finally {
      storing.mockRestore();
    }
    for (const seen of midway) {
      expect(seen.commands[0]!.status).not.toBe('done');
      expect(seen.screenshot).toBeNull();
    }
    const after = await read();
    expect(after.commands[0]!.status).toBe('done');
    expect(after.screenshot).not.toBeNull();
  });

  it('shows the picture only to users of the account who may read screens', async () => {
    const screen = await t.pairDevice(operator, 'Private');
    await upload(screen.deviceToken, await ask(screen.deviceId), 'image/png', PNG_1x1);
    const other = await signUpAccount(t, 'other-screens@example.com');
    const foreign = await t.attempt(
      DeviceScreenshotDocument,
      { id: screen.deviceId },
      { token: other },
    );
    expect(foreign.data?.device ?? null).toBeNull();
    const mediaOnly = await invitedUser(t, operator, 'media-only@example.com', ['media:read']);
    const refused = await t.attempt(
      DeviceScreenshotDocument,
      { id: screen.deviceId },
      { token: mediaOnly },
    );
    expect(refused.data?.device?.screenshot ?? null).toBeNull();
    expect(codeOf(refused)).toBe('FORBIDDEN');
    const reader = await invitedUser(t, operator, 'screens-reader@example.com', ['device:read']);
    expect((await shown(screen.deviceId, reader))?.mimeType).toBe('image/png');
    // The screen itself reads no picture back.
    const own = await t.gql<{ currentDevice: { screenshot: null } }>(
      '{ currentDevice { screenshot { url } } }',
      {},
      { token: screen.deviceToken },
    );
    expect(own.data?.currentDevice.screenshot).toBeNull();
  });

  describe('deleting a screen', () => {
    it('deletes its picture from the blob store and leaves other screens their own', async () => {
      const gone = await t.pairDevice(operator, 'Going');
      const stays = await t.pairDevice(operator, 'Staying');
      for (const screen of [gone, stays])
        await upload(screen.deviceToken, await ask(screen.deviceId), 'image/png', PNG_1x1);
      const url = (await shown(gone.deviceId))!.url;
      expect(filesOf(gone.deviceId)).not.toEqual([]);

      expect((await deleteScreen(gone.deviceId)).data).toEqual({ deleteDevice: true });
      expect(filesOf(gone.deviceId)).toEqual([]);
      expect((await fetch(url)).status).toBe(404);
      expect(filesOf(stays.deviceId)).not.toEqual([]);
      expect((await shown(stays.deviceId))?.mimeType).toBe('image/png');
    });

    it('deletes its picture when a worker process deletes it (a bulk delete job)', async () => {
      const screen = await t.pairDevice(operator, 'Bulk');
      await upload(screen.deviceToken, await ask(screen.deviceId), 'image/png', PNG_1x1);
      const { services } = t.server;
      const { account_id } = await services.db
        .selectFrom('devices')
        .select('account_id')
        .where('id', '=', screen.deviceId)
        .executeTakeFirstOrThrow();
      // This process stands for a worker: only what its modules start as a worker follows deletions.
      const apiHooks = [...services.devices.deletionHooks];
      services.devices.deletionHooks.clear();
      const stop = deviceDiagnosticsModule.start!(services, 'worker');
      try {
        expect(await removeDevice(services, account_id, null, screen.deviceId)).toBe(true);
      } finally {
        stop();
        for (const hook of apiHooks) services.devices.deletionHooks.add(hook);
      }
      expect(filesOf(screen.deviceId)).toEqual([]);
    });

    it('deletes a screen that never took a picture', async () => {
      const screen = await t.pairDevice(operator, 'Blank');
      expect((await deleteScreen(screen.deviceId)).data).toEqual({ deleteDevice: true });
      expect(filesOf(screen.deviceId)).toEqual([]);
    });

    it('still deletes the screen when its picture cannot be deleted', async () => {
      const screen = await t.pairDevice(operator, 'Stuck');
      await upload(screen.deviceToken, await ask(screen.deviceId), 'image/png', PNG_1x1);
      const blobs = t.server.services.blobs;
      const refused = vi.spyOn(blobs, 'delete').mockRejectedValueOnce(new Error('EACCES'));
      try {
        expect((await deleteScreen(screen.deviceId)).data).toEqual({ deleteDevice: true });
        expect(refused).toHaveBeenCalledOnce();
      } finally {
        refused.mockRestore();
      }
      // The screen is gone for good; the bytes stay (the failure is logged).
      expect((await deleteScreen(screen.deviceId)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(filesOf(screen.deviceId)).not.toEqual([]);
    });

    it('drops a picture whose upload finishes after the screen was deleted', async () => {
      const screen = await t.pairDevice(operator, 'Racing');
      const commandId = await ask(screen.deviceId);
      const blobs = t.server.services.blobs;
      const put = blobs.put.bind(blobs);
      // The screen is deleted once the bytes are stored and before a row names them.
      const racing = vi.spyOn(blobs, 'put').mockImplementationOnce(async (...args) => {
        const info = await put(...args);
        expect((await deleteScreen(screen.deviceId)).data).toEqual({ deleteDevice: true });
        return info;
      });
      try {
        const answer = await upload(screen.deviceToken, commandId, 'image/png', PNG_1x1);
        expect(answer.errors).toBeDefined();
      } finally {
        racing.mockRestore();
      }
      expect(filesOf(screen.deviceId)).toEqual([]);
    });
  });
});
