import { HostError } from '@marquee/sdk';
import { platformError } from './tizenErrors.js';
import type { TizenApis } from './tizenPlatform.js';

/** A zero-delay timer: lets the page draw and other timers run between two chunks. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads a file `chunkBytes` at a time and hands each chunk to `onChunk`, so memory holds one
 * chunk whatever the file's size (readData() without a count reads the whole rest of the file).
 * The size comes from seeking to the end; a read that comes back empty before it (the file
 * shrank) fails rather than passing on a partial file. Resolves with the size read.
 */
export async function readInChunks(
  fs: Pick<TizenApis['filesystem'], 'openFile'>,
  path: string,
  chunkBytes: number,
  onChunk: (bytes: Uint8Array) => void,
  pause: () => Promise<void> = nextTask,
): Promise<number> {
  let handle: ReturnType<TizenApis['filesystem']['openFile']>;
  try {
    handle = fs.openFile(path, 'r');
  } catch (error) {
    throw platformError(error);
  }
  try {
    const sizeBytes = handle.seek(0, 'END');
    handle.seek(0, 'BEGIN');
    for (let done = 0; done < sizeBytes;) {
      const chunk = handle.readData(Math.min(chunkBytes, sizeBytes - done));
      if (chunk.length === 0)
        throw new HostError('PLATFORM_ERROR', `IOError: ${path} ended at ${done} of ${sizeBytes}`);
      onChunk(chunk);
      done += chunk.length;
      await pause();
    }
    return sizeBytes;
  } catch (error) {
    throw error instanceof HostError ? error : platformError(error);
  } finally {
    handle.close();
  }
}
