import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createReferenceTizen,
  REFERENCE_PRIVILEGES,
  type ReferenceTizenOptions,
} from './referenceTizen.js';

const bytes = (...values: number[]) => new Uint8Array(values);

function setUp(options: Partial<ReferenceTizenOptions> = {}) {
  const device = createReferenceTizen({ served: new Map(), ...options });
  return { device, fs: device.platform.tizen.filesystem };
}

/** Runs an asynchronous Tizen call to its callback on virtual time. */
async function settle<T>(start: (ok: (value: T) => void, fail: (error: unknown) => void) => void) {
  let outcome: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
  start(
    (value) => (outcome = { ok: true, value }),
    (error) => (outcome = { ok: false, error }),
  );
  await vi.runAllTimersAsync();
  if (!outcome) throw new Error('No callback came');
  return outcome;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('moveFile: the destination is a directory', () => {
  it('fails with NotFoundError when the destination directory does not exist', async () => {
    const { device, fs } = setUp({ files: new Map([['wgt-private/tmp/a.mp4', bytes(1, 2)]]) });
    const outcome = await settle<string>((ok, fail) =>
      fs.moveFile('wgt-private/tmp/a.mp4', 'wgt-private/media/a.mp4', true, ok, fail),
    );
    expect(outcome).toMatchObject({ ok: false, error: { name: 'NotFoundError', code: 8 } });
    expect(device.files.has('wgt-private/tmp/a.mp4')).toBe(true);
  });

  it('puts the file, under its own name, inside an existing directory', async () => {
    const { device, fs } = setUp({
      files: new Map([
        ['wgt-private/tmp/a.mp4', bytes(1, 2)],
        ['wgt-private/media/other.jpg', bytes(3)],
      ]),
    });
    const outcome = await settle<string>((ok, fail) =>
      fs.moveFile('wgt-private/tmp/a.mp4', 'wgt-private/media', false, ok, fail),
    );
    expect(outcome).toEqual({ ok: true, value: 'wgt-private/media/a.mp4' });
    expect(device.files.get('wgt-private/media/a.mp4')).toEqual(bytes(1, 2));
    expect(device.files.has('wgt-private/tmp/a.mp4')).toBe(false);
  });

  it('refuses to replace a file of the same name unless overwrite is true', async () => {
    const files = new Map([
      ['wgt-private/tmp/a.mp4', bytes(9)],
      ['wgt-private/media/a.mp4', bytes(1)],
    ]);
    const { device, fs } = setUp({ files });
    const refused = await settle<string>((ok, fail) =>
      fs.moveFile('wgt-private/tmp/a.mp4', 'wgt-private/media', false, ok, fail),
    );
    expect(refused).toMatchObject({ ok: false, error: { name: 'IOError' } });
    const replaced = await settle<string>((ok, fail) =>
      fs.moveFile('wgt-private/tmp/a.mp4', 'wgt-private/media', true, ok, fail),
    );
    expect(replaced.ok).toBe(true);
    expect(device.files.get('wgt-private/media/a.mp4')).toEqual(bytes(9));
  });

  it('treats a file as the destination as an error, not a rename', async () => {
    const files = new Map([
      ['wgt-private/tmp/a.mp4', bytes(9)],
      ['wgt-private/media/a.mp4', bytes(1)],
    ]);
    const { fs } = setUp({ files });
    const outcome = await settle<string>((ok, fail) =>
      fs.moveFile('wgt-private/tmp/a.mp4', 'wgt-private/media/a.mp4', true, ok, fail),
    );
    expect(outcome).toMatchObject({ ok: false, error: { name: 'IOError' } });
  });

  it('fails with NotFoundError when the source is missing', async () => {
    const { fs } = setUp();
    const outcome = await settle<string>((ok, fail) =>
      fs.moveFile('wgt-private/nothing.mp4', 'wgt-private', false, ok, fail),
    );
    expect(outcome).toMatchObject({ ok: false, error: { name: 'NotFoundError' } });
  });
});

describe('rename, copyFile, directories', () => {
  it('renames a file in its directory and refuses a taken name', async () => {
    const files = new Map([
      ['wgt-private/media/a.part', bytes(1)],
      ['wgt-private/media/b.mp4', bytes(2)],
    ]);
    const { device, fs } = setUp({ files });
    const renamed = await settle<string>((ok, fail) =>
      fs.rename('wgt-private/media/a.part', 'a.mp4', ok, fail),
    );
    expect(renamed).toEqual({ ok: true, value: 'wgt-private/media/a.mp4' });
    expect(device.files.get('wgt-private/media/a.mp4')).toEqual(bytes(1));
    const taken = await settle<string>((ok, fail) =>
      fs.rename('wgt-private/media/a.mp4', 'b.mp4', ok, fail),
    );
    expect(taken).toMatchObject({ ok: false, error: { name: 'IOError' } });
    expect(() => fs.rename('wgt-private/media/a.mp4', 'x/y.mp4')).toThrow(
      expect.objectContaining({ name: 'InvalidValuesError' }),
    );
  });

  it('copies to a full file path whose directory exists', async () => {
    const { device, fs } = setUp({ files: new Map([['wgt-private/a', bytes(5)]]) });
    const missingDir = await settle<string>((ok, fail) =>
      fs.copyFile('wgt-private/a', 'wgt-private/nope/a', false, ok, fail),
    );
    expect(missingDir).toMatchObject({ ok: false, error: { name: 'IOError' } });
    const copied = await settle<string>((ok, fail) =>
      fs.copyFile('wgt-private/a', 'wgt-private/b', false, ok, fail),
    );
    expect(copied.ok).toBe(true);
    expect(device.files.get('wgt-private/b')).toEqual(bytes(5));
  });

  it('creates, lists and deletes directories as the reference says', async () => {
    const { fs } = setUp();
    const noParents = await settle<string>((ok, fail) =>
      fs.createDirectory('wgt-private/a/b', false, ok, fail),
    );
    expect(noParents).toMatchObject({ ok: false, error: { name: 'NotFoundError' } });
    expect(
      (await settle<string>((ok, fail) => fs.createDirectory('wgt-private/a/b', true, ok, fail)))
        .ok,
    ).toBe(true);
    const listed = await settle<string[]>((ok, fail) =>
      fs.listDirectory('wgt-private/a', ok, fail),
    );
    expect(listed).toEqual({ ok: true, value: ['b'] });
    const notEmpty = await settle<string>((ok, fail) =>
      fs.deleteDirectory('wgt-private/a', false, ok, fail),
    );
    expect(notEmpty).toMatchObject({ ok: false, error: { name: 'IOError' } });
    const gone = await settle<string>((ok, fail) => fs.deleteFile('wgt-private/a', ok, fail));
    expect(gone).toMatchObject({ ok: false, error: { name: 'NotFoundError' } });
    expect(fs.pathExists('wgt-private/a/b')).toBe(true);
  });

  it('names one file by its virtual path, its real path and its file URI', () => {
    const { fs } = setUp({ files: new Map([['wgt-private/m/a.jpg', bytes(1)]]) });
    const uri = fs.toURI('wgt-private/m/a.jpg');
    expect(uri).toBe('file:///opt/usr/home/owner/apps_rw/MrqPlayer0/data/m/a.jpg');
    expect(fs.pathExists(uri)).toBe(true);
    expect(fs.isFile('/opt/usr/home/owner/apps_rw/MrqPlayer0/data/m/a.jpg')).toBe(true);
    expect(() => fs.pathExists('wgt-private/../x')).toThrow(
      expect.objectContaining({ name: 'InvalidValuesError' }),
    );
  });
});

describe('openFile and the memory allowance', () => {
  const big = new Uint8Array(10_000).map((_, i) => i % 251);

  it('throws when one read would hand more than the allowance to JavaScript', () => {
    const { device, fs } = setUp({
      files: new Map([['wgt-private/big', big]]),
      memoryAllowanceBytes: 4096,
    });
    const whole = fs.openFile('wgt-private/big', 'r');
    expect(() => whole.readData()).toThrow(expect.objectContaining({ name: 'UnknownError' }));
    expect(() => whole.readData(8192)).toThrow(
      expect.objectContaining({ name: 'InvalidValuesError' }),
    );
    expect(device.peakReadBytes).toBe(0);
  });

  it('reads a large file in chunks and records the largest read', () => {
    const { device, fs } = setUp({
      files: new Map([['wgt-private/big', big]]),
      memoryAllowanceBytes: 4096,
    });
    const handle = fs.openFile('wgt-private/big', 'r');
    const parts: Uint8Array[] = [];
    for (let part = handle.readData(3000); part.length > 0; part = handle.readData(3000))
      parts.push(part);
    handle.close();
    expect(Buffer.concat(parts)).toEqual(Buffer.from(big));
    expect(device.peakReadBytes).toBe(3000);
    expect(() => handle.readData(1)).toThrow(expect.objectContaining({ name: 'IOError' }));
  });

  it('keeps the modes: r cannot write, w cannot read, a cannot seek, r on a missing file throws', () => {
    const { device, fs } = setUp({ files: new Map([['wgt-private/f', bytes(1, 2, 3)]]) });
    const reader = fs.openFile('wgt-private/f', 'r');
    expect(() => reader.writeData(bytes(1))).toThrow(expect.objectContaining({ name: 'IOError' }));
    expect(reader.seek(-1, 'END')).toBe(2);
    expect(reader.readData()).toEqual(bytes(3));
    const appender = fs.openFile('wgt-private/f', 'a');
    appender.writeData(bytes(4));
    expect(() => appender.seek(0)).toThrow(expect.objectContaining({ name: 'IOError' }));
    expect(() => appender.readData(1)).toThrow(expect.objectContaining({ name: 'IOError' }));
    expect(device.files.get('wgt-private/f')).toEqual(bytes(1, 2, 3, 4));
    expect(() => fs.openFile('wgt-private/missing', 'r')).toThrow(
      expect.objectContaining({ name: 'NotFoundError' }),
    );
    fs.openFile('wgt-private/new/dir/file', 'w').writeData(bytes(7));
    expect(device.files.get('wgt-private/new/dir/file')).toEqual(bytes(7));
  });

  it('throws SecurityError without the filesystem privileges', () => {
    const { fs } = setUp({ privileges: [REFERENCE_PRIVILEGES.filesystemRead] });
    expect(fs.pathExists('wgt-private')).toBe(true);
    expect(() => fs.moveFile('wgt-private/a', 'wgt-private')).toThrow(
      expect.objectContaining({ name: 'SecurityError', code: 18 }),
    );
  });

  it('has no FileSystemManager 5.0 calls on a Tizen 4.0 set', () => {
    const { fs } = setUp({ platformVersion: '4.0' });
    expect(fs.moveFile).toBeUndefined();
    expect(fs.openFile).toBeUndefined();
  });
});
