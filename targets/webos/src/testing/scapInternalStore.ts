/**
 * The internal memory of the reference SCAP fake: files and folders under file://internal/,
 * a capacity, and a memory allowance for what one call may hand to JavaScript.
 *
 * The SCAP URI rules (Storage.SCAP_URI reference): for file:// only [a-zA-Z0-9-._] in names,
 * at most 256 characters, no "../", "*" or "?"; missing folders on the way to a destination
 * are created.
 */
export const INTERNAL = 'file://internal/';
export const FILE_SERVER = 'http://127.0.0.1:9080/';
const MAX_URI = 256;
const NAME = /^[a-zA-Z0-9._-]+$/;

export class ScapFailureError extends Error {
  constructor(
    readonly errorCode: string,
    readonly errorText: string,
  ) {
    super(errorText);
  }
}

export const failure = (errorCode: string, errorText: string) =>
  new ScapFailureError(errorCode, errorText);

/**
 * What the set answers when a copy fills its internal memory. LG's reference documents no code
 * and no clean-up for this (the library's own codes are IO_ERROR, DEVICE_ERROR, BAD_PARAMETER,
 * SERVER_ERROR, NETWORK_ERROR, SYSTEM_ERROR, and copyFile passes on the service's errorCode and
 * errorText as they come), so both are choices a test can change.
 */
export interface FullStorageAnswer {
  /** The errorCode onFailure gets; default IO_ERROR. */
  errorCode: string;
  /** The bytes that fit stay at the destination, as a file system leaves them (default), or the set removes them. */
  partial: 'kept' | 'removed';
}

export class InternalStore {
  /** Files by path under file://internal/ ("media/a.mp4"). */
  readonly files: Map<string, Uint8Array>;
  readonly dirs = new Set<string>(['']);
  peakReadBytes = 0;
  fullStorage: FullStorageAnswer = { errorCode: 'IO_ERROR', partial: 'kept' };

  constructor(
    public capacityBytes: number,
    public memoryAllowanceBytes: number,
    files?: Map<string, Uint8Array>,
  ) {
    this.files = files ?? new Map();
    for (const path of this.files.keys()) this.addDirs(parentOf(path));
  }

  /** The internal path of a SCAP URI; BAD_PARAMETER when the URI breaks the SCAP_URI rules. */
  internalPath(uri: string, allowRoot = false): string {
    if (typeof uri !== 'string' || !uri.startsWith(INTERNAL)) {
      if (/^file:\/\/(usb|sdcard):/.test(uri))
        throw failure('DEVICE_ERROR', `No storage device for ${uri}`);
      throw failure('BAD_PARAMETER', `Not a file://internal/ URI: ${String(uri)}`);
    }
    if (uri.length > MAX_URI) throw failure('BAD_PARAMETER', `URI longer than ${MAX_URI}: ${uri}`);
    const path = uri.slice(INTERNAL.length).replace(/\/+$/, '');
    if (path === '' && allowRoot) return '';
    const names = path.split('/');
    if (names.some((name) => !NAME.test(name) || name === '..' || name === '.'))
      throw failure('BAD_PARAMETER', `Invalid file URI: ${uri}`);
    return path;
  }

  isFile = (path: string) => this.files.has(path);
  isDir = (path: string) => this.dirs.has(path);

  addDirs(path: string): void {
    const names = path === '' ? [] : path.split('/');
    for (let i = 1; i <= names.length; i++) this.dirs.add(names.slice(0, i).join('/'));
  }

  children(dir: string): string[] {
    const prefix = dir === '' ? '' : `${dir}/`;
    const direct = (p: string) =>
      p !== '' && p.startsWith(prefix) && !p.slice(prefix.length).includes('/');
    return [...this.files.keys(), ...this.dirs].filter(direct).map((p) => p.slice(prefix.length));
  }

  usedBytes(): number {
    let used = 0;
    for (const bytes of this.files.values()) used += bytes.length;
    return used;
  }

  /** Keeps a file, creating its folders; IO_ERROR when the memory is full. */
  write(path: string, bytes: Uint8Array): void {
    const before = this.files.get(path)?.length ?? 0;
    if (this.usedBytes() - before + bytes.length > this.capacityBytes)
      throw failure('IO_ERROR', `No space left for ${INTERNAL}${path}`);
    this.addDirs(parentOf(path));
    this.files.set(path, bytes);
  }

  /**
   * Writes a file as a download arrives. When the memory fills up the copy fails as
   * `fullStorage` says: by default the bytes that fit stay written and the code is IO_ERROR.
   */
  writeStreamed(path: string, bytes: Uint8Array): void {
    const before = this.files.get(path)?.length ?? 0;
    const room = this.capacityBytes - this.usedBytes() + before;
    if (bytes.length <= room) return this.write(path, bytes);
    if (this.fullStorage.partial === 'kept') {
      this.addDirs(parentOf(path));
      this.files.set(path, bytes.slice(0, Math.max(0, room)));
    } else this.files.delete(path);
    throw failure(this.fullStorage.errorCode, `No space left for ${INTERNAL}${path}`);
  }

  /** Accounts for bytes one call hands to JavaScript; past the allowance the set is out of memory. */
  handOut(length: number): void {
    if (length > this.memoryAllowanceBytes)
      throw failure(
        'SYSTEM_ERROR',
        `Out of memory: ${length} bytes exceed the ${this.memoryAllowanceBytes}-byte allowance`,
      );
    this.peakReadBytes = Math.max(this.peakReadBytes, length);
  }
}

export const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}
