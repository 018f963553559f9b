/**
 * tizen.filesystem (FileSystemManager, Tizen 5.0) after @types/tizen-common-web. What the
 * reference says, and the fake does:
 * - moveFile(sourcePath, destinationPath, overwrite = false): destinationPath is "a destination
 *   directory path to move the file to"; the file keeps its name inside it. NotFoundError when
 *   the source or the destination directory does not exist; IOError when a file of that name is
 *   already there and overwrite is false. (A destination that is a file is not a directory:
 *   IOError.) It is not a rename: rename(path, newName) is.
 * - rename(path, newName): IOError if a sibling of that name exists, NotFoundError if path is
 *   missing; newName is a name, not a path (InvalidValuesError otherwise).
 * - copyFile(src, dest, overwrite = false): dest is the new file's full path inside an
 *   existing directory.
 * - createDirectory(path, makeParents = true); deleteFile(path) (NotFoundError if no file);
 *   deleteDirectory(path, recursive = true) (IOError if not empty and not recursive).
 * - openFile(path, mode, makeParents = true): "r"/"rw" on a missing file throw NotFoundError.
 * - Invalid paths throw InvalidValuesError synchronously; missing privileges SecurityError.
 * Errors of asynchronous calls arrive through errorCallback, later, as on a set.
 * Where the reference is silent the fake says so next to the choice it made.
 */
import type { FileHandle, FileSystemManager } from 'tizen-common-web';
import { tizenError, type ReferenceWebAPIException } from './referenceErrors.js';
import { openHandle } from './referenceFileHandle.js';
import { baseName, parentOf, type FileStore } from './referenceFileStore.js';

export type ReferenceFileSystem = Pick<
  FileSystemManager,
  | 'maxPathLength'
  | 'pathExists'
  | 'isFile'
  | 'isDirectory'
  | 'getDirName'
  | 'toURI'
  | 'createDirectory'
  | 'deleteFile'
  | 'deleteDirectory'
  | 'listDirectory'
  | 'copyFile'
  | 'moveFile'
  | 'rename'
  | 'openFile'
>;

export const FILESYSTEM_READ = 'http://tizen.org/privilege/filesystem.read';
export const FILESYSTEM_WRITE = 'http://tizen.org/privilege/filesystem.write';

type Done = ((path: string) => void) | null | undefined;
type Fail = ((error: ReferenceWebAPIException) => void) | null | undefined;

