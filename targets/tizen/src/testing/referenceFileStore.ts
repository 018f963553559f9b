/**
 * The storage of the reference Tizen fake: file bytes and directories by path, a disk capacity,
 * and a memory allowance for what one read may hand to JavaScript.
 *
 * Paths: Tizen 5.0's FileSystemManager takes a virtual path ("wgt-private/media/a.mp4") or a
 * real one ("/opt/usr/home/owner/apps_rw/<package>/data/media/a.mp4") or a file URI; the fake
 * keeps every file under its virtual form so the three name the same file. "." and ".." are
 * not allowed in a location (FileSystemManager.resolve reference), so such a path is invalid.
 */
import { tizenError } from './referenceErrors.js';

/** Where a Tizen 5.0+ app's virtual roots live on a TV (used by toURI and for real paths). */
export function virtualRoots(packageId: string): Record<string, string> {
  return {
    'wgt-private': `/opt/usr/home/owner/apps_rw/${packageId}/data`,
    'wgt-private-tmp': `/opt/usr/home/owner/apps_rw/${packageId}/tmp`,
    'wgt-package': `/opt/usr/globalapps/${packageId}/res/wgt`,
    downloads: '/opt/usr/home/owner/media/Downloads',
    documents: '/opt/usr/home/owner/media/Documents',
    images: '/opt/usr/home/owner/media/Images',
    videos: '/opt/usr/home/owner/media/Videos',
    music: '/opt/usr/home/owner/media/Music',
  };
}

export interface FileStoreOptions {
  packageId: string;
  capacityBytes: number;
  memoryAllowanceBytes: number;
  /** Existing files (virtual or real path -> bytes); shared between two fakes = a restart. */
  files?: Map<string, Uint8Array>;
  /** Real directories that exist besides the virtual roots (e.g. the screen-capture folder). */
  extraDirs?: readonly string[];
}

export class FileStore {
  readonly files: Map<string, Uint8Array>;
  readonly dirs = new Set<string>();
  readonly roots: Record<string, string>;
  capacityBytes: number;
  memoryAllowanceBytes: number;
  /** The most bytes one read handed to JavaScript so far. */
  peakReadBytes = 0;

  constructor(options: FileStoreOptions) {
    this.roots = virtualRoots(options.packageId);
    this.capacityBytes = options.capacityBytes;
    this.memoryAllowanceBytes = options.memoryAllowanceBytes;
    for (const root of Object.keys(this.roots)) this.dirs.add(root);
    for (const dir of options.extraDirs ?? []) this.addDirs(this.normalize(dir));
    this.files = options.files ?? new Map<string, Uint8Array>();
    for (const [path, bytes] of [...this.files]) {
      const normal = this.normalize(path);
      if (normal !== path) {
        this.files.delete(path);
        this.files.set(normal, bytes);
      }
      this.addDirs(parentOf(normal));
    }
  }

  /** The virtual form of a path; InvalidValuesError (thrown) for an empty or dotted one. */
  normalize(path: string): string {
    if (typeof path !== 'string' || path === '')
      throw tizenError('InvalidValuesError', `Invalid path: "${String(path)}"`);
    let normal = path.startsWith('file://') ? path.slice('file://'.length) : path;
    for (const [root, real] of Object.entries(this.roots)) {
      if (normal === real || normal.startsWith(`${real}/`)) {
        normal = root + normal.slice(real.length);
        break;
      }
    }
    normal = normal.replace(/\/+$/, '');
    const parts = normal.split('/');
    if (
      normal === '' ||
      parts.slice(1).some((part) => part === '' || part === '.' || part === '..')
    )
      throw tizenError('InvalidValuesError', `Invalid path: "${path}"`);
    if (!normal.startsWith('/') && !(parts[0]! in this.roots))
      throw tizenError('InvalidValuesError', `Unknown virtual root in "${path}"`);
    return normal;
  }

  isFile = (path: string) => this.files.has(path);
  isDir = (path: string) => this.dirs.has(path);
  exists = (path: string) => this.isFile(path) || this.isDir(path);

  addDirs(path: string): void {
    const parts = path.split('/');
    for (let i = 1; i <= parts.length; i++) {
      const dir = parts.slice(0, i).join('/');
      if (dir !== '') this.dirs.add(dir);
    }
  }

  /** Paths directly inside a directory (names only). */
  children(dir: string): string[] {
    const prefix = `${dir}/`;
    const direct = (path: string) =>
      path.startsWith(prefix) && !path.slice(prefix.length).includes('/');
    return [...this.files.keys(), ...this.dirs].filter(direct).map((p) => p.slice(prefix.length));
  }

  usedBytes(): number {
    let used = 0;
    for (const bytes of this.files.values()) used += bytes.length;
    return used;
  }

  /** Writes a whole file; IOError when the disk would overflow (the file is left as it was). */
  write(path: string, bytes: Uint8Array): void {
    const before = this.files.get(path)?.length ?? 0;
    if (this.usedBytes() - before + bytes.length > this.capacityBytes)
      throw tizenError('IOError', `No space left on device writing ${path}`);
    this.files.set(path, bytes);
  }

  /**
   * Accounts for `bytes` handed to JavaScript by one read. A read the caller sized above the
   * allowance is InvalidValuesError (the reference: "if given size exceeds maximum value
   * supported by the device"); a whole-file read above it fails as a set out of memory would.
   */
  handOut(length: number, requested: number | undefined): void {
    if (requested !== undefined && requested > this.memoryAllowanceBytes)
      throw tizenError(
        'InvalidValuesError',
        `Read size ${requested} exceeds the device maximum ${this.memoryAllowanceBytes}`,
      );
    if (length > this.memoryAllowanceBytes)
      throw tizenError(
        'UnknownError',
        `Out of memory: a ${length}-byte read exceeds the ${this.memoryAllowanceBytes}-byte allowance`,
      );
    this.peakReadBytes = Math.max(this.peakReadBytes, length);
  }
}

export const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));
export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
