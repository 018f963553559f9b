import { expect, it } from 'vitest';
import type { HostAPI } from '../hostApi.js';
import { sha256Hex, type DownloadProgress } from '../localFiles.js';
import { CONTRACT_URLS, type HostContractEnv } from './contractEnv.js';
import { expectHostError } from './expectHostError.js';
import { expectUnavailable } from './featureContract.js';

type Setup = () => { env: HostContractEnv; make: (env: HostContractEnv) => Promise<HostAPI> };

/** Local files: checked downloads with progress, listing, deletion, free space, kept across restarts. */
export function registerFilesTests(setup: Setup): void {
  const withFiles =
    (
      check: (
        host: HostAPI,
        env: HostContractEnv,
        make: (e: HostContractEnv) => Promise<HostAPI>,
      ) => Promise<void>,
    ) =>
    async () => {
      const { env, make } = setup();
      const host = await make(env);
      if (host.supports('local-files')) await check(host, env, make);
      else await expectUnavailable(host, 'local-files');
    };
  const checksumOf = (env: HostContractEnv, url: string) => sha256Hex(env.served.get(url)!);

  it(
    'local-files: a download with the right checksum is kept, listed and reported with progress',
    withFiles(async (host, env) => {
      const checksum = await checksumOf(env, CONTRACT_URLS.large);
      const progress: DownloadProgress[] = [];
      const file = await host.files.download(CONTRACT_URLS.large, {
        checksum,
        onProgress: (p) => progress.push(p),
      });
      const size = env.served.get(CONTRACT_URLS.large)!.length;
      expect(file).toMatchObject({ sourceUrl: CONTRACT_URLS.large, sizeBytes: size, checksum });
      expect(file.url).not.toBe('');
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.at(-1)?.loadedBytes).toBe(size);
      const loaded = progress.map((p) => p.loadedBytes);
      expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
      expect(await host.files.list()).toContainEqual(file);
      expect(await host.files.freeSpace()).toBeGreaterThanOrEqual(0);
    }),
  );

  it(
    'local-files: bytes that do not match the checksum are refused and not kept',
    withFiles(async (host) => {
      const wrong = 'ab'.repeat(32);
      await expectHostError(
        host.files.download(CONTRACT_URLS.small, { checksum: wrong }),
        'CHECKSUM_MISMATCH',
      );
      expect((await host.files.list()).map((f) => f.sourceUrl)).not.toContain(CONTRACT_URLS.small);
    }),
  );

  it(
    'local-files: a URL the server does not have fails with NETWORK_ERROR',
    withFiles(async (host) => {
      await expectHostError(host.files.download(CONTRACT_URLS.missing), 'NETWORK_ERROR');
    }),
  );

  it(
    'local-files: a deleted file is gone, and deleting an unknown name is harmless',
    withFiles(async (host, env) => {
      const file = await host.files.download(CONTRACT_URLS.small, {
        checksum: await checksumOf(env, CONTRACT_URLS.small),
      });
      await host.files.delete(file.name);
      await host.files.delete('never-downloaded');
      expect((await host.files.list()).map((f) => f.name)).not.toContain(file.name);
    }),
  );

  it(
    'local-files: kept files are still there after a restart',
    withFiles(async (host, env, make) => {
      const file = await host.files.download(CONTRACT_URLS.small, { name: 'welcome.bin' });
      const restarted = await make(env);
      expect(await restarted.files.list()).toContainEqual(file);
    }),
  );
}