export function createReferenceFilesystem(
  store: FileStore,
  need: (...privileges: string[]) => void,
  later: (run: () => void) => void,
): ReferenceFileSystem {
  /** Runs `work` later; a thrown ReferenceWebAPIException goes to the error callback. */
  const async = (work: () => string, done: Done, fail: Fail) =>
    later(() => {
      let result: string;
      try {
        result = work();
      } catch (error) {
        if (!(error instanceof Error) || !('code' in error)) throw error;
        fail?.(error as ReferenceWebAPIException);
        return;
      }
      done?.(result);
    });
  const notFound = (what: string, path: string) =>
    tizenError('NotFoundError', `${what} not found: ${path}`);

  return {
    maxPathLength: 4096,
    pathExists(path) {
      need(FILESYSTEM_READ);
      return store.exists(store.normalize(path));
    },
    isFile(path) {
      need(FILESYSTEM_READ);
      const p = store.normalize(path);
      if (!store.exists(p)) throw notFound('File or directory', path);
      return store.isFile(p);
    },
    isDirectory(path) {
      need(FILESYSTEM_READ);
      const p = store.normalize(path);
      if (!store.exists(p)) throw notFound('File or directory', path);
      return store.isDir(p);
    },
    getDirName: (path) => parentOf(path.replace(/\/+$/, '')),
    toURI(path) {
      const p = store.normalize(path);
      const root = p.split('/')[0]!;
      const real = p.startsWith('/') ? p : (store.roots[root] ?? '') + p.slice(root.length);
      return `file://${real}`;
    },
    createDirectory(path, makeParents = true, onSuccess, onError) {
      need(FILESYSTEM_WRITE);
      const p = store.normalize(path);
      async(
        () => {
          // The reference does not say what an existing directory gives; the fake accepts it.
          if (store.isFile(p)) throw tizenError('IOError', `A file exists at ${path}`);
          if (!makeParents && !store.isDir(parentOf(p))) throw notFound('Directory', parentOf(p));
          store.addDirs(p);
          return path;
        },
        onSuccess,
        onError,
      );
    },
    deleteFile(path, onSuccess, onError) {
      need(FILESYSTEM_WRITE);
      const p = store.normalize(path);
      async(
        () => {
          if (!store.files.delete(p)) throw notFound('File', path);
          return path;
        },
        onSuccess,
        onError,
      );
    },
    deleteDirectory(path, recursive = true, onSuccess, onError) {
      need(FILESYSTEM_WRITE);
      const p = store.normalize(path);
      async(
        () => {
          if (!store.isDir(p)) throw notFound('Directory', path);
          const inside = (q: string) => q.startsWith(`${p}/`);
          if (!recursive && store.children(p).length > 0)
            throw tizenError('IOError', `Directory not empty: ${path}`);
          for (const q of [...store.files.keys()]) if (inside(q)) store.files.delete(q);
          for (const q of [...store.dirs]) if (inside(q) || q === p) store.dirs.delete(q);
          return path;
        },
        onSuccess,
        onError,
      );
    },
    listDirectory(path, onSuccess, onError) {
      need(FILESYSTEM_READ);
      const p = store.normalize(path);
      later(() => {
        if (!store.isDir(p)) return onError?.(notFound('Directory', path));
        onSuccess(store.children(p), path);
      });
    },
    copyFile(sourcePath, destinationPath, overwrite = false, onSuccess, onError) {
      need(FILESYSTEM_READ, FILESYSTEM_WRITE);
      const src = store.normalize(sourcePath);
      const dest = store.normalize(destinationPath);
      async(
        () => {
          const bytes = store.files.get(src);
          if (!bytes) throw notFound('File', sourcePath);
          // "The path must consist of path to an existing directory" + "/" + the new name.
          if (!store.isDir(parentOf(dest))) throw tizenError('IOError', `No directory for ${dest}`);
          if (store.isDir(dest)) throw tizenError('IOError', `${destinationPath} is a directory`);
          if (store.isFile(dest) && !overwrite)
            throw tizenError('IOError', `${destinationPath} exists and overwrite is false`);
          store.write(dest, bytes.slice());
          return destinationPath;
        },
        onSuccess,
        onError,
      );
    },
    moveFile(sourcePath, destinationPath, overwrite = false, onSuccess, onError) {
      need(FILESYSTEM_READ, FILESYSTEM_WRITE);
      const src = store.normalize(sourcePath);
      const dir = store.normalize(destinationPath);
      async(
        () => {
          const bytes = store.files.get(src);
          if (!bytes) throw notFound('File', sourcePath);
          if (store.isFile(dir))
            throw tizenError(
              'IOError',
              `Destination ${destinationPath} is a file, not a directory`,
            );
          if (!store.isDir(dir)) throw notFound('Destination directory', destinationPath);
          const target = `${dir}/${baseName(src)}`;
          if (store.isDir(target)) throw tizenError('IOError', `${target} is a directory`);
          if (store.isFile(target) && !overwrite)
            throw tizenError('IOError', `${target} exists and overwrite is false`);
          if (target !== src) {
            store.files.delete(src);
            store.files.set(target, bytes);
          }
          // The reference does not name the path given to successCallback; the fake gives the
          // moved file's new path.
          return target;
        },
        onSuccess,
        onError,
      );
    },
    rename(path, newName, onSuccess, onError) {
      need(FILESYSTEM_WRITE);
      const p = store.normalize(path);
      if (typeof newName !== 'string' || newName === '' || /[/]|^\.\.?$/.test(newName))
        throw tizenError('InvalidValuesError', `Invalid new name "${String(newName)}"`);
      async(
        () => {
          if (!store.exists(p)) throw notFound('File or directory', path);
          const target = `${parentOf(p)}/${newName}`;
          if (store.exists(target)) throw tizenError('IOError', `${target} already exists`);
          renameTree(store, p, target);
          return target;
        },
        onSuccess,
        onError,
      );
    },
    openFile(path, openMode, makeParents = true) {
      if (openMode !== 'a' && openMode !== 'w') need(FILESYSTEM_READ);
      if (openMode !== 'r') need(FILESYSTEM_WRITE);
      const p = store.normalize(path);
      if (store.isDir(p)) throw tizenError('IOError', `${path} is a directory`);
      if (openMode === 'r' || openMode === 'rw') {
        if (!store.isFile(p)) throw notFound('File', path);
      } else {
        if (!store.isDir(parentOf(p))) {
          if (!makeParents) throw notFound('Directory', parentOf(p));
          store.addDirs(parentOf(p));
        }
        if (openMode !== 'a' || !store.isFile(p)) store.write(p, new Uint8Array(0));
      }
      // The handle implements the FileHandle calls listed in ReferenceFileHandle; the others
      // (the NonBlocking variants) are absent, so a call to one fails loudly.
      return openHandle(store, p, path, openMode) as unknown as FileHandle;
    },
  };
}

function renameTree(store: FileStore, from: string, to: string): void {
  const moved = (q: string) => (q === from ? to : `${to}${q.slice(from.length)}`);
  const hit = (q: string) => q === from || q.startsWith(`${from}/`);
  for (const [q, bytes] of [...store.files]) {
    if (!hit(q)) continue;
    store.files.delete(q);
    store.files.set(moved(q), bytes);
  }
  for (const q of [...store.dirs]) {
    if (!hit(q)) continue;
    store.dirs.delete(q);
    store.dirs.add(moved(q));
  }
}
