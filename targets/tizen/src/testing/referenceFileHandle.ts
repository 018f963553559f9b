/**
 * A FileHandle as @types/tizen-common-web (Tizen 5.0) describes it: a position indicator that
 * reads and writes move; "r" and "rw" read, "w", "rwo" and "a" start from an emptied or
 * appended file; "a" cannot seek; a closed handle allows no further operation (IOError).
 * readData(size?) / readBlob(size?) / readString(count?) without a size read the whole rest of
 * the file, which is where the fake's memory allowance bites (see FileStore.handOut).
 */
import type { BaseSeekPosition, FileHandle, FileMode } from 'tizen-common-web';
import { tizenError } from './referenceErrors.js';
import type { FileStore } from './referenceFileStore.js';

/** The FileHandle calls the fake implements, typed by the vendor definitions. */
export type ReferenceFileHandle = Pick<
  FileHandle,
  | 'path'
  | 'readData'
  | 'readBlob'
  | 'readString'
  | 'writeData'
  | 'writeString'
  | 'seek'
  | 'flush'
  | 'sync'
  | 'close'
>;

const READS: readonly FileMode[] = ['r', 'rw', 'rwo'];
const WRITES: readonly FileMode[] = ['w', 'rw', 'rwo', 'a'];

export function openHandle(
  store: FileStore,
  path: string,
  display: string,
  mode: FileMode,
): ReferenceFileHandle {
  let open = true;
  let position = mode === 'a' ? (store.files.get(path)?.length ?? 0) : 0;
  const bytes = () => store.files.get(path) ?? new Uint8Array(0);
  const check = (kind: 'read' | 'write') => {
    if (!open) throw tizenError('IOError', `File handle for ${display} is closed`);
    const allowed = kind === 'read' ? READS : WRITES;
    if (!allowed.includes(mode))
      throw tizenError('IOError', `Cannot ${kind} ${display}: opened in mode "${mode}"`);
  };
  const read = (size: number | undefined): Uint8Array<ArrayBuffer> => {
    check('read');
    if (size !== undefined && (!Number.isInteger(size) || size < 0))
      throw tizenError('InvalidValuesError', `Invalid size ${size}`);
    const all = bytes();
    const end = size === undefined ? all.length : Math.min(all.length, position + size);
    const length = Math.max(0, end - position);
    store.handOut(length, size);
    const out = all.slice(position, position + length);
    position += length;
    return out;
  };
  const write = (data: Uint8Array) => {
    check('write');
    const all = bytes();
    const at = mode === 'a' ? all.length : position;
    const next = new Uint8Array(Math.max(all.length, at + data.length));
    next.set(all);
    next.set(data, at);
    store.write(path, next);
    position = at + data.length;
  };
  return {
    path: display,
    readData: (size?: number) => read(size),
    readBlob: (size?: number) => new Blob([read(size)]),
    readString: (count?: number | null) => new TextDecoder().decode(read(count ?? undefined)),
    writeData: (data: Uint8Array) => write(data),
    writeString: (text: string) => (write(new TextEncoder().encode(text)), text.length),
    seek(offset: number, whence: BaseSeekPosition = 'BEGIN') {
      if (!open) throw tizenError('IOError', `File handle for ${display} is closed`);
      if (mode === 'a') throw tizenError('IOError', 'A file opened in mode "a" cannot seek');
      const base = whence === 'BEGIN' ? 0 : whence === 'CURRENT' ? position : bytes().length;
      if (base + offset < 0) throw tizenError('IOError', `Seek before the start of ${display}`);
      position = base + offset;
      return position;
    },
    flush: () => void check(mode === 'r' ? 'read' : 'write'),
    sync: () => void check(mode === 'r' ? 'read' : 'write'),
    close() {
      if (!open) throw tizenError('IOError', `File handle for ${display} is already closed`);
      open = false;
    },
  };
}
